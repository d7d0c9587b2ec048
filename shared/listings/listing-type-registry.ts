// One record per listing type that has screens: its URL prefix, route ids, the shared texts that name it,
// its schema.org entity and its badge tone. Routes, paths, page metadata, the sitemap, the pages and the
// admin read a type's facts from here, so showing another type of the spec's entity (e.g. `job`) is one
// more entry here plus its texts (shared/i18n/common-texts.en.ts, and the city and detail strings, which the
// compiler asks for since they are keyed by type). Relative imports: drizzle-kit loads this through
// the DB schema.
import type { BrowsableType } from "./listing-types";
import { messages } from "../i18n/messages";

/** The schema.org entity a detail page describes (see seo/page-meta). */
export type JsonLdKind =
  | "Article"
  | "Event"
  | "LocalBusiness"
  /** A place to visit: a TouristAttraction, or a LocalBusiness when it has a phone. */
  | "Place"
  | "JobPosting";

/** Badge colours; the web app maps each to its classes. */
export type TypeTone = "red" | "indigo" | "emerald" | "amber" | "sky";

export interface ListingTypeEntry<Type extends string = string, Prefix extends string = string> {
  /** The Listing.type value. */
  type: Type;
  /** The URL segment: /{prefix} lists the type, /{prefix}/{city}/{slug} shows one. Also the list route's id. */
  prefix: Prefix;
  /** "Story", "Hidden Gem": badges, titles, keywords. */
  label: string;
  /** "Stories": the header's navigation link to the list. */
  navLabel: string;
  /** "Local Stories": the list page's heading and title, breadcrumbs. */
  listHeading: string;
  listDescription: string;
  /** "local news story": "Discover this … in {city}". */
  phrase: string;
  jsonLd: JsonLdKind;
  tone: TypeTone;
  /** Its icon's name (web/components/ui/icon-names.ts): navigation and the home tiles. */
  icon: string;
  /**
   * Whether listings of the type are places with opening hours: the submit form and the listing editor
   * ask for them, cards and pages say "Open now", and its lists offer the ?open=now filter. Absent: no.
   */
  openingHours?: boolean;
  /**
   * Whether a listing of the type closes at the end of its `date` in its city (a job posting's closing
   * date): it then leaves the lists, as an ended event does. Absent: no.
   */
  closes?: boolean;
}

// The texts are getters: read in the active locale each time they are shown, never once at load.
const entry = <const Type extends keyof typeof messages.types, const Prefix extends keyof typeof messages.nav, const Icon extends string>(
  type: Type,
  facts: { prefix: Prefix; jsonLd: JsonLdKind; tone: TypeTone; icon: Icon; openingHours: boolean; closes?: boolean },
): ListingTypeEntry<Type, Prefix> & { icon: Icon } => ({
  type,
  ...facts,
  get navLabel() {
    return messages.nav[facts.prefix];
  },
  get label() {
    return messages.types[type];
  },
  get listHeading() {
    return messages.listPages[type];
  },
  get listDescription() {
    return messages.listDescriptions[type];
  },
  get phrase() {
    return messages.typePhrases[type];
  },
});

/** In display order (navigation, city tabs, sitemap). */
export const LISTING_TYPE_REGISTRY = [
  entry("story", { prefix: "stories", jsonLd: "Article", tone: "red", icon: "book-open", openingHours: false }),
  entry("event", { prefix: "events", jsonLd: "Event", tone: "indigo", icon: "calendar-days", openingHours: false }),
  entry("gem", { prefix: "gems", jsonLd: "Place", tone: "emerald", icon: "gem", openingHours: true }),
  entry("shop", { prefix: "shop", jsonLd: "LocalBusiness", tone: "amber", icon: "shopping-bag", openingHours: true }),
  entry("job", { prefix: "jobs", jsonLd: "JobPosting", tone: "sky", icon: "briefcase", openingHours: false, closes: true }),
] as const;

export type Registry = readonly ListingTypeEntry[];

/** The registry entry of a type that has screens. */
export function listingType(type: BrowsableType): ListingTypeEntry<BrowsableType> {
  const found = LISTING_TYPE_REGISTRY.find((candidate) => candidate.type === type);
  if (!found) throw new Error(`No listing-type entry for "${type}"`);
  return found;
}

/**
 * Whether a type's listings have a date: an event's first day, a closing type's last (a job's closing
 * date). The others never keep one, and the submit form does not ask for it.
 */
export function hasDate(type: string): boolean {
  return type === "event" || LISTING_TYPE_REGISTRY.some((candidate) => candidate.type === type && candidate.closes === true);
}

/** Whether a type's listings have opening hours (shops and gems). */
export function hasOpeningHours(type: string): boolean {
  return LISTING_TYPE_REGISTRY.some((candidate) => candidate.type === type && candidate.openingHours === true);
}
