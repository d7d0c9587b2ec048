// An instant as a wall-clock reading in a time zone, through Intl (the runtime's own time-zone data, in
// the Worker and the browser alike): no offsets are computed here, so daylight-saving changes are the
// platform's to get right.
import { WEEKDAYS, type Weekday } from "./weekly-hours";

export interface WallTime {
  /** The local date, YYYY-MM-DD. */
  readonly date: string;
  readonly weekday: Weekday;
  /** Minutes since local midnight (0–1439). */
  readonly minute: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let made = formats.get(timeZone);
  if (!made) {
    made = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formats.set(timeZone, made);
  }
  return made;
}

/** The wall-clock date, weekday and minute of `at` in `timeZone`. */
export function wallTime(at: Date, timeZone: string): WallTime {
  const parts: Record<string, string> = {};
  for (const part of formatIn(timeZone).formatToParts(at)) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, weekday: weekdayOf(date), minute: (Number(parts.hour) % 24) * 60 + Number(parts.minute) };
}

/** The weekday of a calendar date (YYYY-MM-DD). */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** The UTC calendar date (YYYY-MM-DD) of an instant, in ms. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The calendar date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return utcDay(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
}
