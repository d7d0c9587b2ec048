// Feeds (README "Feeds"): their URLs, and which feeds a page offers. The head's <link rel="alternate">
// tags and the visible "Subscribe" control read the same list, so the two never disagree.
import type { BrowsableType, ListingType } from "../listings/listing-types";
import { listingType } from "../listings/listing-type-registry";
import { format } from "../i18n/messages";
import { feedMessages } from "./feeds-texts";
import { typePrefix } from "../routing/paths";
import { citySlug } from "../places/slug";
import { pathInLocale } from "../i18n/active-locale";
import { placeName } from "../places/place-names";

/** Subscribable feeds (README "Feeds"): events as iCalendar, new listings as Atom. */
export const feedPaths = {
  /** Every city's events. */
  events: "/feeds/events.ics",
  cityEvents: (city: string) => `/feeds/city/${citySlug(city)}/events.ics`,
  /** One event's file (its page's "Add to calendar"): its dates, times and repeat. */
  event: (id: number) => `/feeds/event/${id}.ics`,
  /** New listings of one type, every city. */
  type: (type: ListingType) => `/feeds/${typePrefix(type)}.atom`,
  /** New listings of every type in one city. */
  city: (city: string) => `/feeds/city/${citySlug(city)}.atom`,
} as const;

/** The `webcal:` form of a calendar URL, which calendar apps open as a subscription. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:/, "webcal:");
}

export interface PageFeed {
  kind: "atom" | "calendar";
  title: string;
  /** Path only; the origin is added where it is shown. */
  path: string;
}

export const FEED_MEDIA_TYPES: Record<PageFeed["kind"], string> = {
  atom: "application/atom+xml",
  calendar: "text/calendar",
};

/** A list page: its type's Atom feed, and for events the calendar of every city's events. */
export function listFeeds(type: BrowsableType): PageFeed[] {
  const heading = listingType(type).listHeading.toLowerCase();
  const feeds: PageFeed[] = [{ kind: "atom", title: format(feedMessages.typeFeed, { heading }), path: pathInLocale(feedPaths.type(type)) }];
  // The events list also offers the calendar of every city's events.
  if (type === "event") feeds.unshift({ kind: "calendar", title: feedMessages.eventsCalendar, path: pathInLocale(feedPaths.events) });
  return feeds;
}

/** A city page: the city's events calendar and its Atom feed of new listings. */
export function cityFeeds(city: string): PageFeed[] {
  return [
    { kind: "calendar", title: format(feedMessages.cityEventsCalendar, { city: placeName(city) }), path: pathInLocale(feedPaths.cityEvents(city)) },
    { kind: "atom", title: format(feedMessages.cityFeed, { city: placeName(city) }), path: pathInLocale(feedPaths.city(city)) },
  ];
}
