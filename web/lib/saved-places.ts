// The places saved in this browser, as every Save toggle and the Saved page read them (with
// useSyncExternalStore). This part ships with every card, home included, so it only holds the list
// and its readers; reading and writing localStorage is ./saved-places-store.ts, loaded when the
// visitor presses Save, or at load when this browser has saved something (a first visit loads none of it).
import { useSyncExternalStore } from "react";
import { SAVED_PLACES_KEY, type SavedPlace } from "@shared/saved/saved-places";

type Places = readonly SavedPlace[];

/** Nothing saved, as the edge render and hydration see it (the browser's list shows right after). */
const NONE: Places = [];
let places = NONE;
const listeners = new Set<() => void>();

/** The store's news: the list as stored now (./saved-places-store.ts calls it). */
export function publishSavedPlaces(next: Places) {
  places = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The saved list, newest first. */
export const useSavedPlaces = (): Places =>
  useSyncExternalStore(
    subscribe,
    () => places,
    () => NONE,
  );

let store: Promise<typeof import("./saved-places-store")> | undefined;
/**
 * The store, which reads and writes the list (loaded once). One promise for every caller, so two quick
 * presses are applied in the order they were made: Vite's preload wrapper settles a second import()
 * sooner than the first (the first waits for the chunk's preloads), which saved them in reverse.
 */
export const savedPlacesStore = () => (store ??= import("./saved-places-store"));

try {
  if (localStorage.getItem(SAVED_PLACES_KEY)) void savedPlacesStore();
} catch {
  // No storage here (the Worker's render, or a browser that refuses it): nothing saved to show.
}
