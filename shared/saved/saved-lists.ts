// A shared list's link (`/saved?ids=3,1,2`): what only the Saved page reads and writes.
import { SAVED_PLACES_MAX, isListingId, type SavedPlace } from "./saved-places";

/** The query parameter of a shared list. */
export const SHARED_IDS_PARAM = "ids";

/** The share link's parameter value: the ids in the list's order. */
export const sharedIdsValue = (places: readonly SavedPlace[]): string => places.map((place) => place.id).join(",");

/** A shared list's ids from its parameter, in order, without repeats or junk, capped; null when there is no parameter. */
export function parseSharedIds(value: string | null): number[] | null {
  if (value === null) return null;
  const ids = value
    .split(",")
    .map((part) => (/^\d{1,15}$/.test(part.trim()) ? Number(part.trim()) : NaN))
    .filter(isListingId);
  return [...new Set(ids)].slice(0, SAVED_PLACES_MAX);
}
