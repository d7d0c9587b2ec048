// The one time-zone module: wall-clock dates and times in a city's time zone, with nothing but `Intl` (the
// runtime's own zone data, in the Worker and the browser alike): a city's "today", the date, weekday and
// minute of an instant there, and the instant a local date and time happen. Dates are ISO yyyy-mm-dd strings; a "wall" time is represented
// as UTC milliseconds of the same calendar fields (floating time), the way RRULE expansion hands it back.
// No library: Intl knows every IANA zone in the browser, Node and workerd, and the two-candidate check
// below is the whole of the arithmetic a DST change needs.
import { WEEKDAYS, type Weekday } from "./weekly-hours";

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The zone used where a listing's city has none (and for the all-cities lists). */
export const DEFAULT_EVENT_ZONE = "America/Toronto";

const formatters = new Map<string, Intl.DateTimeFormat>();

function fieldsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a zone, as floating UTC milliseconds. */
export function wallTimeOf(instantMs: number, zone: string): number {
  const parts: Partial<Record<string, number>> = {};
  for (const part of fieldsFormatter(zone).formatToParts(new Date(instantMs))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
}

/** The zone's offset from UTC at an instant (ms; negative west of Greenwich). */
export function zoneOffsetMs(instantMs: number, zone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  return wallTimeOf(whole, zone) - whole;
}

/**
 * The instant a wall-clock time happens in a zone. When the clocks go back and a time happens twice, the
 * first; when they spring forward and it never happens, the same distance past the gap (02:30 → 03:30),
 * as RFC 5545 and Temporal's "compatible" choice do.
 */
export function wallToInstant(wallMs: number, zone: string): number {
  const before = zoneOffsetMs(wallMs - DAY_MS / 2, zone);
  const after = zoneOffsetMs(wallMs + DAY_MS / 2, zone);
  const candidates = [wallMs - before, wallMs - after].filter((at) => wallTimeOf(at, zone) === wallMs).sort((a, b) => a - b);
  return candidates[0] ?? wallMs - before;
}

export interface WallTime {
  /** The local date, YYYY-MM-DD. */
  readonly date: string;
  readonly weekday: Weekday;
  /** Minutes since local midnight (0–1439). */
  readonly minute: number;
}

/** The wall-clock date, weekday and minute of `at` in `zone`. */
export function wallTime(at: Date, zone: string): WallTime {
  const wall = wallTimeOf(at.getTime(), zone);
  const date = wallToDay(wall);
  return { date, weekday: weekdayOf(date), minute: Math.floor((wall - dayToWall(date)) / MINUTE_MS) };
}

/** The weekday of a calendar date (YYYY-MM-DD). */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[(new Date(dayToWall(date)).getUTCDay() + 6) % 7]!;
}

/** The UTC calendar date (YYYY-MM-DD) of an instant: the same arithmetic as a floating time's date. */
export const utcDay = (ms: number): string => wallToDay(ms);

/** A yyyy-mm-dd date as floating milliseconds (its midnight). */
export function dayToWall(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** The yyyy-mm-dd date of floating milliseconds. */
export function wallToDay(wallMs: number): string {
  return new Date(wallMs).toISOString().slice(0, 10);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return wallToDay(dayToWall(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (both yyyy-mm-dd). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayToWall(to) - dayToWall(from)) / DAY_MS);
}

/**
 * Each zone's last answer, by UTC minute: every zone's offset is whole minutes, so its date is the same
 * for the whole minute, and pages ask for today's date on every request (the page cache's key, the event
 * windows), where Intl's formatting was a third of a cached page's own work.
 */
const lastDays = new Map<string, { minute: number; day: string }>();

/** The city's date at an instant (its "today" when given now). */
export function cityDay(instantMs: number, zone: string): string {
  const minute = Math.floor(instantMs / MINUTE_MS);
  const known = lastDays.get(zone);
  if (known?.minute === minute) return known.day;
  const day = wallToDay(wallTimeOf(instantMs, zone));
  lastDays.set(zone, { minute, day });
  return day;
}

/** The instant a local day starts in a zone (its midnight, or the first minute after a gap). */
export function dayStartAt(day: string, zone: string): number {
  return wallToInstant(dayToWall(day), zone);
}

/** "HH:MM" as milliseconds after midnight. */
export function timeOfDayMs(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours! * 60 + minutes!) * 60_000;
}
