// The duration class of an event's next occurrence (decision 0172): a generated column of `listings`
// (migration 0027), so that no writer has to know of it, indexed with the next start. An occurrence of
// class c lasts at most DURATION_CLASS_CEILINGS[c], so if it is still on at an instant it started less than
// that long before: the events on at a later window's start are a short range of each class's index.
// The ceilings double (a walk wastes at most about half its rows) but for 12 h, so that one day is one:
// an all-day event of the day before a window, ending exactly at its start, then starts on its class's
// lower bound and is never read. No relative imports beyond this folder: drizzle-kit loads it with schema.ts.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The longest occurrence of each class, shortest first; the class after the last is unbounded. */
export const DURATION_CLASS_CEILINGS: readonly number[] = [
  ...[1, 2, 4, 8, 12].map((hours) => hours * HOUR_MS),
  ...[1, 2, 4, 8, 16, 32, 64, 128, 256, 512].map((days) => days * DAY_MS),
];

/** The unbounded class: occurrences longer than the last ceiling (about 17 months). */
export const UNBOUNDED_DURATION_CLASS = DURATION_CLASS_CEILINGS.length;

/** The class of the occurrence running from `start` to `end` (column names), null without one. */
export function durationClassSql(start: string, end: string) {
  const ladder = DURATION_CLASS_CEILINGS.map((ceiling, c) => `WHEN ${end} - ${start} <= ${ceiling} THEN ${c}`).join(" ");
  return `CASE WHEN ${start} IS NULL OR ${end} IS NULL THEN NULL ${ladder} ELSE ${UNBOUNDED_DURATION_CLASS} END`;
}
