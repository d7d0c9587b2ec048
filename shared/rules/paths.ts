// URL building (spec section 2). Every link to a listing, list or city page is built here.
import type { BrowsableType, ListingType } from "../catalogue/listing";
import { citySlug, listingSlug } from "./slug";

const TYPE_PREFIX: Record<BrowsableType, string> = {
  story: "stories",
  event: "events",
  gem: "gems",
  shop: "shop",
};

/** "stories" for story, "shop" for shop; any other type gets its name plus "s". */
export function typePrefix(type: ListingType): string {
  return type in TYPE_PREFIX ? TYPE_PREFIX[type as BrowsableType] : `${type}s`;
}

/** The browsable type a path prefix belongs to, or null ("jobs" has no screen). */
export function typeFromPrefix(prefix: string): BrowsableType | null {
  const entry = Object.entries(TYPE_PREFIX).find(([, value]) => value === prefix);
  return entry ? (entry[0] as BrowsableType) : null;
}

export function listPath(type: ListingType): string {
  return `/${typePrefix(type)}`;
}

/** /{type-prefix}/{city-slug}/{listing-slug} */
export function detailPath(listing: { type: ListingType; city: string; slug?: string | undefined; title: string }): string {
  return `/${typePrefix(listing.type)}/${citySlug(listing.city)}/${listingSlug(listing)}`;
}

/** /city/{city name, URL-encoded}; the city page decodes it. */
export function cityPath(city: string): string {
  return `/city/${encodeURIComponent(city)}`;
}

/** /best-coffee-shops/{city slug}: a city voting page. */
export function coffeeCityPath(citySlug: string): string {
  return `/best-coffee-shops/${citySlug}`;
}
