import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/** False while React hydrates server HTML (and on the server), true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
