// The saved list's rules: reading what is stored, saving (newest first, capped) and removing. Pure, so
// the store (web/lib/saved-places-store.ts), the Saved page and the tests agree.
import { SAVED_PLACES_MAX, isListingId, type SavedPlace } from "./saved-places";

/** The stored text as saved places, newest first; anything unreadable (hand-edited, another version's) is dropped. */
export function parseSavedPlaces(text: string | null): SavedPlace[] {
  try {
    const raw: unknown = JSON.parse(text ?? "[]");
    const seen = new Set<number>();
    return (Array.isArray(raw) ? (raw as Partial<SavedPlace>[]) : [])
      .filter((place): place is SavedPlace => isListingId(place?.id) && Number.isFinite(place.savedAt) && !seen.has(place.id) && !!seen.add(place.id))
      .map(({ id, savedAt }) => ({ id, savedAt }))
      .sort((a, b) => b.savedAt - a.savedAt)
      .slice(0, SAVED_PLACES_MAX);
  } catch {
    return [];
  }
}

/** The list with `id` saved at `savedAt` (first, as the newest), capped at SAVED_PLACES_MAX (the oldest goes). */
export const withSaved = (places: readonly SavedPlace[], id: number, savedAt: number): SavedPlace[] =>
  [{ id, savedAt }, ...withoutSaved(places, id)].slice(0, SAVED_PLACES_MAX);

export const withoutSaved = (places: readonly SavedPlace[], id: number): SavedPlace[] => places.filter((place) => place.id !== id);

/**
 * Several ids at once ("Save all" on a shared list): in the given order, the first newest, a millisecond
 * apart so the order holds; ids already saved keep their place.
 */
export function withAllSaved(places: readonly SavedPlace[], ids: readonly number[], savedAt: number): SavedPlace[] {
  const fresh = ids.filter((id) => !places.some((place) => place.id === id));
  return [...fresh.map((id, i) => ({ id, savedAt: savedAt + fresh.length - i })), ...places]
    .sort((a, b) => b.savedAt - a.savedAt)
    .slice(0, SAVED_PLACES_MAX);
}
