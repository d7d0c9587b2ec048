// The structured repeat a form sends (shared/events/event-timing-schema.ts) as RFC 5545 RRULE text, built by
// the server from the event's first date: weekly on chosen weekdays; monthly on the date's day of the
// month or its nth weekday; yearly on its date or the nth weekday of its month; optionally until a last
// date. Pure string building (no rrule), so the schema and tests can use it anywhere.
import { WEEKDAY_CODES, type RepeatSummary, type WeekdayCode } from "./event-summary";

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
function nthWeekdayOf(date: string): { nth: number; weekday: WeekdayCode } {
  const day = new Date(`${date}T00:00:00Z`);
  const nth = Math.ceil(day.getUTCDate() / 7);
  return { nth: nth > 4 ? -1 : nth, weekday: WEEKDAY_CODES[(day.getUTCDay() + 6) % 7]! };
}

function nthWeekday(date: string): string {
  const { nth, weekday } = nthWeekdayOf(date);
  return `${nth}${weekday}`;
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

/** The repeat a form describes, as the structure the pages word (shared/listings/event-words.ts). */
export function repeatSummaryOf(repeat: RepeatInput, date: string): RepeatSummary {
  const [, month, day] = date.split("-").map(Number);
  const until = repeat.until ?? null;
  if (repeat.freq === "weekly") return { freq: "weekly", weekdays: WEEKDAY_CODES.filter((code) => repeat.weekdays?.includes(code)), until };
  if (repeat.freq === "yearly") return { freq: "yearly", month: month!, until };
  return repeat.mode === "weekday" ? { freq: "monthly", ...nthWeekdayOf(date), until } : { freq: "monthly", monthDay: day!, until };
}

/**
 * The form's repeat for stored RRULE text, or null when the form cannot show it: only a rule the form
 * would write again, to the letter, from the same first date (the catalogue's "last Thursday of April"
 * on a date that is also the fourth is not one; the editor then keeps it unless replaced).
 */
export function repeatInputOf(rule: string, date: string): RepeatInput | null {
  const parts = new Map(rule.split(";").map((part) => part.split("=") as [string, string]));
  const freq = REPEAT_FREQS.find((name) => name.toUpperCase() === parts.get("FREQ"));
  if (!freq) return null;
  const untilText = parts.get("UNTIL");
  const until = untilText && /^\d{8}$/.test(untilText) ? `${untilText.slice(0, 4)}-${untilText.slice(4, 6)}-${untilText.slice(6)}` : null;
  const days = parts.get("BYDAY")?.split(",") ?? [];
  const input: RepeatInput =
    freq === "weekly"
      ? { freq, weekdays: WEEKDAY_CODES.filter((code) => days.includes(code)), until }
      : { freq, mode: parts.has("BYDAY") ? "weekday" : "date", until };
  return repeatRuleText(input, date) === rule ? input : null;
}
