// Saved places (no account): the listing ids a visitor saved, with when, kept in the browser's
// localStorage under one key. The constants here; the list's changes in ./saved-place-changes.ts and a
// shared list's link in ./saved-lists.ts (only the store and the Saved page load those).

/** The localStorage key of the saved list (a JSON array of { id, savedAt }, newest first). */
export const SAVED_PLACES_KEY = "saved-places";

/**
 * At most this many places are kept: saving one more drops the oldest, so the list (and the share
 * link, and the query asking for its cards) stays bounded.
 */
export const SAVED_PLACES_MAX = 200;

export interface SavedPlace {
  /** The listing's id. */
  id: number;
  /** When it was saved, in UTC ms. */
  savedAt: number;
}

export const isListingId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
