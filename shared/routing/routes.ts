// Where each route is (spec section 2): its path pattern, the route module that serves it and whether it is
// a page for one person. Links (shared/routing/paths.ts), the web router, the edge and the page cache match
// paths against this table; what a page does is its route module's (web/app/route-modules.ts). Each listing
// type's list and detail routes come from the listing-type registry. Paths unmatched here answer 404.
import type { BrowsableType } from "../listings/listing-types";
import { LISTING_TYPE_REGISTRY, type Registry } from "../listings/listing-type-registry";
import type { messages } from "../i18n/messages";

/**
 * Where a route is, and whether it is a page for one person. Everything else about a page — its screen,
 * texts, first view, <head>, cache policy, sitemap entry — is its route module
 * (web/pages/<name>/<name>-route.tsx), found by `screen` in web/app/route-modules.ts.
 */
export interface RouteDescriptor {
  /** The path pattern, `:name` for a parameter; the French twin is the same under /fr. */
  pattern: string;
  /** The route module that serves it (several routes may share one: every list, every detail). */
  screen: string;
  /**
   * A page for one person (admin, login, private links, saved places): drawn in the browser, never cached
   * or indexed, a plain title at the edge.
   */
  private?: true;
  /** Linked from every page's footer, named by its screen's title (`messages.screens`). */
  footer?: true;
}

const page = <Pattern extends string, Screen extends string>(pattern: Pattern, screen: Screen) => ({ pattern, screen }) as const;
const privatePage = <Pattern extends string, Screen extends string>(pattern: Pattern, screen: Screen) =>
  ({ pattern, screen, private: true }) as const;
// A footer link is named by its screen's title: the compiler asks for one.
const inFooter = <Route extends RouteDescriptor & { screen: keyof typeof messages.screens }>(route: Route) => ({ ...route, footer: true }) as const;

/** Every listing type's list route (/{prefix}) and detail route (/{prefix}/:city/:slug): public content. */
export function listingRouteDescriptors(registry: Registry): Record<string, RouteDescriptor> {
  return Object.fromEntries(
    registry.flatMap((entry): [string, RouteDescriptor][] => [
      [entry.prefix, page(`/${entry.prefix}`, "list")],
      [`${entry.type}Detail`, page(`/${entry.prefix}/:city/:slug`, "detail")],
    ]),
  );
}

/** A registry's list and detail route patterns. */
export function listingRoutePatterns(registry: Registry): Record<string, string> {
  return Object.fromEntries(Object.entries(listingRouteDescriptors(registry)).map(([id, route]) => [id, route.pattern]));
}

/** The routes that are not a listing type's. */
export const STATIC_ROUTES = {
  home: page("/", "home"),
  city: page("/city/:city", "city"),
  search: page("/search", "search"),
  submit: page("/submit", "submit"),
  privacy: inFooter(page("/privacy", "privacy")),
  admin: privatePage("/admin", "admin"),
  login: privatePage("/login", "login"),
  // The admin area's other pages (/admin/account, /admin/invite): one descriptor for all of them, since this table
  // ships with every public page; the admin screen picks the page (shared/admin/admin-paths.ts).
  adminSection: privatePage("/admin/:section", "admin"),
  coffeeLanding: page("/best-coffee-shops", "coffeeLanding"),
  // Before the city pages' pattern, which it would otherwise match ("nominate" is never a city's slug).
  nominate: page("/best-coffee-shops/nominate", "nominate"),
  coffeeCity: page("/best-coffee-shops/:city", "coffeeCity"),
  coffeeResults: page("/best-coffee-shops/:city/:year", "coffeeResults"),
  // An owner's or manager's listings (signing in by e-mailed link, managing what is theirs).
  owner: privatePage("/owner", "owner"),
  submissionStatus: privatePage("/submissions/status/:token", "submissionStatus"),
  paymentReceipt: privatePage("/submissions/status/:token/receipts/:payment", "paymentReceipt"),
  newsletterConfirm: privatePage("/newsletter/confirm/:token", "newsletter"),
  // Also a reviewer's own page, by the token in its fragment (shared/reviews/review-paths.ts).
  reviews: page("/reviews/how-it-works", "reviews"),
  newsletterUnsubscribe: privatePage("/newsletter/unsubscribe", "newsletter"),
  newsletterPreferences: privatePage("/newsletter/preferences", "newsletter"),
  // The visitor's saved places live in their browser (and a shared list in its link): the edge sends the
  // same shell to everyone, with a plain title, never indexed or kept (a `?ids=` list is nobody's page).
  saved: inFooter(privatePage("/saved", "saved")),
} as const satisfies Record<string, RouteDescriptor>;

