// The saved list in localStorage (shared/saved/saved-places.ts): read once loaded, written on every
// change, and read again when another tab changes it (the `storage` event), so every open tab shows the
// same list. Storage can be missing or full (some privacy modes): the list then lasts for this visit, the
// best the browser allows. Loaded on demand (./saved-places.ts says when).
import { SAVED_PLACES_KEY, type SavedPlace } from "@shared/saved/saved-places";
import { parseSavedPlaces, withAllSaved, withSaved, withoutSaved } from "@shared/saved/saved-place-changes";
import { pathInLocale } from "@shared/i18n/active-locale";
import * as clock from "@shared/time/clock";
import { publishSavedPlaces } from "./saved-places";

function read(): SavedPlace[] {
  try {
    return parseSavedPlaces(localStorage.getItem(SAVED_PLACES_KEY));
  } catch {
    return [];
  }
}

let places = read();
publishSavedPlaces(places);

// Another tab saved or removed a place (or the storage was cleared: key null).
addEventListener("storage", (event) => {
  if (event.key === null || event.key === SAVED_PLACES_KEY) publishSavedPlaces((places = read()));
});

function update(next: SavedPlace[]) {
  places = next;
  try {
    localStorage.setItem(SAVED_PLACES_KEY, JSON.stringify(next));
  } catch {
    // See the header: kept in memory for this visit.
  }
  publishSavedPlaces(next);
}

/** Asks the service worker, when one runs, to keep a saved place's page for reading offline (docs/saved-and-offline.md). */
const keepPage = (path: string) => navigator.serviceWorker?.controller?.postMessage({ type: "keep-page", path: pathInLocale(path) });

export function savePlace(id: number, path: string) {
  update(withSaved(places, id, clock.nowMs()));
  keepPage(path);
}
export const removePlace = (id: number) => update(withoutSaved(places, id));
/** A shared list's places, in its order, the first newest. */
export function saveAllPlaces(cards: readonly { id: number; path: string }[]) {
  update(
    withAllSaved(
      places,
      cards.map((card) => card.id),
      clock.nowMs(),
    ),
  );
  cards.forEach((card) => keepPage(card.path));
}
