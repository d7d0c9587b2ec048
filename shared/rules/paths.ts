// URL building (spec section 2). Every internal link is built here: pages without parameters from
// `pagePaths`, the others from the builders below. (shared/routes.ts holds the route *patterns* the
// router matches; links never spell a path themselves.)
import { isBrowsableType, type BrowsableType, type ListingType } from "../catalogue/listing-types";
import { ROUTE_PATTERNS } from "../routes";
import { citySlug, listingSlug } from "./slug";

/** The pages whose path has no parameters. */
export const pagePaths = {
  home: ROUTE_PATTERNS.home,
  search: ROUTE_PATTERNS.search,
  submit: ROUTE_PATTERNS.submit,
  admin: ROUTE_PATTERNS.admin,
  login: ROUTE_PATTERNS.login,
  coffeeLanding: ROUTE_PATTERNS.coffeeLanding,
} as const;

const TYPE_PREFIX: Record<BrowsableType, string> = {
  story: "stories",
  event: "events",
  gem: "gems",
  shop: "shop",
};

/** "stories" for story, "shop" for shop; any other type gets its name plus "s". */
export function typePrefix(type: ListingType): string {
  return isBrowsableType(type) ? TYPE_PREFIX[type] : `${type}s`;
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
  return `${pagePaths.coffeeLanding}/${citySlug}`;
}

/** /search?q=…[&city=…] */
export function searchPath(q: string, city?: string): string {
  return `${pagePaths.search}?${new URLSearchParams(city ? { q, city } : { q }).toString()}`;
}

/** The submitter's private status page (the token is the secret; see README "Email and notifications"). */
export function submissionStatusPath(token: string): string {
  return `/submissions/status/${encodeURIComponent(token)}`;
}

/** The newsletter's double opt-in confirmation page. */
export function newsletterConfirmPath(token: string): string {
  return `/newsletter/confirm/${encodeURIComponent(token)}`;
}

/** The newsletter's unsubscribe page (`s` the subscriber id, `t` its signed token). */
export function newsletterUnsubscribePath(subscriberId: number, token: string): string {
  return `/newsletter/unsubscribe?s=${subscriberId}&t=${encodeURIComponent(token)}`;
}
