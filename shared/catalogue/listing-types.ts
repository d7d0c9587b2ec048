// Listing type names, free of zod so the browser bundle can use them without the validator.
export const LISTING_TYPES = ["story", "event", "gem", "shop", "job"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** The four types that have screens (job exists in the entity but is never shown). */
export const BROWSABLE_TYPES = ["story", "event", "gem", "shop"] as const;
export type BrowsableType = (typeof BROWSABLE_TYPES)[number];

export function isBrowsableType(type: string): type is BrowsableType {
  return (BROWSABLE_TYPES as readonly string[]).includes(type);
}

/** Whether a listing has a screen; narrows its `type` to BrowsableType. */
export function isBrowsable<T extends { type: string }>(listing: T): listing is T & { type: BrowsableType } {
  return isBrowsableType(listing.type);
}
