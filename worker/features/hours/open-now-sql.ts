// "Open now" as SQL over the rows migration 0014's triggers keep (listing_open_ranges and
// listing_hours_exceptions): every city's wall clock at the instant goes in as one JSON parameter
// (its local minute of the week, the minute of its day, today's and yesterday's dates), and each city
// is one probe of the (city, start_minute) index, bounded to ranges that began within the last day
// (no range lasts longer). A range whose day has a dated exception does not count; the exception's
// own ranges do (today's, or yesterday's that run past midnight). The same rules as openState()
// (shared/time/opening-hours.ts), which tests/worker/open-now.test.ts checks against it.
import { allCities } from "@shared/places/provinces";
import { cityTimeZone } from "@shared/places/city-time-zones";
import { MINUTES_PER_DAY, WEEKDAYS } from "@shared/time/weekly-hours";
import { addDays, wallTime, type WallTime } from "@shared/time/city-day";
import { sql, type SQL } from "drizzle-orm";

/** [city, minute of the week, start of today in the week, minute of the day, today, yesterday] */
type CityNow = [string, number, number, number, string, string];

/** Every known city's wall clock at `at` (one Intl reading per time zone). */
export function citiesNow(at: Date): CityNow[] {
  const byZone = new Map<string, WallTime>();
  const rows: CityNow[] = [];
  for (const city of allCities) {
    const zone = cityTimeZone(city);
    if (!zone) continue;
    let wall = byZone.get(zone);
    if (!wall) byZone.set(zone, (wall = wallTime(at, zone)));
    const todayStart = WEEKDAYS.indexOf(wall.weekday) * MINUTES_PER_DAY;
    rows.push([city, todayStart + wall.minute, todayStart, wall.minute, wall.date, addDays(wall.date, -1)]);
  }
  return rows;
}

/**
 * `l.id IN (…)` for the listings open at `at` (every city's wall clock is its one parameter). Used inside a list's WHERE, so
 * it pages and counts like every other filter.
 */
export function openNowCondition(at: Date): SQL {
  const day = sql.raw(String(MINUTES_PER_DAY));
  return sql`l.id IN (
    WITH city_now AS (
      SELECT value ->> 0 AS city, value ->> 1 AS week_minute, value ->> 2 AS today_start, value ->> 3 AS minute, value ->> 4 AS today, value ->> 5 AS yesterday
      FROM json_each(${JSON.stringify(citiesNow(at))})
    )
    SELECT r.listing_id FROM city_now n
      JOIN listing_open_ranges r ON r.city = n.city AND r.start_minute BETWEEN n.week_minute - ${day} AND n.week_minute AND r.end_minute > n.week_minute
      WHERE NOT EXISTS (
        SELECT 1 FROM listing_hours_exceptions e
        WHERE e.listing_id = r.listing_id AND e.date = CASE WHEN r.day_minute = n.today_start THEN n.today ELSE n.yesterday END
      )
    UNION
    SELECT e.listing_id FROM city_now n
      JOIN listing_hours_exceptions e ON e.city = n.city AND e.date IN (n.today, n.yesterday)
      WHERE (e.date = n.today AND e.start_minute <= n.minute AND e.end_minute > n.minute)
        OR (e.date = n.yesterday AND e.start_minute <= n.minute + ${day} AND e.end_minute > n.minute + ${day})
  )`;
}
