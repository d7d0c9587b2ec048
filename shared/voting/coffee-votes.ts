// Voting rules and constants (spec sections 4 and 9): seed range, animation, browser storage keys,
// sort orders and the maps search link. The Durable Object, the API and the pages all read them here.
import type { CoffeeShop } from "./coffee-shop";
import { mapsSearchUrl } from "../places/maps";

/** A shop's first tally is a random whole number in this range (inclusive). */
export const VOTE_SEED_MIN = 50;
export const VOTE_SEED_MAX = 199;

/** The heart's vote animation and its confetti burst. */
export const VOTE_ANIMATION_MS = 600;
export const CONFETTI_PARTICLES = 30;

/** A whole number from VOTE_SEED_MIN to VOTE_SEED_MAX; `random` returns [0, 1) like Math.random. */
export function randomSeedCount(random: () => number = Math.random): number {
  return VOTE_SEED_MIN + Math.floor(random() * (VOTE_SEED_MAX - VOTE_SEED_MIN + 1));
}

/** Fresh seed counts for every shop id. */
export function seedCounts(shopIds: readonly string[], random: () => number = Math.random): Record<string, number> {
  return Object.fromEntries(shopIds.map((id) => [id, randomSeedCount(random)]));
}

/**
 * Browser storage keys, per city and lower-cased (spec section 9): the counts map (shop id → count),
 * the voted flags (shop id → true), and votes cast while the server could not be reached (shop ids),
 * kept until they are sent.
 */
export const voteStorageKeys = (citySlug: string) => {
  const city = citySlug.toLowerCase();
  return {
    counts: `coffee-votes-${city}`,
    voted: `coffee-voted-${city}`,
    unsent: `coffee-unsent-${city}`,
  };
};

export type VoteSort = "votes" | "alphabetical";
export const DEFAULT_VOTE_SORT: VoteSort = "votes";

/**
 * Shops in display order: by votes, most first (ties by name, so the order is stable), or by name.
 * Shops without a known count sort as zero.
 */
export function sortShops<Shop extends Pick<CoffeeShop, "id" | "name">>(
  shops: readonly Shop[],
  counts: Readonly<Record<string, number>>,
  sort: VoteSort,
): Shop[] {
  const byName = (a: Shop, b: Shop) => a.name.localeCompare(b.name, "en-CA");
  if (sort === "alphabetical") return [...shops].sort(byName);
  return [...shops].sort((a, b) => (counts[b.id] ?? 0) - (counts[a.id] ?? 0) || byName(a, b));
}

/** A maps search for the shop by name, address and city (spec section 7). */
export function shopMapsUrl(shop: Pick<CoffeeShop, "name" | "address" | "city">): string {
  return mapsSearchUrl(`${shop.name}, ${shop.address}, ${shop.city}`);
}
