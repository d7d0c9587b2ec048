// What the feeds read: the newest published listings (of a type, or in a city) and a calendar's events.
// Each reads at most one feed's worth of rows through the listings indexes.
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { activeLocale } from "@shared/i18n/active-locale";
import { BROWSABLE_TYPES, type BrowsableType } from "@shared/catalogue/listing-types";
import type { Db } from "../../db/client";
import { listings } from "../../db/schema";

/** Entries in an Atom feed: the newest, as feed readers poll often. */
export const FEED_SIZE = 50;
/** Events in a calendar: plenty for any city, bounded for a feed of every city. */
export const CALENDAR_SIZE = 500;

/** A feed's fields; a French feed reads each listing's French text where it has one. */
function feedFields() {
  const french = activeLocale() === "fr";
  const text = (english: AnySQLiteColumn, translated: AnySQLiteColumn) =>
    french ? sql<string>`coalesce(${translated}, ${english})` : sql<string>`${english}`;
  return {
    id: listings.id,
    type: listings.type,
    city: listings.city,
    slug: listings.slug,
    title: text(listings.title, listings.title_fr),
    description: text(listings.description, listings.description_fr),
    location: text(listings.location, listings.location_fr),
    date: listings.date,
    published_at: listings.published_at,
    updated_at: listings.updated_at,
  };
}

const published = (...more: (SQL | undefined)[]) =>
  and(eq(listings.status, "published"), inArray(listings.type, BROWSABLE_TYPES), ...more);

/** The newest published listings (highest id first: the catalogue, then submissions as approved). */
export function newestListings(db: Db, filter: { type?: BrowsableType; city?: string }) {
  return db
    .select(feedFields())
    .from(listings)
    .where(published(filter.type ? eq(listings.type, filter.type) : undefined, filter.city ? eq(listings.city, filter.city) : undefined))
    .orderBy(desc(listings.id))
    .limit(FEED_SIZE);
}
export type FeedListing = Awaited<ReturnType<typeof newestListings>>[number];

/** Published events with a date, in date order (one city, or every city). */
export function calendarEvents(db: Db, city?: string) {
  return db
    .select(feedFields())
    .from(listings)
    .where(published(eq(listings.type, "event"), isNotNull(listings.date), city ? eq(listings.city, city) : undefined))
    .orderBy(asc(listings.date), asc(listings.id))
    .limit(CALENDAR_SIZE);
}
