// The Performance view's CSV export, built in the browser from the very answer the view shows: one row per
// day with activity, then the totals; a count under 5 is written "< 5", as on screen.
import { ACTIVITY_KINDS, shownCount, type ActivityCounts } from "../activity/activity";

/** `day,view,call,…` then each day and a `total` row, lines ending in CRLF as RFC 4180 has them. */
export function performanceCsv(report: { days: readonly ({ day: string } & ActivityCounts)[]; totals: ActivityCounts }): string {
  const line = (first: string, counts: ActivityCounts) => [first, ...ACTIVITY_KINDS.map((kind) => shownCount(counts[kind]))].join(",");
  return [["day", ...ACTIVITY_KINDS].join(","), ...report.days.map((day) => line(day.day, day)), line("total", report.totals)]
    .map((row) => `${row}\r\n`)
    .join("");
}
