// Decides, per request, what the edge serves for a navigation: the HTTP status or a redirect, the page
// metadata for <head> (from the shared builders the app also uses), and the first view's API answers,
// produced by calling the same tRPC procedures the app would call.
import { coffeeCities } from "@shared/catalogue/coffee-cities";
import type { BrowsableType } from "@shared/catalogue/listing";
import { messages } from "@shared/messages";
import { cityMessages } from "@shared/messages/city";
import { searchMessages } from "@shared/messages/search";
import { routeQueries, type RouteDataEntry, type RouteQuery } from "@shared/route-queries";
import { DETAIL_ROUTE_TYPES, LIST_ROUTE_TYPES, matchRoute, type RouteId } from "@shared/routes";
import { listPath } from "@shared/rules/paths";
import {
  BRAND,
  cityMeta,
  coffeeCityMeta,
  coffeeLandingMeta,
  detailMeta,
  homeMeta,
  listMeta,
  submitMeta,
  type PageMeta,
} from "@shared/seo/page-meta";
import type { Province } from "@shared/places/place-types";
import { createContext } from "../trpc/context";
import { appRouter } from "../trpc/router";

export type EdgeMeta = PageMeta | { title: string; noindex: true };

export type EdgePage =
  | {
      kind: "page";
      status: 200 | 404;
      meta: EdgeMeta;
      routeData: RouteDataEntry[];
      /**
       * Render the screen's HTML at the edge (public content pages). Forms, admin and the voting pages
       * (whose first view comes from the browser's stored votes) render in the browser.
       */
      ssr: boolean;
    }
  | { kind: "redirect"; location: string };


const page = (meta: EdgeMeta, routeData: RouteDataEntry[] = [], status: 200 | 404 = 200, ssr = false): EdgePage => ({
  kind: "page",
  status,
  meta,
  routeData,
  ssr,
});
/** A public content page: its HTML is rendered at the edge. */
const contentPage = (meta: EdgeMeta, routeData: RouteDataEntry[], status: 200 | 404 = 200) =>
  page(meta, routeData, status, true);
const plainTitle = (title: string): EdgeMeta => ({ title: `${title} | ${BRAND}`, noindex: true });
const notFound = () => page(plainTitle(messages.notFound.heading), [], 404);

type Caller = ReturnType<typeof appRouter.createCaller>;

function runQuery(caller: Caller, query: RouteQuery): Promise<unknown> {
  switch (query.path) {
    case "listings.home":
      return caller.listings.home();
    case "listings.list":
      return caller.listings.list(query.input);
    case "listings.get":
      return caller.listings.get(query.input);
    case "listings.city":
      return caller.listings.city(query.input);
    case "listings.search":
      return caller.listings.search(query.input);
  }
}

/** `resHeaders` receives what the queries add (outside production, D1's rows read: `X-D1-Rows-Read`). */
export async function resolveEdgePage(url: URL, env: Env, req: Request, resHeaders = new Headers()): Promise<EdgePage> {
  const match = matchRoute(url.pathname);
  if (!match) return notFound();
  const caller = appRouter.createCaller(createContext(env, req, resHeaders));
  const routeData: RouteDataEntry[] = await Promise.all(
    routeQueries(url.pathname, url.searchParams).map(async (query) => ({ ...query, data: await runQuery(caller, query) })),
  );
  return pageFor(match.id, match.params, routeData, url);
}

function pageFor(id: RouteId, params: Record<string, string>, routeData: RouteDataEntry[], url: URL): EdgePage {
  const origin = url.origin;
  const data = routeData[0]?.data;
  switch (id) {
    case "home":
      return contentPage(homeMeta(origin), routeData);
    case "stories":
    case "events":
    case "gems":
    case "shop":
      return contentPage(listMeta(LIST_ROUTE_TYPES[id], origin), routeData);
    case "storyDetail":
    case "eventDetail":
    case "gemDetail":
    case "shopDetail": {
      const type: BrowsableType = DETAIL_ROUTE_TYPES[id];
      const listing = data as Parameters<typeof detailMeta>[0] | null | undefined;
      // Spec: a missing or unknown item sends the visitor to the matching list page.
      if (!listing) return { kind: "redirect", location: listPath(type) };
      return contentPage(detailMeta(listing, origin), routeData);
    }
    case "city": {
      const city = data as { city: string; province: Province } | null | undefined;
      if (!city) return contentPage(plainTitle(cityMessages.notFound), routeData, 404);
      return contentPage(cityMeta(city.city, city.province, origin), routeData);
    }
    case "search": {
      const q = url.searchParams.get("q")?.trim();
      return contentPage(plainTitle(q ? `${searchMessages.resultsFor} "${q.slice(0, 100)}"` : searchMessages.heading), routeData);
    }
    case "coffeeLanding":
      return contentPage(coffeeLandingMeta(coffeeCities, origin), routeData);
    case "coffeeCity": {
      const city = coffeeCities.find((c) => c.slug === params.city);
      return city ? page(coffeeCityMeta(city, origin)) : notFound();
    }
    case "submit":
      return page(submitMeta(origin));
    case "admin":
    case "login":
      // The admin area is not public content: a plain title, not indexed.
      return page(plainTitle(messages.screens[id]));
  }
}
