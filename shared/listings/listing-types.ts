// Listing type names, free of zod so the browser bundle can use them without the validator.
import { LISTING_TYPE_REGISTRY } from "./listing-type-registry";

/** Every type of the spec's Listing entity. */
export const LISTING_TYPES = ["story", "event", "gem", "shop", "job"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

type TypesOf<Entries> = { -readonly [I in keyof Entries]: Entries[I] extends { type: infer Type } ? Type : never };

/**
 * The types that have screens: those with an entry in the listing-type registry (job exists in the
 * entity but is never shown). A tuple, as zod and drizzle enums want (map cannot keep a tuple's type).
 */
export const BROWSABLE_TYPES = LISTING_TYPE_REGISTRY.map((entry) => entry.type) as TypesOf<typeof LISTING_TYPE_REGISTRY>;
export type BrowsableType = (typeof BROWSABLE_TYPES)[number];

export function isBrowsableType(type: string): type is BrowsableType {
  return (BROWSABLE_TYPES as readonly string[]).includes(type);
}

/** Whether a listing has a screen; narrows its `type` to BrowsableType. */
export function isBrowsable<T extends { type: string }>(listing: T): listing is T & { type: BrowsableType } {
  return isBrowsableType(listing.type);
}
