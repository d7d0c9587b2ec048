// When the weekly digest goes out and what it covers: Thursday between 08:00 and 08:59 in the
// subscriber's city (the hourly Cron Trigger runs at :17, so every zone, St. John's half hour included,
// sees exactly one run in that hour), once per ISO week of that city's calendar. An "all cities"
// subscriber reads Toronto's clock, as the all-cities event lists do (decision 0060).
import { allCities } from "../places/provinces";
import { cityTimeZone } from "../places/city-time-zones";
import { DEFAULT_EVENT_ZONE, addDays, cityDay, dayStartAt, dayToWall, wallTimeOf, wallToInstant } from "../time/city-day";

/** Thursday (Date#getUTCDay numbering) at 08:00–08:59 local time. */
export const DIGEST_WEEKDAY = 4;
export const DIGEST_HOUR = 8;
/** "New": published in the last 7 days; "coming up": an occurrence in the next 10 local days. */
export const DIGEST_NEW_DAYS = 7;
export const DIGEST_UPCOMING_DAYS = 10;
/** Each section lists at most this many listings (the city page link leads to the rest). */
export const DIGEST_SECTION_LIMIT = 8;

const DAY_MS = 86_400_000;

/** The zone a digest city (null: every city) reads. */
export function digestZone(city: string | null): string {
  return (city === null ? null : cityTimeZone(city)) ?? DEFAULT_EVENT_ZONE;
}

/** Whether it is digest time (Thursday 08:00–08:59) in `zone` at `nowMs`. */
export function isDigestHour(nowMs: number, zone: string): boolean {
  const wall = new Date(wallTimeOf(nowMs, zone));
  return wall.getUTCDay() === DIGEST_WEEKDAY && wall.getUTCHours() === DIGEST_HOUR;
}

/** The ISO 8601 week ("2026-W48") of the local date at `nowMs` in `zone`: the idempotency key's week. */
export function digestWeek(nowMs: number, zone: string): string {
  const day = new Date(`${cityDay(nowMs, zone)}T00:00:00Z`);
  // The week belongs to the year of its Thursday.
  const thursday = new Date(day.getTime() + (3 - ((day.getUTCDay() + 6) % 7)) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The subscribers due at `nowMs`, by zone: the cities whose clock says digest time, and whether "all cities" is due. */
export interface DigestDue {
  zone: string;
  week: string;
  cities: string[];
  everyCity: boolean;
}

export function dueDigests(nowMs: number): DigestDue[] {
  const byZone = new Map<string, DigestDue>();
  const entry = (zone: string) => {
    let due = byZone.get(zone);
    if (!due) {
      due = { zone, week: digestWeek(nowMs, zone), cities: [], everyCity: false };
      byZone.set(zone, due);
    }
    return due;
  };
  for (const city of allCities) {
    const zone = digestZone(city);
    if (isDigestHour(nowMs, zone)) entry(zone).cities.push(city);
  }
  if (isDigestHour(nowMs, digestZone(null))) entry(digestZone(null)).everyCity = true;
  return [...byZone.values()];
}

/** When the next digest of `zone` goes out: this Thursday's 08:00 (or now, within that hour), else the next one's. */
export function nextDigestAt(nowMs: number, zone: string): number {
  const today = cityDay(nowMs, zone);
  for (let days = 0; days <= 7; days++) {
    const day = addDays(today, days);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() !== DIGEST_WEEKDAY) continue;
    const at = wallToInstant(dayToWall(day) + DIGEST_HOUR * 3_600_000, zone);
    if (at + 3_600_000 > nowMs) return Math.max(at, nowMs);
  }
  throw new Error("no Thursday within 8 days");
}

/** The windows a digest covers at `nowMs`: published since `newSince`, occurrences overlapping [nowMs, upcomingUntil). */
export function digestWindows(nowMs: number, zone: string): { newSince: number; upcomingUntil: number } {
  return {
    newSince: nowMs - DIGEST_NEW_DAYS * DAY_MS,
    upcomingUntil: dayStartAt(addDays(cityDay(nowMs, zone), DIGEST_UPCOMING_DAYS), zone),
  };
}
