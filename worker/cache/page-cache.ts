// Public pages from the Workers Cache API (caches.default): a public page's HTML is the same for every
// anonymous visitor until content changes, so it is rendered once per content version and then served
// with no React render; the isolate also keeps the pages it served last (`memoryPages`), so a hit on
// a popular page does no I/O while the version is fresh. A Cache API lookup is I/O (a trip to the colo's
// cache), and measured it is what a cached page costs: home from the Cache API alone answered at 0.3× the
// requests/second of /robots.txt (the Worker with no I/O), from memory at ≥ 0.8× (docs/PERFORMANCE.md).
//
// The key holds everything the HTML depends on (see cacheKey): the build, the content version (bumped
// by triggers with any change to `listings`: ./content-version.ts), the page city's local date, the
// minute on "Open now" pages, the public origin, my city (one variant per known city, never one per
// visitor), the language, the path and only the query parameters its route reads. A junk parameter or a
// made-up cookie is served the same entry; a change is visible as soon as the version is read again,
// with nothing to purge.
//
// Each route module's `cache` says whether its pages are cached. Only a session cookie whose signature
// verifies bypasses the cache (staff see what they just did; nothing personal is stored). If D1 cannot
// be read, the last page cached for that URL is served: stale is better than an error page.
import type { MiddlewareHandler } from "hono";
import { activeLocale } from "@shared/i18n/active-locale";
import { isCategorySlug } from "@shared/places/business-categories";
import * as clock from "@shared/time/clock";
import { cityDay } from "@shared/time/city-day";
import { listZone } from "@shared/time/event-occurrences";
import { isCachedPage, pageCity, routeQueryNames, type PageRoute } from "@web/app/render-server";
import { readSessionToken } from "../features/auth/session";
import { pageRoute } from "../html/edge-page";
import { requestMyCity } from "../http/my-city";
import { publicOrigin } from "../http/public-origin";
import { openNowKeyPart } from "../features/hours/open-now";
import { currentContentVersion } from "./content-version";
import { MemoryLru } from "./memory-lru";

/** Browsers: briefly fresh, then revalidated in the background while the cached copy shows. */
const BROWSER_CACHE_CONTROL = "public, max-age=10, stale-while-revalidate=60";
/** The edge copy: its key changes with content, so it can live long; unused entries are evicted. */
const EDGE_CACHE_CONTROL = "public, max-age=604800";

/**
 * Set by the renderer on a page of a cached route whose content changes by the vote (a season's standings
 * while it is open): served, never kept, so the next visitor sees the next count.
 */
export const LIVE_PAGE_HEADER = "X-Live-Page";

/** How a page was served: HIT, MISS, STALE (D1 down, last cached copy) or BYPASS. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** Set at build time (vite.config.ts `define`); tests run the Worker without a build. */
export const BUILD_ID = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : "unbuilt";

/**
 * The local date a page's events are listed as of: what is upcoming, today or this weekend, and which
 * event has ended, change at midnight without any write to `listings`. The zone is the one the page's own
 * query lists by (`listZone` of the city its route module names: a city page's, a list's filter), else
 * Toronto's, as the all-cities lists compute their windows (decision 0060).
 */
const pageDay = (route: PageRoute): string => cityDay(clock.nowMs(), listZone(pageCity(route)));

/**
 * The route's query parameters (its route module's `query`) as the address gives them, first value each
 * in the route's order, without a category that is not one of the 16 (the shop list shows none for it).
 */
function routeQuery(route: PageRoute, search: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of routeQueryNames(route)) {
    const value = search.get(name);
    if (value !== null && (name !== "category" || isCategorySlug(value))) kept.set(name, value);
  }
  return kept;
}

/**
 * A page's address as it is rendered and kept: on a cached route, the path with only the query parameters
 * the route reads, so nothing else a visitor sent reaches a page kept for everyone, nor its key; any other
 * route's address as it came.
 */
export function pageAddress(url: URL, route: PageRoute | null): string {
  if (!route || !isCachedPage(route)) return `${url.pathname}${url.search}`;
  const query = routeQuery(route, url.searchParams).toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}

/** Keys live under a host of their own, so they can never collide with a real URL. */
function cacheKey(origin: string, url: URL, route: PageRoute, version: number | "latest", myCity: string | null, moment = ""): string {
  const city = myCity ? encodeURIComponent(myCity) : "-";
  return `https://page-cache.invalid/${BUILD_ID}/${version}/${moment}/${activeLocale()}/${city}/${encodeURIComponent(origin)}${pageAddress(url, route)}`;
}

