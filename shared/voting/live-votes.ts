// Live vote counts: what a city's voting page hears over its WebSocket, and the rules both
// sides share. The socket only speaks from the server to the page: casting stays a tRPC mutation.
/** The Worker route that upgrades to a city's live socket (city: a coffee city slug). */
export const liveVotesPath = (city: string) => `/api/votes/${encodeURIComponent(city)}/live`;

/**
 * A city's pages hear at most one update in this many milliseconds: the first change after a quiet spell
 * goes out at once, the ones that follow together at the end of it.
 */
export const LIVE_FLUSH_INTERVAL_MS = 1000;

/** Open live sockets per network (an IPv4 address or an IPv6 /64) and city, unless configured. */
export const DEFAULT_LIVE_SOCKETS_PER_NETWORK = 20;

/** Reconnect delays: doubling from the first, never beyond the cap, each with up to a quarter of jitter. */
export const LIVE_RECONNECT_FIRST_MS = 500;
export const LIVE_RECONNECT_MAX_MS = 30_000;

export interface LiveCount {
  shopId: string;
  count: number;
}

export type LiveVotesMessage =
  /** Sent once on connect: every shop's count and the shops this socket's voter has voted for. */
  | { type: "tally"; counts: Record<string, number>; voted: string[] }
  /** After casts: the new counts of the shops that changed since the last update. */
  | { type: "counts"; counts: LiveCount[] };

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A message from the socket, or null when it is not one we understand (a newer server, a proxy's
 * noise). Hand-written rather than zod so the voting page's bundle stays small.
 */
export function parseLiveVotesMessage(text: unknown): LiveVotesMessage | null {
  if (typeof text !== "string") return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  if (value.type === "tally" && isRecord(value.counts) && Array.isArray(value.voted)) {
    const counts: Record<string, number> = {};
    for (const [shopId, count] of Object.entries(value.counts)) {
      if (!isCount(count)) return null;
      counts[shopId] = count;
    }
    if (!value.voted.every((id) => typeof id === "string")) return null;
    return { type: "tally", counts, voted: value.voted };
  }
  if (value.type === "counts" && Array.isArray(value.counts)) {
    const counts = value.counts as unknown[];
    if (!counts.every((c) => isRecord(c) && typeof c.shopId === "string" && isCount(c.count))) return null;
    return { type: "counts", counts: counts as LiveCount[] };
  }
  return null;
}

/** The wait before reconnect attempt `attempt` (0 for the first); `random` returns [0, 1). */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(LIVE_RECONNECT_MAX_MS, LIVE_RECONNECT_FIRST_MS * 2 ** Math.min(attempt, 16));
  return Math.round(base * (0.75 + random() * 0.25));
}
