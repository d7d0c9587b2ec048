// Decides, per request path, what the edge serves: the HTTP status, a redirect, and the page metadata
// written into index.html (from the shared builders, the same ones the app renders on navigation).
import { coffeeCities } from "@shared/catalogue/coffee-cities";
import { messages } from "@shared/messages";
import { matchRoute, type RouteMatch } from "@shared/routes";
import {
  BRAND,
  coffeeCityMeta,
  coffeeLandingMeta,
  homeMeta,
  listMeta,
  type PageMeta,
} from "@shared/seo/page-meta";

export type EdgePage =
  | { kind: "page"; status: 200 | 404; meta: PageMeta | { title: string; noindex: true } }
  | { kind: "redirect"; location: string };

const LIST_TYPES = { stories: "story", events: "event", gems: "gem", shop: "shop" } as const;

function notFound(): EdgePage {
  return { kind: "page", status: 404, meta: { title: `${messages.notFound.heading} | ${BRAND}`, noindex: true } };
}

export async function resolveEdgePage(url: URL): Promise<EdgePage> {
  const match = matchRoute(url.pathname);
  if (!match) return notFound();
  return pageForRoute(match, url.origin);
}

async function pageForRoute(match: RouteMatch, origin: string): Promise<EdgePage> {
  switch (match.id) {
    case "home":
      return { kind: "page", status: 200, meta: homeMeta(origin) };
    case "stories":
    case "events":
    case "gems":
    case "shop":
      return { kind: "page", status: 200, meta: listMeta(LIST_TYPES[match.id], origin) };
    case "coffeeLanding":
      return { kind: "page", status: 200, meta: coffeeLandingMeta(coffeeCities, origin) };
    case "coffeeCity": {
      const city = coffeeCities.find((c) => c.slug === match.params.city);
      return city ? { kind: "page", status: 200, meta: coffeeCityMeta(city, origin) } : notFound();
    }
    default:
      // Screens whose metadata is not public content (forms, admin): a plain title, not indexed.
      return { kind: "page", status: 200, meta: { title: `${messages.screens[match.id as keyof typeof messages.screens] ?? BRAND} | ${BRAND}`, noindex: true } };
  }
}
