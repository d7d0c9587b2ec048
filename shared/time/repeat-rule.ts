// The structured repeat a form sends (shared/schemas/event-timing.ts) as RFC 5545 RRULE text, built by
// the server from the event's first date: weekly on chosen weekdays; monthly on the date's day of the
// month or its nth weekday; yearly on its date or the nth weekday of its month; optionally until a last
// date. Pure string building (no rrule), so the schema and tests can use it anywhere.
import { WEEKDAY_CODES, type WeekdayCode } from "./event-summary";

export const REPEAT_FREQS = ["weekly", "monthly", "yearly"] as const;
export type RepeatFreq = (typeof REPEAT_FREQS)[number];
/** Monthly and yearly repeats fall on the start date's day ("date") or its nth weekday ("weekday"). */
export const REPEAT_MODES = ["date", "weekday"] as const;
export type RepeatMode = (typeof REPEAT_MODES)[number];

export interface RepeatInput {
  freq: RepeatFreq;
  /** Weekly: the days (at least one). */
  weekdays?: WeekdayCode[] | undefined;
  mode?: RepeatMode | undefined;
  /** The last date an occurrence may start on (yyyy-mm-dd), or none. */
  until?: string | null | undefined;
}

/** The start date's weekday and which one of the month it is (1–4, or -1 for a fifth: "the last"). */
function nthWeekday(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const nth = Math.ceil(day.getUTCDate() / 7);
  return `${nth > 4 ? -1 : nth}${WEEKDAY_CODES[(day.getUTCDay() + 6) % 7]}`;
}

/** The RRULE text of a repeat counted from `date`. */
export function repeatRuleText(repeat: RepeatInput, date: string): string {
  const [, month, day] = date.split("-").map(Number);
  const parts = [`FREQ=${repeat.freq.toUpperCase()}`];
  if (repeat.freq === "weekly") parts.push(`BYDAY=${WEEKDAY_CODES.filter((code) => repeat.weekdays?.includes(code)).join(",")}`);
  if (repeat.freq === "yearly") parts.push(`BYMONTH=${month}`);
  if (repeat.freq !== "weekly") parts.push(repeat.mode === "weekday" ? `BYDAY=${nthWeekday(date)}` : `BYMONTHDAY=${day}`);
  if (repeat.until) parts.push(`UNTIL=${repeat.until.replaceAll("-", "")}`);
  return parts.join(";");
}
