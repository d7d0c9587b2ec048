// Moving the one clock (shared/time/clock.ts) in Worker tests instead of waiting: the tests and the
// Worker they call share one isolate, so the Worker reads the time the test set.
import { afterEach } from "vitest";
import { nowMs, setClock } from "@shared/time/clock";

/** Moves the clock forward by `ms` and holds it there (until the test ends). */
export function advanceClock(ms: number): void {
  setClock(nowMs() + ms);
}

// Every test starts on the system clock again.
afterEach(() => setClock(null));
