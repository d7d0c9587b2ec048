// The Performance view's CSV export, built in the browser from the very answer the view shows: one row per
// day with activity, then the totals; a count the server withheld (under 5) is written "< 5", as on screen.
import { ACTIVITY_KINDS, ACTIVITY_SHOWN_FROM, type ActivityKind } from "../activity/activity";

/** A count as the owner may see it: exact from 5 up, null under it (the server never sends those). */
export type OwnerCount = number | null;
type Counts = Record<ActivityKind, OwnerCount>;

const cell = (count: OwnerCount) => (count === null ? `< ${ACTIVITY_SHOWN_FROM}` : String(count));

/** `day,view,call,…` then each day and a `total` row, lines ending in CRLF as RFC 4180 has them. */
export function performanceCsv(report: { days: readonly ({ day: string } & Counts)[]; totals: Counts }): string {
  const line = (first: string, counts: Counts) => [first, ...ACTIVITY_KINDS.map((kind) => cell(counts[kind]))].join(",");
  return [["day", ...ACTIVITY_KINDS].join(","), ...report.days.map((day) => line(day.day, day)), line("total", report.totals)]
    .map((row) => `${row}\r\n`)
    .join("");
}
