// Listing type names, free of zod so the browser bundle can use them without the validator.
import { LISTING_TYPE_REGISTRY } from "./listing-type-registry";

type TypesOf<Entries> = { -readonly [I in keyof Entries]: Entries[I] extends { type: infer Type } ? Type : never };

/**
 * The types that have screens: those with an entry in the listing-type registry. A tuple, as zod and
 * drizzle enums want (map cannot keep a tuple's type).
 */
export const BROWSABLE_TYPES = LISTING_TYPE_REGISTRY.map((entry) => entry.type) as TypesOf<typeof LISTING_TYPE_REGISTRY>;
export type BrowsableType = (typeof BROWSABLE_TYPES)[number];

/** Every type of the spec's Listing entity: each has its registry entry, so its screens. */
export type ListingType = BrowsableType;

export function isBrowsableType(type: string): type is BrowsableType {
  return (BROWSABLE_TYPES as readonly string[]).includes(type);
}
