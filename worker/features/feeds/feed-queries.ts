// What the feeds read: the newest published listings (of a type, or in a city) and a calendar's events.
// Each reads at most one feed's worth of rows through the listings indexes.
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { activeLocale } from "@shared/i18n/active-locale";
import { BROWSABLE_TYPES, type BrowsableType } from "@shared/listings/listing-types";
import * as clock from "@shared/time/clock";
import { CLOSING_TYPES } from "@shared/listings/listing-timing";
import type { Db } from "../../db/client";
import { pick } from "../../db/pick";
import { listingTranslations, listings } from "../../db/schema";

/** Entries in an Atom feed: the newest, as feed readers poll often. */
export const FEED_SIZE = 50;
/** Events in a calendar: plenty for any city, bounded for a feed of every city. */
export const CALENDAR_SIZE = 500;

/** A feed's fields: each listing's translation into the feed's locale where it has one (see translated). */
function feedFields() {
  const text = (own: AnySQLiteColumn, translated: AnySQLiteColumn) => sql<string>`coalesce(${translated}, ${own})`;
  return {
    ...pick(listings, ["id", "type", "city", "slug"]),
    title: text(listings.title, listingTranslations.title),
    description: text(listings.description, listingTranslations.description),
    location: text(listings.location, listingTranslations.location),
    ...pick(listings, ["date", "ends_on", "start_time", "end_time", "repeat_rule", "published_at", "updated_at"]),
  };
}

/** Each listing's translation into the feed's locale (the active one), if it has one. */
const translated = () => and(eq(listingTranslations.listing_id, listings.id), eq(listingTranslations.locale, activeLocale()));

const published = (...more: (SQL | undefined)[]) => and(eq(listings.status, "published"), inArray(listings.type, BROWSABLE_TYPES), ...more);

/** A listing of a closing type whose date is over leaves the feeds as it leaves the lists. */
const notClosed = (nowMs: number) => or(notInArray(listings.type, CLOSING_TYPES), gt(listings.next_end_at, nowMs));

/** The newest published listings (highest id first: the catalogue, then submissions as approved). */
export function newestListings(db: Db, filter: { type?: BrowsableType; city?: string }, nowMs = clock.nowMs()) {
  return db
    .select(feedFields())
    .from(listings)
    .leftJoin(listingTranslations, translated())
    .where(
      published(filter.type ? eq(listings.type, filter.type) : undefined, filter.city ? eq(listings.city, filter.city) : undefined, notClosed(nowMs)),
    )
    .orderBy(desc(listings.id))
    .limit(FEED_SIZE);
}
export type FeedListing = Awaited<ReturnType<typeof newestListings>>[number];

/** A calendar keeps an event this long after its last occurrence ended, then drops it. */
export const CALENDAR_KEEPS_ENDED_MS = 30 * 86_400_000;

/** Published events with a date, not ended more than 30 days ago, in date order (one city, or every city). */
export function calendarEvents(db: Db, city?: string, nowMs = clock.nowMs()) {
  const recent = or(isNull(listings.last_end_at), gt(listings.last_end_at, nowMs - CALENDAR_KEEPS_ENDED_MS));
  return db
    .select(feedFields())
    .from(listings)
    .leftJoin(listingTranslations, translated())
    .where(published(eq(listings.type, "event"), isNotNull(listings.date), recent, city ? eq(listings.city, city) : undefined))
    .orderBy(asc(listings.date), asc(listings.id))
    .limit(CALENDAR_SIZE);
}

/** One published event with a date, ended or not (its page's "Add to calendar"), or undefined. */
export async function calendarEvent(db: Db, id: number) {
  const [event] = await db
    .select(feedFields())
    .from(listings)
    .leftJoin(listingTranslations, translated())
    .where(published(eq(listings.id, id), eq(listings.type, "event"), isNotNull(listings.date)))
    .limit(1);
  return event;
}
