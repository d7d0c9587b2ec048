// When an event happens: its occurrences, the next one not yet over, and the end of its last one.
// Worker-only (it imports `rrule`, which no browser bundle may carry: tests/unit/lint-boundaries.test.ts).
//
// An event starts on `date`, lasts until `endsOn` (the same length every time), optionally between local
// start and end times, and may repeat by an RFC 5545 RRULE counted from `date`. Times are wall-clock in
// the listing city's zone: the rule is expanded on floating dates (no zone, UTC-represented), and only
// each occurrence's day and time are turned into instants, so a weekly 19:00 stays 19:00 across DST.
import { RRule } from "rrule";
import { cityTimeZone } from "../places/city-time-zones";
import { resolveCity } from "../places/city-provinces";
import { DEFAULT_EVENT_ZONE, addDays, dayStartAt, dayToWall, daysBetween, timeOfDayMs, wallToDay, wallToInstant } from "./city-day";

export interface EventTiming {
  /** First day (yyyy-mm-dd). */
  date: string;
  /** Last day of each occurrence (yyyy-mm-dd), or null for one-day events. */
  endsOn: string | null;
  /** Local start and end times (HH:MM), or null for all-day. */
  startTime: string | null;
  endTime: string | null;
  /** The repeat as RRULE text (no DTSTART), or null for a one-off. */
  repeat: string | null;
}

export interface Occurrence {
  /** The occurrence's first and last local days. */
  day: string;
  lastDay: string;
  /** UTC milliseconds of its start and end (the end is exclusive). */
  startAt: number;
  endAt: number;
}

/** The columns `listings` keeps up to date from an event's timing (see worker/features/listings/event-timing.ts). */
export interface MaterialisedTiming {
  next_start_at: number | null;
  next_end_at: number | null;
  last_end_at: number | null;
}

/** No repeat is expanded past this many occurrences (a daily rule for 27 years). */
const MAX_OCCURRENCES = 10_000;

/** The occurrence that starts on `day`. */
export function occurrenceOn(timing: EventTiming, zone: string, day: string): Occurrence {
  const lastDay = addDays(day, Math.max(0, timing.endsOn ? daysBetween(timing.date, timing.endsOn) : 0));
  const startAt = timing.startTime ? wallToInstant(dayToWall(day) + timeOfDayMs(timing.startTime), zone) : dayStartAt(day, zone);
  // No end time: the occurrence runs to the end of its last day. An end time at or before the start
  // time on a one-day event runs past midnight.
  let endAt = timing.endTime ? wallToInstant(dayToWall(lastDay) + timeOfDayMs(timing.endTime), zone) : dayStartAt(addDays(lastDay, 1), zone);
  if (endAt <= startAt) endAt = timing.endTime ? wallToInstant(dayToWall(addDays(lastDay, 1)) + timeOfDayMs(timing.endTime), zone) : startAt + 1;
  return { day, lastDay, startAt, endAt };
}

/** The repeat as an rrule object counted from the event's date, or null for a one-off. */
export function repeatRule(timing: Pick<EventTiming, "date" | "repeat">): RRule | null {
  if (!timing.repeat) return null;
  const options = RRule.parseString(timing.repeat);
  return new RRule({ ...options, tzid: null, dtstart: new Date(dayToWall(timing.date)) });
}

/**
 * The start days of the occurrences from `from` on (inclusive), in order, at most `limit`. The event's
 * own date always counts (RFC 5545: DTSTART is the first instance even when the rule would skip it).
 */
export function occurrenceDays(timing: EventTiming, from: string, limit: number): string[] {
  const rule = repeatRule(timing);
  const days: string[] = timing.date >= from ? [timing.date] : [];
  if (!rule) return days.slice(0, limit);
  // One pass from the start (rrule walks from DTSTART on every call), stopping once `limit` are found.
  const fromWall = dayToWall(from);
  rule.all((date, index) => {
    if (days.length >= limit || index >= MAX_OCCURRENCES) return false;
    const day = wallToDay(date.getTime());
    if (date.getTime() >= fromWall && day !== timing.date) days.push(day);
    return days.length < limit;
  });
  return days.sort().slice(0, limit);
}

