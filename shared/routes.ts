// The route table (spec section 2). The web router and the Worker's edge renderer both read it, so the
// set of pages that exist — and so which paths answer 404 at the edge — is defined exactly once. Each
// listing type's list and detail routes come from the listing-type registry.
import type { BrowsableType } from "./catalogue/listing-types";
import { LISTING_TYPE_REGISTRY, type Registry } from "./listing-types/registry";

type Entries = typeof LISTING_TYPE_REGISTRY;
/** A list route's id is its type's prefix ("stories"); a detail route's id is "{type}Detail". */
export type ListRouteId = Entries[number]["prefix"];
export type DetailRouteId = `${Entries[number]["type"]}Detail`;

/** A registry's list and detail route patterns: /{prefix} and /{prefix}/:city/:slug. */
export function listingRoutePatterns(registry: Registry): Record<string, string> {
  return Object.fromEntries(
    registry.flatMap((entry) => [
      [entry.prefix, `/${entry.prefix}`],
      [`${entry.type}Detail`, `/${entry.prefix}/:city/:slug`],
    ]),
  );
}

const STATIC_ROUTES = {
  home: "/",
  city: "/city/:city",
  search: "/search",
  submit: "/submit",
  admin: "/admin",
  login: "/login",
  coffeeLanding: "/best-coffee-shops",
  coffeeCity: "/best-coffee-shops/:city",
  submissionStatus: "/submissions/status/:token",
  newsletterConfirm: "/newsletter/confirm/:token",
  newsletterUnsubscribe: "/newsletter/unsubscribe",
} as const;

export type StaticRouteId = keyof typeof STATIC_ROUTES;
export type RouteId = StaticRouteId | ListRouteId | DetailRouteId;

export const ROUTE_PATTERNS = {
  ...STATIC_ROUTES,
  // Built from the registry, keyed by ids the types above spell out.
  ...(listingRoutePatterns(LISTING_TYPE_REGISTRY) as Record<ListRouteId | DetailRouteId, string>),
} satisfies Record<RouteId, string>;

/** The listing type each list route shows. */
export const LIST_ROUTE_TYPES = Object.fromEntries(LISTING_TYPE_REGISTRY.map((entry) => [entry.prefix, entry.type])) as Record<
  ListRouteId,
  BrowsableType
>;
/** The listing type each detail route shows. */
export const DETAIL_ROUTE_TYPES = Object.fromEntries(
  LISTING_TYPE_REGISTRY.map((entry) => [`${entry.type}Detail`, entry.type]),
) as Record<DetailRouteId, BrowsableType>;

export const isListRoute = (id: RouteId): id is ListRouteId => id in LIST_ROUTE_TYPES;
export const isDetailRoute = (id: RouteId): id is DetailRouteId => id in DETAIL_ROUTE_TYPES;

export interface RouteMatch {
  id: RouteId;
  params: Record<string, string>;
}

const compiled = (Object.entries(ROUTE_PATTERNS) as [RouteId, string][]).map(([id, pattern]) => ({
  id,
  segments: pattern.split("/").filter(Boolean),
}));

/**
 * Matches a pathname against the route table. Params are returned still URL-encoded, as they
 * appear in the path (callers decode where the spec says so, e.g. the city page).
 */
export function matchRoute(pathname: string): RouteMatch | null {
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
}

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
