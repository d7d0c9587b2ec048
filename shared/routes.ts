// The route table (spec section 2): one descriptor per route, from which everything that keys on a route
// is derived — the web router (web/app/app-routes.tsx), the edge's decisions (worker/html/edge-page.ts),
// the page cache (worker/cache/page-cache.ts), the text bundles a page loads and the set of paths that
// answer 404 at the edge. Each listing type's list and detail routes come from the listing-type registry.
// Adding a public route is its descriptor here plus its screen (docs/architecture.md).
import type { BrowsableType } from "./catalogue/listing-types";
import { LISTING_TYPE_REGISTRY, hasOpeningHours, type Registry } from "./listing-types/registry";

/**
 * The screens of the web app (each one lazily loaded by web/app/app-routes.tsx, which must name them all),
 * with the text bundles (shared/messages/text-bundles.ts) each reads on top of the core ones; the edge
 * inlines exactly those. `tests/unit/screen-texts.test.ts` follows every screen's imports and fails when
 * a text module it reaches is in none of its bundles.
 */
export const SCREEN_TEXTS = {
  home: ["home"],
  list: [],
  detail: ["detail"],
  city: ["city"],
  search: ["home", "search"],
  submit: ["submit"],
  admin: ["admin", "status", "submit"],
  login: ["admin", "submit"],
  coffeeLanding: ["voting"],
  coffeeCity: ["voting"],
  coffeeResults: ["voting"],
  nominate: ["nominate", "submit"],
  submissionStatus: ["status"],
  newsletterConfirm: ["newsletter"],
  newsletterUnsubscribe: ["newsletter"],
  newsletterPreferences: ["newsletter"],
  privacy: ["privacy"],
  saved: ["saved"],
  notFound: [],
} as const satisfies Record<string, readonly string[]>;
export type ScreenKey = keyof typeof SCREEN_TEXTS;

/**
 * What the edge runs and writes into <head> for a route: worker/html/edge-page.ts holds one decider per
 * kind (its first view's queries, its status and its metadata). "private": the admin area and pages
 * behind e-mailed links, which get a plain title and are not indexed.
 */
export type EdgeKind =
  "home" | "list" | "detail" | "city" | "search" | "coffeeLanding" | "coffeeCity" | "coffeeResults" | "nominate" | "submit" | "privacy" | "private";

export interface RouteDescriptor {
  /** The path pattern, `:name` for a parameter. */
  pattern: string;
  /** The screen that shows it. */
  screen: ScreenKey;
  edge: EdgeKind;
  /** "edge": public pages (the forms too), their HTML rendered at the edge; "browser": admin and private links. */
  render: "edge" | "browser";
  /**
   * "public": the same HTML for every anonymous visitor until content changes, so the page cache keeps it;
   * "none": per visitor or changing by the second (the coffee votes), never cached. A "public" page may
   * still answer one response as live (a season's standings while it is open): that one is not kept.
   */
  cache: "public" | "none";
}

/** A page for one person (admin, login, private links): drawn in the browser, never cached, no edge HTML. */
const privatePage = <Pattern extends string, Screen extends ScreenKey>(pattern: Pattern, screen: Screen) =>
  ({ pattern, screen, edge: "private", render: "browser", cache: "none" }) as const;

/** A public page whose edge rendering is named as its screen. */
const publicPage = <Pattern extends string, Key extends ScreenKey & EdgeKind, Render extends "edge" | "browser", Cache extends "public" | "none">(
  pattern: Pattern,
  key: Key,
  render: Render,
  cache: Cache,
) => ({ pattern, screen: key, edge: key, render, cache }) as const;

/** Every listing type's list route (/{prefix}) and detail route (/{prefix}/:city/:slug): public content. */
export function listingRouteDescriptors(registry: Registry): Record<string, RouteDescriptor> {
  return Object.fromEntries(
    registry.flatMap((entry): [string, RouteDescriptor][] => [
      [entry.prefix, publicPage(`/${entry.prefix}`, "list", "edge", "public")],
      [`${entry.type}Detail`, publicPage(`/${entry.prefix}/:city/:slug`, "detail", "edge", "public")],
    ]),
  );
}

/** A registry's list and detail route patterns. */
export function listingRoutePatterns(registry: Registry): Record<string, string> {
  return Object.fromEntries(Object.entries(listingRouteDescriptors(registry)).map(([id, route]) => [id, route.pattern]));
}

