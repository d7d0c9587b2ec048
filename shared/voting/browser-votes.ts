// The votes a browser keeps per city (spec section 3, "Vote data"): shop id → count, shop id → voted,
// plus the votes not confirmed by the server yet (being sent, or waiting for it to be reachable). Pure functions, so how stored and server tallies combine is
// decided (and tested) in one place; the web app only reads and writes the strings.
import { seedCounts } from "./coffee-votes";
import type { LiveCount } from "./live-votes";

export interface BrowserVotes {
  /** Shop id → count; null until the browser has seen or seeded a tally. */
  counts: Record<string, number> | null;
  /** Shop id → true for every shop this browser has voted for. */
  voted: Record<string, boolean>;
  /**
   * Shops voted for but not confirmed by the server yet, oldest first: counted here (+1) until then.
   * Stored, so a vote made offline (or cut off by closing the page) is sent on a later visit.
   */
  unsent: string[];
}

export interface ServerTally {
  counts: Record<string, number>;
  voted: string[];
}

export const EMPTY_BROWSER_VOTES: BrowserVotes = { counts: null, voted: {}, unsent: [] };

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    // Storage edited by hand or by an older version: start that part afresh.
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads the stored strings, keeping only well-formed entries. */
export function parseBrowserVotes(stored: { counts: string | null; voted: string | null; unsent: string | null }): BrowserVotes {
  const counts = parseJson(stored.counts);
  const voted = parseJson(stored.voted);
  const unsent = parseJson(stored.unsent);
  return {
    counts: isRecord(counts)
      ? Object.fromEntries(
          Object.entries(counts).filter((entry): entry is [string, number] => Number.isInteger(entry[1]) && (entry[1] as number) >= 0),
        )
      : null,
    voted: isRecord(voted) ? Object.fromEntries(Object.entries(voted).filter((entry): entry is [string, true] => entry[1] === true)) : {},
    unsent: Array.isArray(unsent) ? unsent.filter((id): id is string => typeof id === "string") : [],
  };
}

export function serializeBrowserVotes(votes: BrowserVotes): { counts: string | null; voted: string; unsent: string } {
  return {
    counts: votes.counts ? JSON.stringify(votes.counts) : null,
    voted: JSON.stringify(votes.voted),
    unsent: JSON.stringify(votes.unsent),
  };
}

/**
 * The server's tally is the truth for counts; votes this browser still has to send are added on top.
 * Voted flags are the union: the browser remembers its own votes, the server its voter's.
 */
export function reconcileWithServer(local: BrowserVotes, server: ServerTally): BrowserVotes {
  const pending = local.unsent.filter((id) => !server.voted.includes(id));
  const counts = { ...server.counts };
  for (const id of pending) if (id in counts) counts[id] = counts[id]! + 1;
  const voted = { ...local.voted };
  for (const id of server.voted) voted[id] = true;
  return { counts, voted, unsent: pending };
}

/** The server counted the vote and answered the shop's new count. */
export function withCountedVote(local: BrowserVotes, shopId: string, count: number): BrowserVotes {
  return {
    counts: { ...local.counts, [shopId]: count },
    voted: { ...local.voted, [shopId]: true },
    unsent: local.unsent.filter((id) => id !== shopId),
  };
}

/** Takes back the +1 an unconfirmed vote added, and drops it from the unsent list. */
function withoutUnsent(local: BrowserVotes, shopId: string): BrowserVotes {
  if (!local.unsent.includes(shopId)) return local;
  const counts = local.counts && shopId in local.counts ? { ...local.counts, [shopId]: Math.max(0, local.counts[shopId]! - 1) } : local.counts;
  return { ...local, counts, unsent: local.unsent.filter((id) => id !== shopId) };
}

/**
 * The server says this browser already voted for the shop: the vote was counted before (its count
 * already holds it), so the local +1 goes.
 */
export function withServerVoted(local: BrowserVotes, shopId: string): BrowserVotes {
  const without = withoutUnsent(local, shopId);
  return { ...without, voted: { ...without.voted, [shopId]: true } };
}

/** The server refused the vote (bad input, too many new voters): it was never cast, nothing is kept. */
export function withRefusedVote(local: BrowserVotes, shopId: string): BrowserVotes {
  const without = withoutUnsent(local, shopId);
  const voted = { ...without.voted };
  delete voted[shopId];
  return { ...without, voted };
}

/** Other voters' casts: the server's new counts, plus this browser's votes it has not confirmed yet. */
export function withLiveCounts(local: BrowserVotes, updates: readonly LiveCount[]): BrowserVotes {
  if (!local.counts || updates.length === 0) return local;
  const counts = { ...local.counts };
  for (const { shopId, count } of updates) counts[shopId] = count + (local.unsent.includes(shopId) ? 1 : 0);
  return { ...local, counts };
}

/**
 * A vote the server has not confirmed yet, counted here at once (optimistic) and kept until it is:
 * while it is being sent, and while the server cannot be reached. A first visit without the server
 * seeds the counts. Voting again for the same shop changes nothing.
 */
export function withUnsentVote(local: BrowserVotes, shopIds: readonly string[], shopId: string): BrowserVotes {
  if (local.unsent.includes(shopId)) return local;
  const counts = local.counts ?? seedCounts(shopIds);
  return {
    counts: { ...counts, [shopId]: (counts[shopId] ?? 0) + 1 },
    voted: { ...local.voted, [shopId]: true },
    unsent: [...local.unsent, shopId],
  };
}

/** A first visit without the server: seed every shop locally (spec section 4). Stored tallies stay. */
export function withLocalSeed(local: BrowserVotes, shopIds: readonly string[]): BrowserVotes {
  return local.counts ? local : { ...local, counts: seedCounts(shopIds) };
}