type Entries = typeof LISTING_TYPE_REGISTRY;
/** A list route's id is its type's prefix ("stories"); a detail route's id is "{type}Detail". */
export type ListRouteId = Entries[number]["prefix"];
export type DetailRouteId = `${Entries[number]["type"]}Detail`;
export type StaticRouteId = keyof typeof STATIC_ROUTES;
export type RouteId = StaticRouteId | ListRouteId | DetailRouteId;
/** Every route module's key: the static routes' screens, the shared list and detail ones, and the 404 page. */
export type ScreenKey = (typeof STATIC_ROUTES)[StaticRouteId]["screen"] | "list" | "detail" | "notFound";

/** The whole route table for a registry: the static routes, then every listing type's. */
export function routeTable(registry: Registry): Record<string, RouteDescriptor> {
  return { ...STATIC_ROUTES, ...listingRouteDescriptors(registry) };
}

// Built from the registry, keyed by ids the types above spell out.
export const ROUTES = routeTable(LISTING_TYPE_REGISTRY) as typeof STATIC_ROUTES &
  Record<ListRouteId, { pattern: string; screen: "list" }> &
  Record<DetailRouteId, { pattern: string; screen: "detail" }>;

export const ROUTE_PATTERNS = Object.fromEntries(Object.entries(ROUTES).map(([id, route]) => [id, route.pattern])) as {
  [Id in StaticRouteId]: (typeof STATIC_ROUTES)[Id]["pattern"];
} & Record<ListRouteId | DetailRouteId, string>;

/** The listing type each list route shows. */
export const LIST_ROUTE_TYPES = Object.fromEntries(LISTING_TYPE_REGISTRY.map((entry) => [entry.prefix, entry.type])) as Record<
  ListRouteId,
  BrowsableType
>;
/** The listing type each detail route shows. */
export const DETAIL_ROUTE_TYPES = Object.fromEntries(LISTING_TYPE_REGISTRY.map((entry) => [`${entry.type}Detail`, entry.type])) as Record<
  DetailRouteId,
  BrowsableType
>;

export const isListRoute = (id: string): id is ListRouteId => id in LIST_ROUTE_TYPES;
export const isDetailRoute = (id: string): id is DetailRouteId => id in DETAIL_ROUTE_TYPES;

export interface RouteMatch<Id extends string = RouteId> {
  id: Id;
  params: Record<string, string>;
}

/**
 * Matches pathnames against a route table. Params are returned still URL-encoded, as they appear in the
 * path (callers decode where the spec says so, e.g. the city page).
 */
export function routeMatcher<Id extends string>(table: Readonly<Record<Id, RouteDescriptor>>): (pathname: string) => RouteMatch<Id> | null {
  const compiled = (Object.entries(table) as [Id, RouteDescriptor][]).map(([id, route]) => ({
    id,
    segments: route.pattern.split("/").filter(Boolean),
  }));
  return (pathname) => {
    const parts = pathname.split("/").filter(Boolean);
    for (const route of compiled) {
      if (route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const matches = route.segments.every((segment, i) => {
        const part = parts[i] as string;
        if (segment.startsWith(":")) {
          params[segment.slice(1)] = part;
          return true;
        }
        return segment === part;
      });
      if (matches) return { id: route.id, params };
    }
    return null;
  };
}

/** Matches a pathname (without its locale prefix) against the app's route table. */
export const matchRoute: (pathname: string) => RouteMatch | null = routeMatcher<RouteId>(ROUTES);

/** Route params decoded as the web router decodes them; a parameter that is not valid percent-encoding is left out. */
export function decodeRouteParams(params: Readonly<Record<string, string>>): Partial<Record<string, string>> {
  const decoded: Partial<Record<string, string>> = {};
  for (const [name, value] of Object.entries(params)) {
    try {
      decoded[name] = decodeURIComponent(value);
    } catch {
      // Malformed (e.g. a lone "%"): no query can match it, so none is made.
    }
  }
  return decoded;
}
