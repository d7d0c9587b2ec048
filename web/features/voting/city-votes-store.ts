// One store for a city's votes on its voting page, read with useSyncExternalStore. It joins
// three sources: the browser's storage (shown at once, shared with the other tabs through the
// `storage` event), the server's tally (the first view's, or one request), and the live socket (the
// tally on every connect, then other voters' counts). Votes take one path: counted here at once and
// kept in the stored unsent list until the server confirms them; when the server cannot be reached
// they stay there and are sent again when it can (a tally arrives, or the browser comes back online).
//
// The card order is part of the state: it is decided when the counts are first known and when the
// visitor sorts, never by a count changing, so no card moves under the pointer.
import type { CoffeeShop } from "@shared/voting/coffee-shop";
import {
  reconcileWithServer,
  withCountedVote,
  withLiveCounts,
  withLocalSeed,
  withRefusedVote,
  withServerVoted,
  withUnsentVote,
  type BrowserVotes,
  type ServerTally,
  parseBrowserVotes,
  serializeBrowserVotes,
} from "@shared/voting/browser-votes";
import { DEFAULT_VOTE_SORT, sortShops, type VoteSort, voteStorageKeys } from "@shared/voting/coffee-votes";
import type { LiveVotesMessage } from "@shared/voting/live-votes";
import { apiErrorCode, apiReason } from "@web/lib/api-errors";

export type VoteOutcome =
  | { kind: "counted"; count: number }
  | { kind: "already-voted" }
  /** The server could not be reached: counted in this browser, to be sent later. */
  | { kind: "unsent"; count: number }
  | { kind: "refused"; reason: string | undefined };

export interface CityVotesSnapshot {
  /** Shop id → votes; null until known (skeletons show meanwhile). */
  counts: Record<string, number> | null;
  voted: Readonly<Record<string, boolean>>;
  /** Shops whose vote is on its way to the server. */
  sending: ReadonlySet<string>;
  /** True while the server's tallies could not be loaded and the page shows the stored ones. */
  offline: boolean;
  sort: VoteSort;
  /** Shop ids in display order; null until the counts are known. */
  order: readonly string[] | null;
}

export interface CityVotesSources {
  shops: readonly CoffeeShop[];
  /** The stored votes, and where changes go (localStorage in the browser). */
  storage: { load: () => BrowserVotes; save: (votes: BrowserVotes) => void; keys: readonly string[] };
  api: { tally: () => Promise<ServerTally>; cast: (shopId: string) => Promise<{ count: number | null }> };
  /** The server's tally the page was rendered with, if any: no request needed for it. */
  initialTally?: ServerTally | undefined;
  /** Opens the live socket; its close() ends it. */
  connect: (onMessage: (message: LiveVotesMessage) => void) => { close: () => void };
}

export interface CityVotesStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => CityVotesSnapshot;
  /** The snapshot an edge render shows: the server's tally, nothing from this browser. */
  getServerSnapshot: () => CityVotesSnapshot;
  vote: (shopId: string) => Promise<VoteOutcome>;
  sortBy: (sort: VoteSort) => void;
}

/** Server failures that mean "try again later" rather than "no". */
const isUnreachable = (code: string | undefined) => code === undefined || code === "INTERNAL_SERVER_ERROR" || code === "SERVICE_UNAVAILABLE";

