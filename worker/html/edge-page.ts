// Decides, per request, what the edge serves for a navigation: the HTTP status or a redirect, the page
// metadata for <head> (from the shared builders the app also uses), and the first view's query state.
// The matched route's first-view declaration (next to its page, reached through the server-render entry)
// names the queries; tRPC's server-side helpers run them on the router into a QueryClient, whose answers
// decide status and metadata and are then dehydrated into the page.
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { createServerSideHelpers } from "@trpc/react-query/server";
import { defaultShouldDehydrateQuery, type DehydratedState } from "@tanstack/react-query";
import { coffeeCities } from "@shared/catalogue/coffee-cities";
import { messages } from "@shared/messages";
import { cityMessages } from "@shared/messages/city";
import { searchMessages } from "@shared/messages/search";
import {
  DETAIL_ROUTE_TYPES,
  LIST_ROUTE_TYPES,
  decodeRouteParams,
  isDetailRoute,
  isListRoute,
  matchRoute,
  type RouteId,
} from "@shared/routes";
import { activeLocale } from "@shared/i18n/active-locale";
import { localizedPath, pathWithoutLocale } from "@shared/rules/locales";
import { listPath } from "@shared/rules/paths";
import {
  brandName,
  cityMeta,
  coffeeCityMeta,
  coffeeLandingMeta,
  detailMeta,
  homeMeta,
  listMeta,
  submitMeta,
  type PageMeta,
} from "@shared/seo/page-meta";
import { FIRST_VIEWS } from "@web/app/render-server";
import { publicOrigin } from "../http/public-origin";
import { createContext } from "../trpc/context";
import { appRouter } from "../trpc/router";

export type EdgeMeta = PageMeta | { title: string; noindex: true };

export type EdgePage =
  | {
      kind: "page";
      status: 200 | 404;
      meta: EdgeMeta;
      /** The first view's answers, for the server render and the page (empty when it has none). */
      state: DehydratedState;
      /**
       * Render the screen's HTML at the edge (public content pages). Forms, admin and the voting pages
       * (whose first view comes from the browser's stored votes) render in the browser.
       */
      ssr: boolean;
    }
  | { kind: "redirect"; location: string };

type Outcome = { kind: "page"; status: 200 | 404; meta: EdgeMeta; ssr: boolean } | { kind: "redirect"; location: string };

const page = (meta: EdgeMeta, status: 200 | 404 = 200, ssr = false): Outcome => ({ kind: "page", status, meta, ssr });
/** A public content page: its HTML is rendered at the edge. */
const contentPage = (meta: EdgeMeta, status: 200 | 404 = 200) => page(meta, status, true);
const plainTitle = (title: string): EdgeMeta => ({ title: `${title} | ${brandName()}`, noindex: true });
const notFound = () => page(plainTitle(messages.notFound.heading), 404);

type Helpers = ReturnType<typeof createServerSideHelpers<typeof appRouter>>;

/** `resHeaders` receives what the queries add (outside production, D1's rows read: `X-D1-Rows-Read`). */
export async function resolveEdgePage(url: URL, env: Env, req: Request, resHeaders = new Headers()): Promise<EdgePage> {
  const match = matchRoute(pathWithoutLocale(url.pathname));
  const helpers = createServerSideHelpers({ router: appRouter, ctx: createContext(env, req, resHeaders) });
  let outcome: Outcome;
  try {
    outcome = match ? await decide(match.id, match.params, helpers, url, publicOrigin(env, url)) : notFound();
  } catch (error) {
    // A route parameter the API refuses (malformed, out of range) names nothing that exists: 404, never 500.
    if (!(error instanceof TRPCError && getHTTPStatusCodeFromError(error) < 500)) throw error;
    outcome = notFound();
  }
  if (outcome.kind === "redirect") return outcome;
  // Only answers go into the page: a query that failed has already failed the request.
  return { ...outcome, state: helpers.dehydrate({ shouldDehydrateQuery: defaultShouldDehydrateQuery }) };
}

async function decide(id: RouteId, params: Record<string, string>, q: Helpers, url: URL, origin: string): Promise<Outcome> {
  const request = { params: decodeRouteParams(params), search: url.searchParams };
  // Each declaration runs its queries into the QueryClient (a failure throws, as any server error
  // does: no half-rendered page) and hands back the answers, typed by the router.
  if (isListRoute(id)) {
    const type = LIST_ROUTE_TYPES[id];
    await FIRST_VIEWS.list(type)(q, request);
    return contentPage(listMeta(type, origin));
  }
  if (isDetailRoute(id)) {
    const type = DETAIL_ROUTE_TYPES[id];
    const { listing } = await FIRST_VIEWS.detail(type)(q, request);
    // Spec: a missing or unknown item sends the visitor to the matching list page.
    if (!listing) return { kind: "redirect", location: localizedPath(listPath(type), activeLocale()) };
    return contentPage(detailMeta(listing, origin));
  }
  switch (id) {
    case "home":
      await FIRST_VIEWS.home(q);
      return contentPage(homeMeta(origin));
    case "city": {
      const { city } = await FIRST_VIEWS.city(q, request);
      if (!city) return contentPage(plainTitle(cityMessages.notFound), 404);
      return contentPage(cityMeta(city.city, city.province, origin));
    }
    case "search": {
      await FIRST_VIEWS.search(q, request);
      const term = url.searchParams.get("q")?.trim();
      return contentPage(plainTitle(term ? `${searchMessages.resultsFor} "${term.slice(0, 100)}"` : searchMessages.heading));
    }
    case "coffeeLanding":
      return contentPage(coffeeLandingMeta(coffeeCities, origin));
    case "coffeeCity": {
      const city = coffeeCities.find((c) => c.slug === params.city);
      if (!city) return notFound();
      // Rendered with the server's tallies (the live socket takes over in the browser).
      const { tally } = await FIRST_VIEWS.coffeeCity(q, request);
      return contentPage(coffeeCityMeta(city, origin, tally?.counts));
    }
    case "submit":
      return page(submitMeta(origin));
    case "admin":
    case "login":
    case "submissionStatus":
    case "newsletterConfirm":
    case "newsletterUnsubscribe":
      // The admin area and pages behind private e-mailed links are not public content: a plain title,
      // not indexed.
      return page(plainTitle(messages.screens[id]));
  }
}
