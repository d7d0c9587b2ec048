// An event's next occurrence and repeat in the page's language, from what the Worker sends
// (shared/time/event-summary.ts): "Sat, December 6, 2026 · 7:00 p.m.", "Aug 7 – 11, 2027", "Every
// Tuesday and Thursday", « Chaque année en août ». Days and times are the city's wall-clock values, so
// they are formatted as floating (UTC) dates: every visitor sees the event's own local time.
import { formatterFor } from "@shared/i18n/intl-format";
import { format } from "@shared/messages";
import { listingMessages as m } from "@shared/messages/listing";
import { WEEKDAY_CODES, type OccurrenceSummary, type RepeatSummary, type WeekdayCode } from "@shared/time/event-summary";
import { formatEventDate } from "./dates";

const floating = (day: string, time = "00:00") => new Date(`${day}T${time}:00Z`);

/** A date-time format of floating (UTC) values in the page's language. */
const utc = (options: Intl.DateTimeFormatOptions) => formatterFor((tag) => new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC" }));
const wallTime = utc({ timeStyle: "short" });
const dayRange = utc({ month: "short", day: "numeric", year: "numeric" });
const weekdayName = utc({ weekday: "long" });
const monthName = utc({ month: "long" });
const longDate = utc({ dateStyle: "long" });
const andList = formatterFor((tag) => new Intl.ListFormat(tag));
const ordinals = formatterFor((tag) => new Intl.PluralRules(tag, { type: "ordinal" }));

/** The next occurrence: one day (with its start time when timed), or a range of days. */
export function formatOccurrence(occurrence: OccurrenceSummary): string {
  if (occurrence.lastDay !== occurrence.day) return dayRange().formatRange(floating(occurrence.day), floating(occurrence.lastDay));
  const day = formatEventDate(occurrence.day);
  return occurrence.startTime ? `${day} · ${wallTime().format(floating("1970-01-01", occurrence.startTime))}` : day;
}

/** 2025-01-06 was a Monday: the weekday's name, in the page's language. */
const weekday = (code: WeekdayCode) => weekdayName().format(Date.UTC(2025, 0, 6 + WEEKDAY_CODES.indexOf(code)));

function nth(n: number): string {
  if (n < 0) return m.nthLast;
  const template = { one: m.nthOne, two: m.nthTwo, few: m.nthFew }[ordinals().select(n) as "one" | "two" | "few"] ?? m.nthOther;
  return format(template, { n });
}

/** The day of a month ("2nd" in English, "2" in French, whose only ordinal date is the "1er"). */
const monthDay = (n: number) => format(n === 1 ? m.monthDayOne : m.monthDayOther, { n, nth: nth(n) });

/** The repeat in words, with its last date when it has one. */
export function repeatWords(repeat: RepeatSummary): string {
  let words: string;
  switch (repeat.freq) {
    case "daily":
      words = m.repeatDaily;
      break;
    case "weekly":
      words = format(m.repeatWeekly, { days: andList().format(repeat.weekdays.map(weekday)) });
      break;
    case "monthly":
      words =
        "monthDay" in repeat
          ? format(m.repeatMonthlyDay, { day: monthDay(repeat.monthDay) })
          : format(m.repeatMonthlyNth, { nth: nth(repeat.nth), weekday: weekday(repeat.weekday) });
      break;
    case "yearly":
      words = format(m.repeatYearly, { month: monthName().format(Date.UTC(2025, repeat.month - 1)) });
      break;
  }
  return repeat.until ? format(m.repeatUntil, { repeat: words, date: longDate().format(floating(repeat.until)) }) : words;
}
