// Public pages from the Workers Cache API. A public page's HTML is the same for every anonymous visitor
// until content changes, so it is rendered once per content version and served from caches.default
// after that: no React render, and no I/O at all while the isolate holds the page and a fresh version
// (worker/cache/content-version.ts, worker/cache/memory-pages.ts).
//
// The key holds everything the HTML depends on: the build (a deploy changes the asset names the HTML
// points at), the content version (D1 `content_version`, bumped by triggers in the same transaction as
// any change to `listings`: approval, edit, unpublish, seed, an event moved on by the Cron Trigger), the
// local date of the page's city (upcoming events and date windows turn over at its midnight), the public
// origin (canonical URLs), my city (the validated city cookie: the header names it, home and lists show
// its listings; one variant per known city plus "none", never one per visitor), the language, the path
// and its query. A change is therefore visible as soon as the version is read again
// (at once through this isolate, within VERSION_FRESH_MS elsewhere), with nothing to purge: old
// entries are simply never asked for again and expire.
//
// Requests with a session cookie bypass the cache (admins see what they just did, and nothing personal
// is ever stored). Which pages are cached is each route module's `cache`: the coffee voting
// pages are not (their counts change with every vote, and their first view carries the visitor's own votes). If D1 cannot be read, the last page cached for that
// URL is served: stale is better than an error page.
import type { MiddlewareHandler } from "hono";
import * as clock from "@shared/time/clock";
import { cityDay } from "@shared/time/city-day";
import { listZone } from "@shared/time/event-occurrences";
import { SESSION_COOKIE } from "../features/auth/session-cookie";
import { requestMyCity } from "../http/my-city";
import { publicOrigin } from "../http/public-origin";
import { cookieName } from "../http/signed-cookies";
import { openNowKeyPart } from "../features/hours/open-now-cache";
import { currentContentVersion } from "./content-version";
import { keyedQuery } from "./keyed-query";
import { isCachedPage, pageCity, type PageRoute } from "@web/app/render-server";
import { pageRoute } from "../html/page-route";
import { gzipped, memoryPages, type MemoryPage } from "./memory-pages";

/** The only language so far; part of the key so a French page can never be served for an English one. */
const LANGUAGE = "en";

/** Browsers: briefly fresh, then revalidated in the background while the cached copy shows. */
export const BROWSER_CACHE_CONTROL = "public, max-age=10, stale-while-revalidate=60";
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
 * Events whose occurrence ends during the day move the content version through the Cron Trigger's writes.
 */
const pageDay = (route: PageRoute): string => cityDay(clock.nowMs(), listZone(pageCity(route)));

/** Keys live under a host of their own, so they can never collide with a real URL. */
function cacheKey(origin: string, url: URL, version: number | "latest", myCity: string | null, day = "", minute = ""): string {
  const sorted = keyedQuery(url);
  const query = sorted ? `?${sorted}` : "";
  const city = myCity ? encodeURIComponent(myCity) : "-";
  return `https://page-cache.invalid/${BUILD_ID}/${version}/${day}${minute}/${LANGUAGE}/${city}/${encodeURIComponent(origin)}${url.pathname}${query}`;
}

const SESSION_COOKIE_NAMES = [SESSION_COOKIE, cookieName(SESSION_COOKIE, true)];

function hasSession(request: Request): boolean {
  const cookies = request.headers.get("Cookie");
  if (!cookies) return false;
  return cookies.split(";").some((pair) => SESSION_COOKIE_NAMES.includes(pair.trim().split("=", 1)[0]!));
}

/** Whether a page's HTML is the same for every anonymous visitor (its route module's cache policy). */
const cacheable = (request: Request, route: PageRoute | null): route is PageRoute =>
  request.method === "GET" && route !== null && isCachedPage(route) && !hasSession(request);

/** A response as browsers get it: short caching, how it was served, and what it varies on. */
function served(body: BodyInit | null, init: { status: number; headers: HeadersInit }, how: "HIT" | "MISS" | "STALE"): Response {
  const response = new Response(body, init);
  markServed(response.headers, how);
  return response;
}

function markServed(headers: Headers, how: "HIT" | "MISS" | "STALE"): void {
  browserHeaders(headers);
  headers.set(PAGE_CACHE_HEADER, how);
}

function browserHeaders(headers: Headers): Headers {
  headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
  // The same URL answers a different page to a logged-in admin, and gzipped bytes only to browsers
  // that asked for them.
  headers.append("Vary", "Cookie, Accept-Encoding");
  return headers;
}

