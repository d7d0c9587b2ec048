// The subscribable feeds (beyond the spec): /feeds/events.ics and /feeds/city/{city}/events.ics
// (iCalendar, RFC 5545: a calendar app subscribes through the webcal: link), /feeds/event/{id}.ics (one
// event's file, its page's "Add to calendar", with its times and repeat from its next occurrence on), /feeds/{type}.atom and
// /feeds/city/{city}.atom (Atom 1.0: new listings). Read from the listings table, one feed's rows each;
// while D1 is down they answer 503 with Retry-After (app.onError), like the sitemap.
//
// Atom documents are written by the `feed` library (dates and the required elements are its job). Entry
// titles and summaries are not left to it: it writes them as `type="html"` CDATA and splits only the
// first "]]>", so a listing's text could close the section and forge entries, and a reader would run its
// markup. We hand it the text already escaped as HTML (no "<", ">" or "&" of its own left, so nothing
// can end the CDATA) and without the characters XML cannot carry. Each feed reads at most one feed's
// worth of rows through the listings indexes.
import { Hono, type Context } from "hono";
import { pathInLocale, activeLocale } from "@shared/i18n/active-locale";
import { format } from "@shared/i18n/messages";
import { feedMessages } from "@shared/feeds/feeds-texts";
import { listingType } from "@shared/listings/listing-type-registry";
import { placeName } from "@shared/places/place-names";
import { allCities } from "@shared/places/provinces";
import { cityTimeZone } from "@shared/places/city-time-zones";
import { buildCalendar, buildIcs, type CalendarEvent } from "@shared/events/ics";
import { eventZone, timingFromNext, timingOfColumns } from "@shared/time/event-occurrences";
import * as clock from "@shared/time/clock";
import { feedPaths } from "@shared/feeds/feeds";
import { cityPath, detailPath, listPath, typeFromPrefix } from "@shared/routing/paths";
import { citySlug } from "@shared/places/slug";
import { createDb, type Db } from "../../db/client";
import { publicOrigin } from "../../http/public-origin";
import { Feed } from "feed";
import { escapeMarkup } from "@shared/forms/escape-markup";
import { LOCALE_TAGS } from "@shared/i18n/locales";
import { withoutXmlInvalid } from "@shared/forms/xml-text";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { BROWSABLE_TYPES, type BrowsableType } from "@shared/listings/listing-types";
import { CLOSING_TYPES } from "@shared/listings/listing-timing";
import { pick } from "../../db/pick";
import { listingTranslations, listings } from "../../db/schema";

type AppContext = Context<{ Bindings: Env }>;

/** Feed readers and calendar apps poll; a quarter of an hour is fresh enough for both. */
const FEED_CACHE_CONTROL = "public, max-age=900";

const cityBySlug = (slug: string) => allCities.find((city) => citySlug(city) === slug) ?? null;

/** A feed's text, and the file name it downloads as when it is one event's file. */
interface FeedText {
  body: string;
  filename?: string;
}

/** A feed built from D1: 404 when there is nothing by that address (a D1 failure is app.onError's 503). */
async function answer(c: AppContext, contentType: string, build: () => Promise<FeedText | null>): Promise<Response> {
  const feed = await build();
  if (!feed) return c.notFound();
  const headers: Record<string, string> = { "Content-Type": contentType, "Cache-Control": FEED_CACHE_CONTROL };
  if (feed.filename) headers["Content-Disposition"] = `attachment; filename="${feed.filename}"`;
  return c.body(feed.body, 200, headers);
}

/** A calendar's entry for an event: its page's URL in the request's language, and its schedule. */
function calendarEntry(event: FeedListing, origin: string): CalendarEvent {
  return {
    // The listing's id never changes, so a calendar app keeps one copy of each event.
    uid: `listing-${event.id}@${new URL(origin).host}`,
    title: event.title,
    date: event.date!,
    endsOn: event.ends_on,
    startTime: event.start_time,
    endTime: event.end_time,
    repeat: event.repeat_rule,
    timeZone: eventZone(event.city),
    location: `${event.location}, ${placeName(event.city)}`,
    description: event.description,
    url: `${origin}${pathInLocale(detailPath({ ...event, type: "event" }))}`,
  };
}

function calendar(c: AppContext, city: string | null) {
  const origin = publicOrigin(c.env, c.req.url);
  return answer(c, "text/calendar; charset=utf-8", async () => {
    const events = await calendarEvents(createDb(c.env.DB), city ?? undefined);
    const body = buildCalendar({
      name: city ? format(feedMessages.cityEventsCalendar, { city: placeName(city) }) : feedMessages.eventsCalendar,
      timeZone: city ? cityTimeZone(city) : null,
      events: events.map((event) => calendarEntry(event, origin)),
    });
    return { body };
  });
}

