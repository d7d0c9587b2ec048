// The rules of the Best Coffee Shops integrity review: how the vote log is published (a CSV anyone can
// recount), what counts as a burst, and the bounds of a void. The Worker applies them; the admin view
// and the tests read the same constants.

/** Hex characters kept of a voter's or a network's salted hash: 64 bits, enough to tell voters apart. */
export const VOTE_LOG_HASH_LENGTH = 16;

/** How many networks the integrity view lists, busiest first. */
export const BUSIEST_NETWORKS_SHOWN = 10;

/**
 * A burst: an hour in which one shop got at least BURST_MIN_VOTES votes and at least BURST_FACTOR times
 * its median hour (over the hours it got any vote in the window shown).
 */
export const BURST_MIN_VOTES = 10;
export const BURST_FACTOR = 5;

export interface HourCount {
  shopId: string;
  hour: number;
  votes: number;
}

export function bursts(hours: readonly HourCount[]): HourCount[] {
  const byShop = new Map<string, number[]>();
  for (const h of hours) byShop.set(h.shopId, [...(byShop.get(h.shopId) ?? []), h.votes]);
  const medians = new Map([...byShop].map(([shopId, counts]) => [shopId, median(counts)]));
  return hours.filter((h) => h.votes >= BURST_MIN_VOTES && h.votes >= BURST_FACTOR * (medians.get(h.shopId) ?? 0));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The published log's header; each row is one shop's starting count or one vote. */
export const VOTE_LOG_HEADER = "shop,hour,voter,votes,status";

export interface PublishedVote {
  shopId: string;
  castAt: number;
  voterHash: string;
  removed: boolean;
}

/**
 * The season's vote log as published: first each shop's starting count (`start`), then every vote in
 * the order cast, to the hour (`counted`, or `removed` when a review voided it). Summing `votes` over
 * the rows that are not `removed` gives each shop's final count.
 */
export function voteLogCsv(starting: Readonly<Record<string, number>>, votes: readonly PublishedVote[]): string {
  const lines = [VOTE_LOG_HEADER];
  for (const [shopId, count] of Object.entries(starting).sort(([a], [b]) => a.localeCompare(b))) lines.push(`${shopId},,,${count},start`);
  for (const vote of votes) {
    lines.push(`${vote.shopId},${new Date(vote.castAt).toISOString().slice(0, 13)}:00Z,${vote.voterHash},1,${vote.removed ? "removed" : "counted"}`);
  }
  return `${lines.join("\n")}\n`;
}

/** The longest window one void may cover (a season). */
export const VOID_WINDOW_MAX_MS = 366 * 24 * 3_600_000;
