// Where a stored listing came from and whether it is public, free of zod so the browser can use them.

/** `catalogue`: the built-in listings (ids 1–110, seeded); `community`: an approved submission. */
export const LISTING_SOURCES = ["catalogue", "community"] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];

/** Only published listings are public; unpublished ones keep their row (and address) for the admin. */
export const LISTING_STATUSES = ["published", "unpublished"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Paid tiers shown on a listing ("Promoted"); Pro ones lead the home Featured section. */
export const PROMOTED_TIERS = ["basic", "pro"] as const;
export type PromotedTier = (typeof PROMOTED_TIERS)[number];

/**
 * A place its owner says is closed for now (a renovation, a season) or for good: its pages say so and
 * it is never "open now"; null is open as its hours say.
 */
export const LISTING_CLOSURES = ["temporary", "permanent"] as const;
export type ListingClosure = (typeof LISTING_CLOSURES)[number];
