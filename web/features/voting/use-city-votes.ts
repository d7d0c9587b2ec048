// A city's votes for the voting page: the browser's stored tallies at once, the server's tallies once
// they arrive (reconciled into storage), and casting. When the server cannot be reached the page keeps
// working from storage, as the spec describes, and votes wait in storage until they can be sent.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { CoffeeCity } from "@shared/catalogue/coffee-shop";
import {
  reconcileWithServer,
  withCountedVote,
  withLocalSeed,
  withServerVoted,
  withUnsentVote,
  type BrowserVotes,
} from "@shared/rules/browser-votes";
import { apiErrorCode, apiReason } from "@web/lib/api-errors";
import { trpc } from "@web/lib/trpc";
import { loadBrowserVotes, saveBrowserVotes } from "./vote-storage";

export type VoteOutcome =
  | { kind: "counted"; count: number }
  | { kind: "already-voted" }
  /** The server could not be reached: counted in this browser, to be sent later. */
  | { kind: "unsent"; count: number }
  | { kind: "refused"; reason: string | undefined };

export interface CityVotes {
  /** Shop id → votes; null until known (skeletons show meanwhile). */
  counts: Record<string, number> | null;
  voted: (shopId: string) => boolean;
  sending: (shopId: string) => boolean;
  /** True when the server's tallies could not be loaded. */
  offline: boolean;
  vote: (shopId: string) => Promise<VoteOutcome>;
}

export function useCityVotes(city: CoffeeCity): CityVotes {
  const slug = city.slug;
  const shopIds = useMemo(() => city.shops.map((shop) => shop.id), [city]);
  const utils = trpc.useUtils();
  const tally = trpc.votes.tally.useQuery({ city: slug });

  const [stored, setStored] = useState(() => loadBrowserVotes(slug));
  // The latest votes for callbacks that finish after later renders (casts, resends).
  const latest = useRef(stored);
  const commit = useCallback(
    (change: (current: BrowserVotes) => BrowserVotes) => {
      const next = change(latest.current);
      if (next === latest.current) return;
      latest.current = next;
      saveBrowserVotes(slug, next);
      setStored(next);
    },
    [slug],
  );

  // Keep storage in step with the server's answer (storage is written here; data comes from the query).
  useEffect(() => {
    if (tally.data) commit((current) => reconcileWithServer(current, tally.data));
  }, [tally.data, commit]);

  // No server and nothing stored: a first visit seeds locally, as the spec describes.
  useEffect(() => {
    if (tally.isError) commit((current) => withLocalSeed(current, shopIds));
  }, [tally.isError, commit, shopIds]);

  const [sendingIds, setSendingIds] = useState<ReadonlySet<string>>(() => new Set());
  const setSending = (shopId: string, on: boolean) =>
    setSendingIds((current) => {
      const next = new Set(current);
      if (on) next.add(shopId);
      else next.delete(shopId);
      return next;
    });

  const recordCounted = useCallback(
    (shopId: string, count: number) => {
      commit((current) => withCountedVote(current, shopId, count));
      utils.votes.tally.setData({ city: slug }, (old) =>
        old ? { counts: { ...old.counts, [shopId]: count }, voted: [...new Set([...old.voted, shopId])] } : old,
      );
    },
    [commit, utils, slug],
  );

  // Votes cast while offline are sent once the server answers again. This effect sends, it does not
  // load: the tally query above is the only data source.
  const resending = useRef(new Set<string>());
  const serverReachable = tally.isSuccess;
  useEffect(() => {
    if (!serverReachable) return;
    for (const shopId of stored.unsent) {
      if (resending.current.has(shopId)) continue;
      resending.current.add(shopId);
      utils.client.votes.cast
        .mutate({ city: slug, shopId })
        .then(({ count }) => recordCounted(shopId, count))
        .catch((error: unknown) => {
          const code = apiErrorCode(error);
          if (code === "CONFLICT" || code === "BAD_REQUEST") commit((current) => withServerVoted(current, shopId));
          // Anything else: it stays unsent and is tried again on a later visit.
        })
        .finally(() => resending.current.delete(shopId));
    }
  }, [serverReachable, stored.unsent, utils, slug, recordCounted, commit]);

  const cast = trpc.votes.cast.useMutation();

  async function vote(shopId: string): Promise<VoteOutcome> {
    setSending(shopId, true);
    try {
      const { count } = await cast.mutateAsync({ city: slug, shopId });
      recordCounted(shopId, count);
      return { kind: "counted", count };
    } catch (error) {
      const code = apiErrorCode(error);
      if (code === "CONFLICT") {
        commit((current) => withServerVoted(current, shopId));
        return { kind: "already-voted" };
      }
      if (code === undefined || code === "INTERNAL_SERVER_ERROR") {
        commit((current) => withUnsentVote(current, shopIds, shopId));
        return { kind: "unsent", count: latest.current.counts?.[shopId] ?? 0 };
      }
      return { kind: "refused", reason: apiReason(error) };
    } finally {
      setSending(shopId, false);
    }
  }

  const view = tally.data ? reconcileWithServer(stored, tally.data) : stored;
  return {
    counts: view.counts,
    voted: (shopId) => view.voted[shopId] === true,
    sending: (shopId) => sendingIds.has(shopId),
    offline: tally.isError,
    vote,
  };
}