/** The routes that are not a listing type's. */
export const STATIC_ROUTES = {
  home: publicPage("/", "home", "edge", "public"),
  city: publicPage("/city/:city", "city", "edge", "public"),
  search: publicPage("/search", "search", "edge", "public"),
  submit: publicPage("/submit", "submit", "edge", "public"),
  privacy: publicPage("/privacy", "privacy", "edge", "public"),
  admin: privatePage("/admin", "admin"),
  login: privatePage("/login", "login"),
  // The admin area's other pages (/admin/account, /admin/invite): one descriptor for all of them, since this table
  // ships with every public page; the admin screen picks the page (shared/rules/admin-paths.ts).
  adminSection: privatePage("/admin/:section", "admin"),
  coffeeLanding: publicPage("/best-coffee-shops", "coffeeLanding", "edge", "public"),
  // Before the city pages' pattern, which it would otherwise match ("nominate" is never a city's slug).
  nominate: publicPage("/best-coffee-shops/nominate", "nominate", "edge", "public"),
  coffeeCity: publicPage("/best-coffee-shops/:city", "coffeeCity", "edge", "none"),
  // A closed season's results never change; its standings while open are answered live (not kept).
  coffeeResults: publicPage("/best-coffee-shops/:city/:year", "coffeeResults", "edge", "public"),
  submissionStatus: privatePage("/submissions/status/:token", "submissionStatus"),
  newsletterConfirm: privatePage("/newsletter/confirm/:token", "newsletterConfirm"),
  newsletterUnsubscribe: privatePage("/newsletter/unsubscribe", "newsletterUnsubscribe"),
  newsletterPreferences: privatePage("/newsletter/preferences", "newsletterPreferences"),
  // The visitor's saved places live in their browser (and a shared list in its link): the edge sends the
  // same shell to everyone, with a plain title, never indexed or kept (a `?ids=` list is nobody's page).
  saved: privatePage("/saved", "saved"),
} as const satisfies Record<string, RouteDescriptor>;

type Entries = typeof LISTING_TYPE_REGISTRY;
/** A list route's id is its type's prefix ("stories"); a detail route's id is "{type}Detail". */
export type ListRouteId = Entries[number]["prefix"];
export type DetailRouteId = `${Entries[number]["type"]}Detail`;
export type StaticRouteId = keyof typeof STATIC_ROUTES;
export type RouteId = StaticRouteId | ListRouteId | DetailRouteId;

/** The whole route table for a registry: the static routes, then every listing type's. */
export function routeTable(registry: Registry): Record<string, RouteDescriptor> {
  return { ...STATIC_ROUTES, ...listingRouteDescriptors(registry) };
}

// Built from the registry, keyed by ids the types above spell out.
export const ROUTES = routeTable(LISTING_TYPE_REGISTRY) as typeof STATIC_ROUTES & Record<ListRouteId | DetailRouteId, RouteDescriptor>;

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

export const isListRoute = (id: RouteId): id is ListRouteId => id in LIST_ROUTE_TYPES;
export const isDetailRoute = (id: RouteId): id is DetailRouteId => id in DETAIL_ROUTE_TYPES;

/** The query parameters the static routes' pages read; a route not named reads none. */
const STATIC_ROUTE_QUERIES: Partial<Record<RouteId, readonly string[]>> = {
  // The tab, its page, the Events tab's date window and a place tab's "Open now" (web/pages/city/first-view.ts).
  city: ["tab", "page", "when", "open"],
  search: ["q", "city", "page"],
  // ?city= preselects one of the form's cities.
  nominate: ["city"],
};

/**
 * The query parameters a route's page reads (its first view and its screen). The page cache keys on
 * these alone, so any other parameter (tracking tags, junk) is served the same cached page. Beside the
 * descriptors rather than in them: only the Worker reads it, and the table every page ships stays as it is.
 * A list reads the city and page, the event list its date window, lists of places "Open now", the shop
 * list its business category (web/pages/list/first-view.ts).
 */
export function routeQueryNames(id: RouteId): readonly string[] {
  if (!isListRoute(id)) return STATIC_ROUTE_QUERIES[id] ?? [];
  const type = LIST_ROUTE_TYPES[id];
  return [
    "city",
    "page",
    ...(type === "event" ? ["when"] : []),
    ...(hasOpeningHours(type) ? ["open"] : []),
    ...(type === "shop" ? ["category"] : []),
  ];
}

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
