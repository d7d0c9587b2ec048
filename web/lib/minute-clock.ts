// The one clock for the page, read once a minute: every "Open now" badge subscribes to the same timer,
// which ticks at each minute's start. While React hydrates server HTML it answers null, so a component
// renders what the server rendered (from the answer's own instant) and moves to the live minute right after.
import { useSyncExternalStore } from "react";
import * as clock from "@shared/time/clock";

const MINUTE = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function tick() {
  timer = setTimeout(tick, MINUTE - (clock.nowMs() % MINUTE));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) timer = setTimeout(tick, MINUTE - (clock.nowMs() % MINUTE));
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

/** The current minute's start (ms), same value all minute long. */
const currentMinute = () => {
  const now = clock.nowMs();
  return now - (now % MINUTE);
};

/** The current minute, updated as minutes pass; null on the server and during hydration. */
export function useCurrentMinute(): number | null {
  return useSyncExternalStore(subscribe, currentMinute, () => null);
}