export function createCityVotesStore({ shops, storage, api, initialTally, connect }: CityVotesSources): CityVotesStore {
  const shopIds = shops.map((shop) => shop.id);
  const listeners = new Set<() => void>();

  let votes = storage.load();
  let sending: ReadonlySet<string> = new Set();
  let offline = false;
  let sort: VoteSort = DEFAULT_VOTE_SORT;
  /** Whether a server tally arrived (the order is decided once more on it: stored counts are a guess). */
  let heardServer = false;
  let order: readonly string[] | null = null;
  /** Server counts heard for shops while this browser's vote for them was in flight (see applyLive). */
  const heardWhileSending = new Map<string, number>();

  const orderOf = (counts: Record<string, number>) => sortShops(shops, counts, sort).map((shop) => shop.id);

  if (initialTally) {
    votes = reconcileWithServer(votes, initialTally);
    heardServer = true;
  }
  if (votes.counts) order = orderOf(votes.counts);

  const serverSnapshot: CityVotesSnapshot = {
    counts: initialTally ? { ...initialTally.counts } : null,
    voted: {},
    sending: new Set(),
    offline: false,
    sort: DEFAULT_VOTE_SORT,
    order: initialTally ? orderOf(initialTally.counts) : null,
  };

  let snapshot = makeSnapshot();
  function makeSnapshot(): CityVotesSnapshot {
    return { counts: votes.counts, voted: votes.voted, sending, offline, sort, order };
  }

  function emit() {
    snapshot = makeSnapshot();
    for (const listener of listeners) listener();
  }

  /** A new state of the votes: stored (for this and the other tabs) and shown. */
  function commit(next: BrowserVotes, { fromServer = false }: { fromServer?: boolean } = {}) {
    if (next !== votes) {
      votes = next;
      storage.save(votes);
    }
    if (votes.counts && (order === null || (fromServer && !heardServer))) order = orderOf(votes.counts);
    if (fromServer) heardServer = true;
    emit();
  }

  function setSending(shopId: string, on: boolean) {
    const next = new Set(sending);
    if (on) next.add(shopId);
    else next.delete(shopId);
    sending = next;
  }

  function applyTally(tally: ServerTally) {
    // A count for a shop whose vote is in flight may or may not hold that vote: keep it for the answer.
    for (const shopId of sending) {
      const heard = tally.counts[shopId];
      if (heard !== undefined) heardWhileSending.set(shopId, Math.max(heard, heardWhileSending.get(shopId) ?? 0));
    }
    const counts = { ...tally.counts };
    for (const shopId of sending) {
      const shown = votes.counts?.[shopId];
      if (shown !== undefined) counts[shopId] = shown - 1;
    }
    offline = false;
    commit(reconcileWithServer(votes, { counts, voted: tally.voted }), { fromServer: true });
    void sendUnsent();
  }

  function applyLive(message: LiveVotesMessage) {
    if (message.type === "tally") return applyTally(message);
    const updates = message.counts.filter(({ shopId, count }) => {
      if (!sending.has(shopId)) return true;
      heardWhileSending.set(shopId, Math.max(count, heardWhileSending.get(shopId) ?? 0));
      return false;
    });
    commit(withLiveCounts(votes, updates));
  }

  /** Sends one unconfirmed vote and records the server's answer. */
  async function send(shopId: string): Promise<VoteOutcome> {
    setSending(shopId, true);
    emit();
    try {
      const answer = await api.cast(shopId);
      // No count comes back while the season hides its counts (its final week): the page shows none then.
      const count = answer.count ?? (votes.counts?.[shopId] ?? 0) + 1;
      const heard = heardWhileSending.get(shopId) ?? 0;
      commit(withCountedVote(votes, shopId, Math.max(count, heard)));
      return { kind: "counted", count };
    } catch (error) {
      const code = apiErrorCode(error);
      if (code === "CONFLICT") {
        commit(withServerVoted(votes, shopId));
        return { kind: "already-voted" };
      }
      if (isUnreachable(code)) return { kind: "unsent", count: votes.counts?.[shopId] ?? 0 };
      commit(withRefusedVote(votes, shopId));
      return { kind: "refused", reason: apiReason(error) };
    } finally {
      setSending(shopId, false);
      const heard = heardWhileSending.get(shopId);
      heardWhileSending.delete(shopId);
      // The vote is no longer in flight: a count heard meanwhile applies like any other.
      if (heard !== undefined && votes.counts && heard > (votes.counts[shopId] ?? 0)) {
        commit(withLiveCounts(votes, [{ shopId, count: heard }]));
      } else emit();
    }
  }

  /** Votes that could not be sent earlier (here or in another tab, this visit or a previous one). */
  async function sendUnsent() {
    for (const shopId of votes.unsent) if (!sending.has(shopId)) await send(shopId);
  }

  async function loadTally() {
    try {
      applyTally(await api.tally());
    } catch {
      // The page keeps working from storage (a first visit seeds locally), and says so.
      if (!heardServer) {
        offline = true;
        commit(withLocalSeed(votes, shopIds));
      }
    }
  }

  // Another tab changed this city's votes: take what it stored (it hears the same server), except for
  // this tab's own votes in flight. Nothing is written back, so tabs do not echo each other.
  function onStorage(event: StorageEvent) {
    if (event.key !== null && !storage.keys.includes(event.key)) return;
    const stored = storage.load();
    const counts = stored.counts ?? votes.counts;
    const mine = { counts: counts ? { ...counts } : null, voted: { ...stored.voted }, unsent: [...stored.unsent] };
    for (const shopId of sending) {
      if (mine.counts && votes.counts?.[shopId] !== undefined) mine.counts[shopId] = votes.counts[shopId]!;
      mine.voted[shopId] = true;
      if (!mine.unsent.includes(shopId)) mine.unsent.push(shopId);
    }
    votes = mine;
    if (votes.counts && order === null) order = orderOf(votes.counts);
    emit();
  }

  const onOnline = () => void sendUnsent();

  let stop: (() => void) | null = null;
  function start() {
    if (!initialTally) void loadTally();
    else void sendUnsent();
    const socket = connect(applyLive);
    window.addEventListener("storage", onStorage);
    window.addEventListener("online", onOnline);
    return () => {
      socket.close();
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("online", onOnline);
    };
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      stop ??= start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stop?.();
          stop = null;
        }
      };
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => serverSnapshot,
    vote(shopId) {
      const waiting = votes.unsent.includes(shopId) && !sending.has(shopId);
      if (votes.voted[shopId] && !waiting) return Promise.resolve({ kind: "already-voted" });
      commit(withUnsentVote(votes, shopIds, shopId));
      return send(shopId);
    },
    sortBy(next) {
      sort = next;
      if (votes.counts) order = orderOf(votes.counts);
      emit();
    },
  };
}

// A city's votes in localStorage, under the per-city keys from shared/voting/coffee-votes.ts.
// Storage can be unavailable (some privacy modes) or full: votes then last for this visit only,
// which is the best the browser allows, so those failures are deliberately not errors.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // See the header: nothing better to do than keep the votes in memory.
  }
}

/** The city's votes in this browser's storage, as the votes store reads and writes them. */
export function browserVoteStorage(citySlug: string) {
  const keys = voteStorageKeys(citySlug);
  return {
    load: () => parseBrowserVotes({ counts: read(keys.counts), voted: read(keys.voted), unsent: read(keys.unsent) }),
    save: (votes: BrowserVotes) => {
      const text = serializeBrowserVotes(votes);
      write(keys.counts, text.counts);
      write(keys.voted, text.voted);
      // No key at all while nothing waits to be sent.
      write(keys.unsent, votes.unsent.length > 0 ? text.unsent : null);
    },
    keys: Object.values(keys),
  };
}
