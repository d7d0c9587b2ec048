// The subscribable feeds (beyond the spec): /feeds/events.ics and /feeds/city/{city}/events.ics
// (iCalendar, RFC 5545: a calendar app subscribes through the webcal: link), /feeds/event/{id}.ics (one
// event's file, its page's "Add to calendar", with its times and repeat from its next occurrence on), /feeds/{type}.atom and
// /feeds/city/{city}.atom (Atom 1.0: new listings). Read from the listings table, one feed's rows each;
// while D1 is down they answer 503 with Retry-After (app.onError), like the sitemap.
import { Hono, type Context } from "hono";
import { pathInLocale } from "@shared/i18n/active-locale";
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
import { createDb } from "../../db/client";
import { publicOrigin } from "../../http/public-origin";
import { atomXml } from "./atom-feed";
import { calendarEvent, calendarEvents, newestListings, type FeedListing } from "./feed-queries";

type AppContext = Context<{ Bindings: Env }>;

/** Feed readers and calendar apps poll; a quarter of an hour is fresh enough for both. */
const FEED_CACHE_CONTROL = "public, max-age=900";

const cityBySlug = (slug: string) => allCities.find((city) => citySlug(city) === slug) ?? null;

/** A feed's text, and the file name it downloads as when it is one event's file. */
interface Feed {
  body: string;
  filename?: string;
}

/** A feed built from D1: 404 when there is nothing by that address (a D1 failure is app.onError's 503). */
async function answer(c: AppContext, contentType: string, build: () => Promise<Feed | null>): Promise<Response> {
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