/** Whether the request carries a session cookie that verifies: only then is the page not shared. */
async function hasSession(request: Request, env: Env): Promise<boolean> {
  if (!request.headers.get("Cookie")) return false;
  try {
    return (await readSessionToken(request, env)) !== undefined;
  } catch {
    // No usable SESSION_SECRET (logged where it is read): no cookie verifies, so no session does.
    return false;
  }
}

/** Whether a page's HTML is the same for every anonymous visitor (its route module's cache policy). */
async function cacheable(request: Request, env: Env, route: PageRoute | null): Promise<boolean> {
  return request.method === "GET" && route !== null && isCachedPage(route) && !(await hasSession(request, env));
}

/** The request's route, resolved here once and handed to the renderer (worker/html/render-page.ts). */
export type PageEnv = { Bindings: Env; Variables: { pageRoute: PageRoute | null } };

/** A response as browsers get it: short caching, how it was served, and what it varies on. */
function served(body: BodyInit | null, init: ResponseInit, how: "HIT" | "MISS" | "STALE"): Response {
  const response = new Response(body, init);
  response.headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
  // The same URL answers a different page to a signed-in member of staff.
  response.headers.append("Vary", "Cookie");
  response.headers.set(PAGE_CACHE_HEADER, how);
  return response;
}

export const pageCache: MiddlewareHandler<PageEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  const myCity = requestMyCity(c.req.raw);
  const route = await pageRoute(url, myCity);
  c.set("pageRoute", route);
  if (!route || !(await cacheable(c.req.raw, c.env, route))) {
    await next();
    if (c.req.method === "GET") c.res.headers.set(PAGE_CACHE_HEADER, "BYPASS");
    return;
  }
  const cache = caches.default;
  const origin = publicOrigin(c.env, url);
  const latestKey = cacheKey(origin, url, route, "latest", myCity);
  let version: number;
  try {
    version = await currentContentVersion(c.env.DB);
  } catch (error) {
    const last = await cache.match(latestKey);
    if (last) {
      console.error("The content version is unreadable; serving the last cached copy of the page", error);
      return served(last.body, last, "STALE");
    }
    // Nothing cached: render as usual (which answers the 503 page while D1 is down).
    await next();
    return;
  }
  const moment = `${pageDay(route)}${openNowKeyPart(url, route.id)}`;
  const key = cacheKey(origin, url, route, version, myCity, moment);
  const kept = memoryPages.get(key);
  if (kept) return served(kept.body, kept, "HIT");
  const hit = await cache.match(key);
  if (hit) {
    const page = { body: await hit.arrayBuffer(), status: hit.status, headers: [...hit.headers] };
    memoryPages.set(key, page);
    return served(page.body, page, "HIT");
  }

  await next();
  const rendered = c.res;
  // Only complete pages: not redirects, not-found answers or error pages.
  if (rendered.status !== 200 || !rendered.headers.get("Content-Type")?.startsWith("text/html")) return;
  if (rendered.headers.has(LIVE_PAGE_HEADER)) {
    rendered.headers.delete(LIVE_PAGE_HEADER);
    rendered.headers.set(PAGE_CACHE_HEADER, "BYPASS");
    return;
  }
  const body = await rendered.arrayBuffer();
  const stored = new Response(body, rendered);
  stored.headers.set("Cache-Control", EDGE_CACHE_CONTROL);
  stored.headers.delete("Set-Cookie");
  memoryPages.set(key, { body, status: stored.status, headers: [...stored.headers] });
  c.executionCtx.waitUntil(Promise.all([cache.put(key, stored.clone()), cache.put(latestKey, stored.clone())]));
  // Let the rendered answer go first: Hono's setter would copy its headers (no-cache) over the page's.
  c.res = undefined;
  c.res = served(body, stored, "MISS");
};

interface MemoryPage {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
}

/** At most this many bytes of HTML per isolate (Workers isolates have 128 MB). */
const MEMORY_PAGES_MAX_BYTES = 8 * 1024 * 1024;

/** Pages by their page-cache key, least recently used out first. */
const memoryPages = new MemoryLru<MemoryPage>(MEMORY_PAGES_MAX_BYTES, (page) => page.body.byteLength);