function atom(c: AppContext, feed: { path: string; page: string; title: string; description: string; filter: Parameters<typeof newestListings>[1] }) {
  const origin = publicOrigin(c.env, c.req.url);
  return answer(c, "application/atom+xml; charset=utf-8", async () => ({
    body: atomXml({
      title: feed.title,
      description: feed.description,
      selfUrl: `${origin}${pathInLocale(feed.path)}`,
      pageUrl: `${origin}${pathInLocale(feed.page)}`,
      origin,
      entries: await newestListings(createDb(c.env.DB), feed.filter),
    }),
  }));
}

export const feedRoutes = new Hono<{ Bindings: Env }>();

feedRoutes.get("/events.ics", (c) => calendar(c, null));

feedRoutes.get("/event/:file", (c) => {
  const id = /^([1-9]\d{0,9})\.ics$/.exec(c.req.param("file"))?.[1];
  if (!id) return c.notFound();
  return answer(c, "text/calendar; charset=utf-8", async () => {
    const event = await calendarEvent(createDb(c.env.DB), Number(id));
    if (!event) return null;
    // From the next occurrence on: "Add to calendar" adds what is to come, not the editions gone by.
    const { date, endsOn, repeat } = timingFromNext(timingOfColumns({ ...event, type: "event" })!, eventZone(event.city), clock.now().getTime());
    // Named after the event's page, for the calendar app that opens it.
    return { body: buildIcs({ ...calendarEntry(event, publicOrigin(c.env, c.req.url)), date, endsOn, repeat }), filename: `${event.slug}.ics` };
  });
});

feedRoutes.get("/city/:slug/events.ics", (c) => {
  const city = cityBySlug(c.req.param("slug"));
  return city ? calendar(c, city) : c.notFound();
});

feedRoutes.get("/city/:file", (c) => {
  const city = cityBySlug(c.req.param("file").replace(/\.atom$/, ""));
  if (!city || !c.req.param("file").endsWith(".atom")) return c.notFound();
  return atom(c, {
    path: feedPaths.city(city),
    page: cityPath(city),
    title: format(feedMessages.cityFeed, { city: placeName(city) }),
    description: format(feedMessages.cityFeedDescription, { city: placeName(city) }),
    filter: { city },
  });
});

feedRoutes.get("/:file", (c) => {
  const file = c.req.param("file");
  const type = file.endsWith(".atom") ? typeFromPrefix(file.slice(0, -".atom".length)) : null;
  if (!type) return c.notFound();
  const heading = listingType(type).listHeading.toLowerCase();
  return atom(c, {
    path: feedPaths.type(type),
    page: listPath(type),
    title: format(feedMessages.typeFeed, { heading }),
    description: format(feedMessages.typeFeedDescription, { heading }),
    filter: { type },
  });
});

/** Plain text as the content of a `type="html"` element: shown as written, never as markup. */
const asHtmlText = (text: string) => escapeMarkup(withoutXmlInvalid(text));

export interface AtomFeed {
  title: string;
  description: string;
  /** The feed's own absolute URL (its id and rel="self"). */
  selfUrl: string;
  /** The page it follows (rel="alternate"). */
  pageUrl: string;
  origin: string;
  entries: readonly FeedListing[];
}

export function atomXml(atom: AtomFeed): string {
  const updated = atom.entries.reduce((latest, entry) => (entry.updated_at > latest ? entry.updated_at : latest), "1970-01-01T00:00:00.000Z");
  const feed = new Feed({
    id: atom.selfUrl,
    title: atom.title,
    description: atom.description,
    link: atom.pageUrl,
    language: LOCALE_TAGS[activeLocale()],
    updated: new Date(updated),
    generator: "Local Hype",
    copyright: `© Local Hype`,
    feedLinks: { atom: atom.selfUrl },
    author: { name: "Local Hype", link: atom.origin },
  });
  for (const entry of atom.entries) {
    const url = `${atom.origin}${pathInLocale(detailPath(entry))}`;
    feed.addItem({
      id: url,
      title: asHtmlText(entry.title),
      link: url,
      description: asHtmlText(entry.description),
      date: new Date(entry.updated_at),
      published: new Date(entry.published_at ?? entry.updated_at),
      // Atom requires a term; the label is what readers show.
      category: [
        { term: entry.type, name: listingType(entry.type).label },
        { term: citySlug(entry.city), name: entry.city },
      ],
    });
  }
  return feed.atom1();
}

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
