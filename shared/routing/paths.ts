// URL building (spec section 2). Every internal link is built here: pages without parameters from
// `pagePaths`, the others from the builders below; feed URLs in ./feeds.ts, which only the pages that
// offer feeds load. (shared/routing/routes.ts holds the route *patterns* the router matches; links never spell
// a path themselves.)
import type { BrowsableType, ListingType } from "../listings/listing-types";
import { LISTING_TYPE_REGISTRY } from "../listings/listing-type-registry";
import { ROUTE_PATTERNS } from "./routes";
import { citySlug, listingSlug, slugify } from "../places/slug";

/** The pages whose path has no parameters. */
export const pagePaths = {
  home: ROUTE_PATTERNS.home,
  search: ROUTE_PATTERNS.search,
  submit: ROUTE_PATTERNS.submit,
  admin: ROUTE_PATTERNS.admin,
  login: ROUTE_PATTERNS.login,
  coffeeLanding: ROUTE_PATTERNS.coffeeLanding,
  nominate: ROUTE_PATTERNS.nominate,
  privacy: ROUTE_PATTERNS.privacy,
  saved: ROUTE_PATTERNS.saved,
} as const;

/** A type's URL prefix from the registry ("stories" for story, "shop" for shop); a type without screens gets its name plus "s". */
export function typePrefix(type: ListingType): string {
  return LISTING_TYPE_REGISTRY.find((entry) => entry.type === type)?.prefix ?? `${type}s`;
}

/** The browsable type a path prefix belongs to, or null. */
export function typeFromPrefix(prefix: string): BrowsableType | null {
  return LISTING_TYPE_REGISTRY.find((entry) => entry.prefix === prefix)?.type ?? null;
}

export function listPath(type: ListingType): string {
  return `/${typePrefix(type)}`;
}

/** /shop?category=…[&city=…]: the local businesses of one category (its spec name), shops and gems (decision 0117). */
export function categoryPath(name: string, city?: string): string {
  const category = slugify(name);
  return `${listPath("shop")}?${new URLSearchParams(city ? { category, city } : { category }).toString()}`;
}

/** /{prefix}: the list page of a listing-type registry entry. */
export function listPathOf(entry: { prefix: string }): string {
  return `/${entry.prefix}`;
}

/** /{type-prefix}/{city-slug}/{listing-slug} */
export function detailPath(listing: { type: ListingType; city: string; slug?: string | undefined; title: string }): string {
  return `/${typePrefix(listing.type)}/${citySlug(listing.city)}/${listingSlug(listing)}`;
}

/** /city/{city name, URL-encoded}; the city page decodes it. */
export function cityPath(city: string): string {
  return `/city/${encodeURIComponent(city)}`;
}

/** /best-coffee-shops/nominate?city={slug}: the nomination form, with the city chosen when given. */
export function nominatePath(citySlug?: string): string {
  return citySlug ? `${pagePaths.nominate}?${new URLSearchParams({ city: citySlug }).toString()}` : pagePaths.nominate;
}

/** /best-coffee-shops/{city slug}: a city voting page. */
export function coffeeCityPath(citySlug: string): string {
  return `${pagePaths.coffeeLanding}/${citySlug}`;
}

/** /best-coffee-shops/{city slug}/{year}: a season's results (the standings so far while it is open). */
export function coffeeResultsPath(citySlug: string, year: number): string {
  return `${coffeeCityPath(citySlug)}/${year}`;
}

/** /search?q=…[&city=…] */
export function searchPath(q: string, city?: string): string {
  return `${pagePaths.search}?${new URLSearchParams(city ? { q, city } : { q }).toString()}`;
}

/** The submitter's private status page (the token is the secret; see README "Email and notifications"). */
export function submissionStatusPath(token: string): string {
  return `/submissions/status/${encodeURIComponent(token)}`;
}

/** The hash parameter of the submit form's link from a rejected submission ("Submit again"). */
export const RESUBMIT_PARAM = "from";

/**
 * /submit#from={token}: the submit form filled in from a rejected submission through its status token. In
 * the fragment, so the secret never reaches a server log, a cache key or a Referer.
 */
export function resubmitPath(token: string): string {
  return `${pagePaths.submit}#${RESUBMIT_PARAM}=${encodeURIComponent(token)}`;
}

/** The local test checkout that stands in for Stripe's page when no key is set (never in production). */
export function testCheckoutPath(sessionId: string): string {
  return `/payments/test-checkout/${encodeURIComponent(sessionId)}`;
}

/** The newsletter's double opt-in confirmation page. */
export function newsletterConfirmPath(token: string): string {
  return `/newsletter/confirm/${encodeURIComponent(token)}`;
}

/** The newsletter's preferences page (the same signed link as the unsubscribe page's). */
export function newsletterPreferencesPath(subscriberId: number, token: string): string {
  return `/newsletter/preferences?s=${subscriberId}&t=${encodeURIComponent(token)}`;
}

/** The newsletter's unsubscribe page (`s` the subscriber id, `t` its signed token). */
export function newsletterUnsubscribePath(subscriberId: number, token: string): string {
  return `/newsletter/unsubscribe?s=${subscriberId}&t=${encodeURIComponent(token)}`;
}