/** The first occurrence not over at `nowMs` (ongoing or to come), or null when every one has ended. */
export function nextOccurrence(timing: EventTiming, zone: string, nowMs: number): Occurrence | null {
  // An occurrence still running started at most its length (plus a night for late end times) ago.
  const length = timing.endsOn ? Math.max(0, daysBetween(timing.date, timing.endsOn)) : 0;
  // Two days' margin covers every zone's offset from UTC.
  const from = addDays(wallToDay(nowMs), -length - 2);
  for (let batch = 0, seen = from; batch < MAX_OCCURRENCES; batch += 16) {
    const days = occurrenceDays(timing, seen, 16);
    for (const day of days) {
      const occurrence = occurrenceOn(timing, zone, day);
      if (occurrence.endAt > nowMs) return occurrence;
    }
    if (days.length < 16) return null;
    seen = addDays(days[days.length - 1]!, 1);
  }
  return null;
}

/**
 * The series from its next occurrence on (at `nowMs`): what one event's calendar file offers, so a
 * calendar shows the editions to come, not past ones (the feeds keep the whole series). A COUNT
 * becomes the occurrences left. Unchanged when none is to come.
 */
export function timingFromNext(timing: EventTiming, zone: string, nowMs: number): EventTiming {
  const next = nextOccurrence(timing, zone, nowMs);
  if (!next || next.day === timing.date) return timing;
  const count = repeatRule(timing)?.options.count;
  const past = count ? occurrenceDays(timing, timing.date, count).filter((day) => day < next.day).length : 0;
  return {
    ...timing,
    date: next.day,
    endsOn: timing.endsOn ? next.lastDay : null,
    repeat: count ? timing.repeat!.replace(/COUNT=\d+/, `COUNT=${count - past}`) : timing.repeat,
  };
}

/** The end of the event's final occurrence, or null for a repeat with no last date or count. */
export function lastEndAt(timing: EventTiming, zone: string): number | null {
  const rule = repeatRule(timing);
  if (rule && !rule.options.until && !rule.options.count) return null;
  const days = rule ? rule.all((_, index) => index < MAX_OCCURRENCES).map((d) => wallToDay(d.getTime())) : [];
  const last = [timing.date, ...days].sort().at(-1)!;
  return occurrenceOn(timing, zone, last).endAt;
}

/** The materialised columns of an event at `nowMs` (all null for an event with no date). */
export function materialiseTiming(timing: EventTiming | null, zone: string, nowMs: number): MaterialisedTiming {
  if (!timing) return { next_start_at: null, next_end_at: null, last_end_at: null };
  const next = nextOccurrence(timing, zone, nowMs);
  return { next_start_at: next?.startAt ?? null, next_end_at: next?.endAt ?? null, last_end_at: lastEndAt(timing, zone) };
}

/** An event's timing as the `listings` and `submissions` columns hold it. */
export interface TimingColumns {
  type: string;
  city: string;
  date: string | null;
  ends_on: string | null;
  start_time: string | null;
  end_time: string | null;
  repeat_rule: string | null;
}

/** The timing of a row, or null when it is not an event or has no date (it then has no occurrences). */
export function timingOfColumns(row: TimingColumns): EventTiming | null {
  if (row.type !== "event" || !row.date) return null;
  return { date: row.date, endsOn: row.ends_on, startTime: row.start_time, endTime: row.end_time, repeat: row.repeat_rule };
}

/** The zone an event's times are in: its city's (the default zone for a city not in the list). */
export const eventZone = (city: string) => cityTimeZone(city) ?? DEFAULT_EVENT_ZONE;

/**
 * The zone a page's date windows are in: its city's (in any spelling the city pages accept: "toronto" is
 * Toronto), or Toronto's for all cities and unknown ones (decision 0060). The list query and the page
 * cache's date both read it, so a cached page turns over at the midnight its events are listed by.
 */
export const listZone = (city: string | undefined) => (city === undefined ? DEFAULT_EVENT_ZONE : eventZone(resolveCity(city)?.city ?? city));