/** A kept page: its gzipped bytes as they are for a browser that accepts gzip, else the HTML. */
function fromMemory(page: MemoryPage, request: Request, how: "HIT" | "MISS"): Response {
  const gzip = request.headers.get("Accept-Encoding")?.includes("gzip");
  // The headers were made once, when the page was kept: copying a Headers object costs a hit far less
  // than building one from the stored pairs and then setting four more.
  const response = gzip
    ? new Response(page.gzip, { status: page.status, headers: page.gzipHeaders, encodeBody: "manual" })
    : new Response(page.body, { status: page.status, headers: page.plainHeaders });
  response.headers.set(PAGE_CACHE_HEADER, how);
  return response;
}

/**
 * Keeps a page in this isolate's memory, gzipped once. The first answer already sends those bytes, so
 * a browser's miss costs one compression, as it did when workerd compressed every answer.
 */
async function remember(key: string, page: { body: ArrayBuffer; status: number; headers: [string, string][] }): Promise<MemoryPage> {
  const gzipHeaders = browserHeaders(new Headers(page.headers));
  gzipHeaders.set("Content-Encoding", "gzip");
  const entry: MemoryPage = {
    body: page.body,
    gzip: await gzipped(page.body),
    status: page.status,
    plainHeaders: browserHeaders(new Headers(page.headers)),
    gzipHeaders,
  };
  memoryPages.set(key, entry);
  return entry;
}

/**
 * Pages being fetched from the Cache API or rendered in this isolate, by key. A page's key changes at
 * once for every visitor (a new content version, the next minute on pages with "Open now" cards), and
 * each request that missed would otherwise render the same page again: under load a minute's turn cost
 * one render per open connection. The first request does the work; the others wait for its page.
 * Resolves null when the page is not kept (a 404, a live page, a failed render): each then renders its own.
 */
const inFlight = new Map<string, Render>();

/** A fetch-or-render under way: since when, and the page it keeps (null when it keeps none). */
interface Render {
  since: number;
  page: Promise<MemoryPage | null>;
}

/**
 * How long a visitor waits on another request's render before rendering the page itself. That request
 * may never finish (its visitor went away and the runtime cancelled it): its entry is then ignored.
 */
const RENDER_WAIT_MS = 1_000;

/** The page another request is rendering, or null when it is not kept or took too long. */
async function renderedByAnother(pending: Render): Promise<MemoryPage | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), RENDER_WAIT_MS - (Date.now() - pending.since))));
  try {
    return await Promise.race([pending.page, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The request's route, resolved here once and handed to the renderer (worker/html/render-page.ts). */
export type PageEnv = { Bindings: Env; Variables: { pageRoute: PageRoute | null } };

export const pageCache: MiddlewareHandler<PageEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  const myCity = requestMyCity(c.req.raw);
  const route = await pageRoute(url, myCity);
  c.set("pageRoute", route);
  if (!cacheable(c.req.raw, route)) {
    await next();
    if (c.req.method === "GET") c.res.headers.set(PAGE_CACHE_HEADER, "BYPASS");
    return;
  }
  const cache = caches.default;
  const origin = publicOrigin(c.env, url);
  let version: number;
  try {
    version = await currentContentVersion(c.env.DB);
  } catch (error) {
    const last = await cache.match(cacheKey(origin, url, "latest", myCity));
    if (last) {
      console.error("The content version is unreadable; serving the last cached copy of the page", error);
      return served(last.body, last, "STALE");
    }
    // Nothing cached: render as usual (which answers the 503 page while D1 is down).
    await next();
    return;
  }
  const key = cacheKey(origin, url, version, myCity, pageDay(route), openNowKeyPart(url, route.id));
  const inMemory = memoryPages.get(key);
  if (inMemory) return fromMemory(inMemory, c.req.raw, "HIT");
  const pending = inFlight.get(key);
  if (pending && Date.now() - pending.since < RENDER_WAIT_MS) {
    const page = await renderedByAnother(pending);
    if (page) return fromMemory(page, c.req.raw, "HIT");
    await next();
    return;
  }
  let settle: (page: MemoryPage | null) => void = () => {};
  const mine: Render = { since: Date.now(), page: new Promise((resolve) => (settle = resolve)) };
  inFlight.set(key, mine);
  let kept: MemoryPage | null = null;
  try {
    const hit = await cache.match(key);
    if (hit) {
      kept = await remember(key, { body: await hit.arrayBuffer(), status: hit.status, headers: [...hit.headers] });
      return fromMemory(kept, c.req.raw, "HIT");
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
    kept = await remember(key, { body, status: stored.status, headers: [...stored.headers] });
    c.executionCtx.waitUntil(Promise.all([cache.put(key, stored.clone()), cache.put(cacheKey(origin, url, "latest", myCity), stored)]));
    // Let the rendered answer go first: Hono's setter would copy its headers (no-cache) over the page's.
    c.res = undefined;
    c.res = fromMemory(kept, c.req.raw, "MISS");
  } finally {
    if (inFlight.get(key) === mine) inFlight.delete(key);
    settle(kept);
  }
};
