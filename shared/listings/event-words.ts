// An event's next occurrence and repeat in the active language, from its summaries (./event-summary.ts):
// "Sat, December 6, 2026 · 7:00 PM" (the time as the opening hours write it: « 19 h »), "Aug 7 – 11, 2027", "Every Tuesday and Thursday", « Chaque année
// en août ». The Worker words them in the request's language and sends the words with the listing, so no
// page carries this code. Days and times are the city's wall-clock values, so they are formatted as
// floating (UTC) dates: every visitor sees the event's own local time.
import { activeLocale } from "../i18n/active-locale";
import { formatEventDate } from "../i18n/event-date";
import { formatClockTime } from "../time/clock-time";
import { formatterFor } from "../i18n/intl-format";
import { format } from "../i18n/messages";
import { listingMessages as m } from "./listing-texts";
import { WEEKDAY_CODES, type OccurrenceSummary, type RepeatSummary, type WeekdayCode } from "../time/event-summary";

const floating = (day: string, time = "00:00") => new Date(`${day}T${time}:00Z`);

/** A date-time format of floating (UTC) values in the page's language. */
const utc = (options: Intl.DateTimeFormatOptions) => formatterFor((tag) => new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC" }));
const dayRange = utc({ month: "short", day: "numeric", year: "numeric" });
const weekdayName = utc({ weekday: "long" });
const monthName = utc({ month: "long" });
const longDate = utc({ dateStyle: "long" });
const andList = formatterFor((tag) => new Intl.ListFormat(tag));
const ordinals = formatterFor((tag) => new Intl.PluralRules(tag, { type: "ordinal" }));

/** The next occurrence: one day (with its start time when timed), or a range of days. */
export function formatOccurrence(occurrence: OccurrenceSummary): string {
  if (occurrence.lastDay !== occurrence.day) return dayRange().formatRange(floating(occurrence.day), floating(occurrence.lastDay));
  // French writes the first of a month as an ordinal: « sam. 1er août 2026 » (Intl says « 1 août »).
  const day = activeLocale() === "fr" ? formatEventDate(occurrence.day).replace(/(^|\s)1(?=\s)/, "$11er") : formatEventDate(occurrence.day);
  return occurrence.startTime ? `${day} · ${formatClockTime(occurrence.startTime)}` : day;
}

/** 2025-01-06 was a Monday: the weekday's name, in the page's language. */
export const weekdayWord = (code: WeekdayCode) => weekdayName().format(Date.UTC(2025, 0, 6 + WEEKDAY_CODES.indexOf(code)));

/** n with its ordinal ending in the page's language: forms for Intl's one, two, few and other. */
function ordinal(n: number, forms: readonly string[]): string {
  const form = ["one", "two", "few"].indexOf(ordinals().select(n));
  return format(forms[form < 0 ? 3 : form]!, { n });
}

/** The repeat in words, with its last date when it has one. */
export function repeatWords(repeat: RepeatSummary): string {
  const words =
    repeat.freq === "daily"
      ? m.repeatDaily
      : repeat.freq === "weekly"
        ? format(m.repeatWeekly, { days: andList().format(repeat.weekdays.map(weekdayWord)) })
        : repeat.freq === "yearly"
          ? format(m.repeatYearly, { month: monthName().format(Date.UTC(2025, repeat.month - 1)) })
          : "monthDay" in repeat
            ? // The day of a month: "2nd", « 2 », « 1er ».
              format(m.repeatMonthlyDay, { day: ordinal(repeat.monthDay, [m.dayOne, m.dayTwo, m.dayFew, m.dayOther]) })
            : // Which weekday of the month: "2nd", « 2e », "last".
              format(m.repeatMonthlyNth, {
                nth: repeat.nth < 0 ? m.nthLast : ordinal(repeat.nth, [m.nthOne, m.nthTwo, m.nthFew, m.nthOther]),
                weekday: weekdayWord(repeat.weekday),
              });
  return repeat.until ? format(m.repeatUntil, { repeat: words, date: longDate().format(floating(repeat.until)) }) : words;
}
