// "Open now" and the next change, from a place's weekly hours and dated exceptions, read on the wall
// clock of the place's time zone. Everything is in local minutes from today's midnight: the instant is
// turned into a wall-clock reading once (shared/time/city-day.ts), so a daylight-saving change moves
// the reading, never the hours, as it does for the shop's own sign.
import { addDays, wallTime, weekdayOf } from "./city-day";
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
  intervals.sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const interval of intervals) {
    const last = merged.at(-1);
    if (last && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
    else merged.push([...interval]);
  }
  return merged;
}

function changeAt(today: string, minute: number): NextChange | null {
  const days = Math.floor(minute / MINUTES_PER_DAY);
  if (days >= DAYS_AHEAD) return null;
  return { days, weekday: weekdayOf(addDays(today, days)), time: timeOfMinute(minute) };
}

/** Whether the place is open at `at`, and when that next changes, in `timeZone`'s wall-clock time. */
export function openState(week: WeeklyHours, exceptions: readonly HoursException[], timeZone: string, at: Date): OpenState {
  const now = wallTime(at, timeZone);
  const intervals = openIntervals(now.date, week, exceptions);
  const current = intervals.find(([start, end]) => start <= now.minute && now.minute < end);
  if (current) return { open: true, change: changeAt(now.date, current[1]) };
  const next = intervals.find(([start]) => start > now.minute);
  return { open: false, change: next ? changeAt(now.date, next[0]) : null };
}
