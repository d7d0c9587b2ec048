// The route table (spec section 2). The web router and the Worker's edge renderer both read it, so the
// set of pages that exist — and so which paths answer 404 at the edge — is defined exactly once.

export const ROUTE_PATTERNS = {
  home: "/",
  stories: "/stories",
  events: "/events",
  gems: "/gems",
  shop: "/shop",
  storyDetail: "/stories/:city/:slug",
  eventDetail: "/events/:city/:slug",
  gemDetail: "/gems/:city/:slug",
  shopDetail: "/shop/:city/:slug",
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

export type RouteId = keyof typeof ROUTE_PATTERNS;

/** The listing type each list route shows. */
export const LIST_ROUTE_TYPES = { stories: "story", events: "event", gems: "gem", shop: "shop" } as const;
/** The listing type each detail route shows. */
export const DETAIL_ROUTE_TYPES = {
  storyDetail: "story",
  eventDetail: "event",
  gemDetail: "gem",
  shopDetail: "shop",
} as const;

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
