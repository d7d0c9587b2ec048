// A route module (web/pages/<name>/<name>-route.tsx) as the edge sees it, and what the edge, the page cache
// and the sitemap derive from a route table and its modules. DOM-free: the Worker type-checks against it
// through the server-render entry; tests derive from a table of their own.
import { messages } from "@shared/i18n/messages";
import { decodeRouteParams, routeMatcher, type RouteDescriptor } from "@shared/routing/routes";
import { pathWithoutLocale } from "@shared/i18n/locales";
import { brandName } from "@shared/seo/brand";
import type { PageMeta } from "@shared/seo/page-meta";
import type { FirstViewQueries, FirstViewRequest } from "./first-view";

/** The page metadata builders (shared/seo/page-meta.ts), handed in (edge) or loaded on demand (PageHead) so no screen's chunk carries them. */
export type MetaBuilders = typeof import("@shared/seo/page-meta");

/** A page's <head>: public content's metadata, or a plain title for a page kept out of search engines. */
export type EdgeMeta = PageMeta | { title: string; noindex: true };

/** A page (`live`: a cached route's answer that changes by the vote, not kept), a redirect, or the 404 page. */
export type EdgeDecision =
  { kind: "page"; status: 200 | 404; meta: EdgeMeta; live?: boolean } | { kind: "redirect"; location: string } | { kind: "notFound" };

/** Handed in rather than imported, so a screen's chunk (which holds its route module) carries no edge code. */
export interface EdgeContext {
  /** The matched route's id (every list route shares one module: the id names the type). */
  id: string;
  request: FirstViewRequest;
  /** The public origin, for canonical and absolute URLs. */
  origin: string;
  meta: MetaBuilders;
  /** The page, with its head (a 404 keeps the screen: an unknown city). */
  page: (meta: EdgeMeta, status?: 200 | 404) => EdgeDecision;
  /** A title only, kept out of search engines (search results, unknown cities). */
  plainTitle: (title: string) => EdgeMeta;
  /** The path names nothing that exists: the 404 page. */
  notFound: () => EdgeDecision;
}

export interface EdgeRoute {
  /** "public": the same HTML for every anonymous visitor until content changes (kept); "none": the coffee votes. */
  cache: "public" | "none";
  /** Runs the first view's queries (a failure throws: no half-rendered page), then decides status and head from them. */
  edge?: (q: FirstViewQueries, context: EdgeContext) => EdgeDecision | Promise<EdgeDecision>;
  /** Listed in /sitemap-pages.xml (routes without path parameters; pages per city or season are the sitemap's own). */
  sitemap?: true;
  /**
   * The query parameters its page reads (its first view and its screen), per route id where one module
   * serves several; none when absent. The page cache keys on these alone, so any other parameter
   * (tracking tags, junk) is served the same cached page.
   */
  query?: readonly string[] | ((id: string) => readonly string[]);
  /** The city whose midnight turns the page's events over, as its query asks; default: path's city, ?city=, my city. */
  city?: (request: FirstViewRequest, id: string) => string | undefined;
}

/** A title only, kept out of search engines (search results, unknown cities, private pages). */
export const plainTitle = (title: string): EdgeMeta => ({ title: `${title} | ${brandName()}`, noindex: true });

/** The route of a navigation with its module, resolved once per request (page cache, then renderer). */
export interface PageRoute {
  id: string;
  module: EdgeRoute;
  /** The key of its route module; a private page's title is `messages.screens[id]`, or `[screen]`. */
  screen: string;
  /** A page for one person (shared/routing/routes.ts): rendered in the browser, never cached, indexed or in the sitemap. */
  private: boolean;
  /** The decoded params, the search params and my city, as the first view reads them. */
  request: FirstViewRequest;
}

const PRIVATE_PAGE: EdgeRoute = { cache: "none" };

/** A route table with its route modules: the app's (web/app/route-modules.ts) or a test's. */
export interface RouteSet {
  table: Readonly<Record<string, RouteDescriptor>>;
  load: (id: string) => Promise<EdgeRoute>;
}

/** The route of a URL in any language (`/fr/…` is the same route), or null: a 404. */
export function routeResolver({ table, load }: RouteSet): (url: URL, myCity: string | null) => Promise<PageRoute | null> {
  const match = routeMatcher(table);
  return async (url, myCity) => {
    const found = match(pathWithoutLocale(url.pathname));
    const route = found ? table[found.id] : undefined;
    if (!found || !route) return null;
    return {
      id: found.id,
      // A private page's module is its screen alone, drawn in the browser: the edge never loads it.
      module: route.private ? PRIVATE_PAGE : await load(found.id),
      screen: route.screen,
      private: route.private === true,
      request: { params: decodeRouteParams(found.params), search: url.searchParams, myCity },
    };
  };
}

/** Whether the page cache keeps a route's HTML: public, and the same for every anonymous visitor. */
export const isCachedPage = (route: PageRoute): boolean => !route.private && route.module.cache === "public";

/** The query parameters a route's page reads (its module's `query`). */
export function routeQueryNames({ id, module }: PageRoute): readonly string[] {
  return typeof module.query === "function" ? module.query(id) : (module.query ?? []);
}

/** The city whose local date the page's HTML depends on (the page cache keys on that date). */
export function pageCity({ id, module, request }: PageRoute): string | undefined {
  if (module.city) return module.city(request, id);
  return request.params.city ?? request.search.get("city") ?? request.myCity ?? undefined;
}

/** What the edge serves for a route: its module's decision, rendered at the edge, or a private page's plain title. */
export type PageOutcome = Exclude<EdgeDecision, { kind: "page" }> | (Extract<EdgeDecision, { kind: "page" }> & { ssr: boolean });

export async function decidePage(route: PageRoute, q: FirstViewQueries, origin: string, meta: MetaBuilders): Promise<PageOutcome> {
  if (route.private) {
    const { screens } = messages;
    // The route's own title where routes share a screen (the newsletter's three pages), else the screen's.
    const title = [route.id, route.screen].find((name): name is keyof typeof screens => name in screens);
    if (!title) throw new Error(`The route "${route.id}" has no title in messages.screens`);
    return { kind: "page", status: 200, meta: plainTitle(screens[title]), ssr: false };
  }
  if (!route.module.edge) throw new Error(`The public route "${route.id}" has no edge step in its route module`);
  const decision = await route.module.edge(q, {
    id: route.id,
    request: route.request,
    origin,
    meta,
    page: (pageMeta, status = 200) => ({ kind: "page", status, meta: pageMeta }),
    plainTitle,
    notFound: () => ({ kind: "notFound" }),
  });
  return decision.kind === "page" ? { ...decision, ssr: true } : decision;
}

/** The sitemap's pages that are routes of their own: every public route without parameters whose module lists it. */
export async function sitemapRoutePaths({ table, load }: RouteSet): Promise<string[]> {
  const candidates = Object.entries(table).filter(([, route]) => !route.private && !route.pattern.includes(":"));
  const listed = await Promise.all(candidates.map(async ([id, route]) => ((await load(id)).sitemap ? route.pattern : null)));
  return listed.filter((path) => path !== null);
}
