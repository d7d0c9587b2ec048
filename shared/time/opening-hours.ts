// "Open now" and the next change, from a place's weekly hours and dated exceptions, read on the wall
// clock of the place's time zone. Everything is in local minutes from today's midnight: the instant is
// turned into a wall-clock reading once (shared/time/city-day.ts), so a daylight-saving change moves
// the reading, never the hours, as it does for the shop's own sign.
import { addDays, dayToWall, wallTime, wallTimeOf, wallToInstant, weekdayOf, zoneOffsetMs } from "./city-day";
import { MINUTES_PER_DAY, rangeMinutes, timeOfMinute, type HoursException, type Weekday, type WeeklyHours } from "./weekly-hours";

/** When the state next changes, as the place's wall clock will read it. */
export interface NextChange {
  /** 0 today, 1 tomorrow, up to 7 (the same weekday next week). */
  readonly days: number;
  readonly weekday: Weekday;
  /** HH:MM */
  readonly time: string;
}

export interface OpenState {
  readonly open: boolean;
  /** Closing time when open, opening time when closed; null when there is none within a week. */
  readonly change: NextChange | null;
}

/** How far ahead a change is looked for: a week and a day, so "Opens Monday" can be next Monday. */
const DAYS_AHEAD = 8;

type Interval = [start: number, end: number];

/** The hours of `date`: its exception when it has one, else its weekday's. */
function rangesOn(date: string, week: WeeklyHours, exceptions: ReadonlyMap<string, HoursException>) {
  return exceptions.get(date)?.ranges ?? week[weekdayOf(date)] ?? [];
}

/** Intervals in order, those that overlap or touch made one. */
function merged(intervals: Interval[]): Interval[] {
  intervals.sort((a, b) => a[0] - b[0]);
  const joined: Interval[] = [];
  for (const interval of intervals) {
    const last = joined.at(-1);
    if (last && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
    else joined.push([...interval]);
  }
  return joined;
}

const MINUTE_MS = 60_000;

/** The instant the place's clock first reads `minute` (from `midnight`): inside the hour skipped in spring, the jump itself. */
function reachedAt(midnight: number, minute: number, timeZone: string): number {
  const wall = midnight + minute * MINUTE_MS;
  // Inside the gap, wallToInstant lands as far past the jump as the time is past the gap's start.
  let at = wallToInstant(wall, timeZone);
  while (wallTimeOf(at - MINUTE_MS, timeZone) >= wall) at -= MINUTE_MS;
  return at;
}

/**
 * The intervals that happen, as the clock goes. An interval wholly inside the hour skipped in spring
 * (02:00–02:15 that Sunday) never happens, and two that meet across it (one to 2:00, the next from 2:15)
 * are one; the times announced stay the hours' own ("Closes at 2:30 AM" ends when the clocks jump). Only
 * a window whose offset changes pays for the conversions.
 */
function asTheClockGoes(intervals: Interval[], today: string, timeZone: string): Interval[] {
  const midnight = dayToWall(today);
  const first = wallToInstant(midnight - MINUTES_PER_DAY * MINUTE_MS, timeZone);
  const last = wallToInstant(midnight + (DAYS_AHEAD + 1) * MINUTES_PER_DAY * MINUTE_MS, timeZone);
  if (zoneOffsetMs(first, timeZone) === zoneOffsetMs(last, timeZone)) return intervals;
  const at = (minute: number) => reachedAt(midnight, minute, timeZone);
  const joined: Interval[] = [];
  for (const interval of intervals.filter(([start, end]) => at(start) < at(end))) {
    const previous = joined.at(-1);
    if (previous && at(interval[0]) <= at(previous[1])) previous[1] = Math.max(previous[1], interval[1]);
    else joined.push([...interval]);
  }
  return joined;
}

/** The open intervals from yesterday (its late ranges reach into today) to DAYS_AHEAD, merged where they touch. */
function openIntervals(today: string, week: WeeklyHours, exceptions: readonly HoursException[]): Interval[] {
  const byDate = new Map(exceptions.map((exception) => [exception.date, exception]));
  const intervals: Interval[] = [];
  for (let day = -1; day <= DAYS_AHEAD; day++) {
    for (const range of rangesOn(addDays(today, day), week, byDate)) {
      const [start, end] = rangeMinutes(range);
      intervals.push([day * MINUTES_PER_DAY + start, day * MINUTES_PER_DAY + end]);
    }
  }
  return merged(intervals);
}

function changeAt(today: string, minute: number): NextChange | null {
  const days = Math.floor(minute / MINUTES_PER_DAY);
  if (days >= DAYS_AHEAD) return null;
  return { days, weekday: weekdayOf(addDays(today, days)), time: timeOfMinute(minute) };
}

/** Whether the place is open at `at`, and when that next changes, in `timeZone`'s wall-clock time. */
export function openState(week: WeeklyHours, exceptions: readonly HoursException[], timeZone: string, at: Date): OpenState {
  const now = wallTime(at, timeZone);
  const intervals = asTheClockGoes(openIntervals(now.date, week, exceptions), now.date, timeZone);
  const current = intervals.find(([start, end]) => start <= now.minute && now.minute < end);
  if (current) return { open: true, change: changeAt(now.date, current[1]) };
  const next = intervals.find(([start]) => start > now.minute);
  return { open: false, change: next ? changeAt(now.date, next[0]) : null };
}
