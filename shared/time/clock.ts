// The one clock. Everything that depends on the date or the time of day (upcoming events, "open now",
// promotion windows, seasons, digests, retention) asks now() — never `new Date()` or `Date.now()` — so
// tests set the time instead of sleeping for it, and the browser tests can run on a chosen day.
//
// Import it as a namespace (`import * as clock from "@shared/time/clock"`, then `clock.now()`), so it never
// clashes with the many `now` parameters and variables it feeds.
//
// Tests fix it with setClock(date) and put it back with setClock(null).

type Source = () => number;

const systemClock: Source = () => Date.now();
let source: Source = systemClock;

/** The current instant, from the one clock. */
export function now(): Date {
  return new Date(source());
}

/** The current instant in milliseconds since the epoch, from the one clock. */
export function nowMs(): number {
  return source();
}

/**
 * Sets the clock: a fixed instant (it does not move until set again), or null for the system clock.
 * For tests and for the Worker's non-production start-up only.
 */
export function setClock(fixed: Date | number | null): void {
  if (fixed === null) {
    source = systemClock;
    return;
  }
  const at = typeof fixed === "number" ? fixed : fixed.getTime();
  source = () => at;
}
