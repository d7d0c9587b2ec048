// "Open now", on the server. As SQL, over the rows migration 0014's triggers keep (listing_open_ranges and
// listing_hours_exceptions): every city's wall clock at the instant goes in as one JSON parameter
// (its local minute of the week, the minute of its day, today's and yesterday's dates), and each city
// is one probe of the (city, start_minute) index, bounded to ranges that began within the last day
// (no range lasts longer). A range whose day has a dated exception does not count; the exception's
// own ranges do (today's, or yesterday's that run past midnight). The same rules as openState()
// (shared/time/opening-hours.ts), which tests/worker/open-now.test.ts checks against it.
//
// Pages whose cards can say "Open now" depend on the minute as well as on content: their cache key
// carries the current minute (from the one clock), so a cached card is never a minute behind. Those are
// the pages with place cards — home, city pages (but their story and event tabs), search, and the lists
// of types with hours (shops, gems) — and any page filtered with ?open=now. Detail pages are not: their
// badge ticks in the browser from the hours the page carries (decision 0070).
//
// The opening hours a card or detail answer carries: the stored week and exceptions, the city's time
// zone and the instant of the answer, from which the page computes "Open now" (see PlaceHours). The
// instant is the minute's start: hours are whole minutes, so the state is the same all minute, and two
// answers within a minute stay identical (a kept search ranking serves the very same cards).
import { allCities } from "@shared/places/provinces";
import { cityTimeZone } from "@shared/places/city-time-zones";
import { MINUTES_PER_DAY, WEEKDAYS, type PlaceHours } from "@shared/time/weekly-hours";
import { addDays, wallTime, type WallTime } from "@shared/time/city-day";
import { sql, type SQL } from "drizzle-orm";
import { isBrowsableType } from "@shared/listings/listing-types";
import { hasOpeningHours } from "@shared/listings/listing-type-registry";
import { LIST_ROUTE_TYPES, isDetailRoute, isListRoute, type StaticRouteId } from "@shared/routing/routes";
import * as clock from "@shared/time/clock";
import { openState } from "@shared/time/opening-hours";
import { openStateText, type OpenStateText } from "@shared/time/opening-hours-text";
import type { BrowsableListing } from "../listings/listing-rows";
import type { ListingClosure } from "@shared/listings/listing-states";
import { ownerMessages } from "@shared/owners/owner-texts";

/** "Temporarily closed" / "Permanently closed", in the request's language. */
export const closureText = (closure: ListingClosure) => (closure === "temporary" ? ownerMessages.closureTemporary : ownerMessages.closurePermanent);

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
  // A place its owner says is closed is never open, whatever its hours say.
  return sql`l.closure IS NULL AND l.id IN (
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

const MINUTE = 60_000;

/** Routes showing cards of every type, shops and gems among them. */
const MIXED_CARD_ROUTES: ReadonlySet<string> = new Set<StaticRouteId>(["home", "city", "search"]);

function showsPlaceCards(id: string, url: URL): boolean {
  if (isDetailRoute(id)) return false;
  if (isListRoute(id)) return hasOpeningHours(LIST_ROUTE_TYPES[id]);
  // A city page's tab of one type shows that type's cards only.
  const tab = id === "city" ? url.searchParams.get("tab") : null;
  if (tab && isBrowsableType(tab)) return hasOpeningHours(tab);
  return MIXED_CARD_ROUTES.has(id);
}

/** "" for a page whose HTML does not change with the minute; otherwise the current minute, for the cache key. */
export function openNowKeyPart(url: URL, id: string): string {
  const byMinute = url.searchParams.get("open") === "now" || showsPlaceCards(id, url);
  return byMinute ? `/minute-${Math.floor(clock.nowMs() / MINUTE)}` : "";
}

export function cardHours(listing: Pick<BrowsableListing, "openingHours" | "city" | "closure">): PlaceHours | null {
  const timeZone = cityTimeZone(listing.city);
  // A closed place's hours would tick "Open now" on its page: it shows its closed state instead.
  if (!listing.openingHours || !timeZone || listing.closure) return null;
  const now = clock.nowMs();
  return { ...listing.openingHours, timeZone, asOf: now - (now % 60_000) };
}

/**
 * A card's "Open now" line: the state at the answer's minute, in the request's language. Cards show it
 * as the Worker wrote it (no hours code in list pages' JavaScript); the pages that show place cards are
 * cached per minute (openNowKeyPart), so a cached card is never more than a minute behind.
 */
export function cardOpenState(listing: Pick<BrowsableListing, "openingHours" | "city" | "closure">): (OpenStateText & { open: boolean }) | null {
  // A card says a closed place's state in the Worker's words, so list pages carry no more code for it.
  if (listing.closure) return { open: false, status: closureText(listing.closure), next: null };
  const hours = cardHours(listing);
  if (!hours) return null;
  const state = openState(hours.week, hours.exceptions, hours.timeZone, new Date(hours.asOf));
  return { open: state.open, ...openStateText(state) };
}
