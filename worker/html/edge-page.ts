// Decides, per request, what the edge serves for a navigation: the HTTP status or a redirect, the page
// metadata for <head> (from the shared builders the app also uses), and the first view's query state.
// The matched route's first-view declaration (next to its page, reached through the server-render entry)
// names the queries; tRPC's server-side helpers run them on the router into a QueryClient, whose answers
// decide status and metadata and are then dehydrated into the page.
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { createServerSideHelpers } from "@trpc/react-query/server";
import { defaultShouldDehydrateQuery, type DehydratedState } from "@tanstack/react-query";
import { messages } from "@shared/messages";
import { cityMessages } from "@shared/messages/city";
import { searchMessages } from "@shared/messages/search";
import {
  DETAIL_ROUTE_TYPES,
  LIST_ROUTE_TYPES,
  ROUTES,
  decodeRouteParams,
  isDetailRoute,
  isListRoute,
  matchRoute,
  type EdgeKind,
  type RouteId,
} from "@shared/routes";
import { activeLocale } from "@shared/i18n/active-locale";
import { localizedPath, pathWithoutLocale } from "@shared/rules/locales";
import { listPath } from "@shared/rules/paths";
import { brandName } from "@shared/seo/brand";
import {
  cityMeta,
  coffeeCityMeta,
  coffeeLandingMeta,
  coffeeResultsMeta,
  detailMeta,
  homeMeta,
  listMeta,
  privacyMeta,
  submitMeta,
  nominateMeta,
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
       * Render the screen's HTML at the edge (public pages, their forms included). The admin area and
       * pages for one person (private links, saved places) render in the browser.
       */
      ssr: boolean;
      /** A page of a cached route whose content changes by the vote (a season's standings while open): not kept. */
      live?: boolean;
    }
  | { kind: "redirect"; location: string };

type Outcome = { kind: "page"; status: 200 | 404; meta: EdgeMeta; ssr: boolean; live?: boolean } | { kind: "redirect"; location: string };
/** A decider's answer: whether the screen renders at the edge is the route's (its descriptor's `render`) unless it says. */
type Decision = { kind: "page"; status: 200 | 404; meta: EdgeMeta; ssr?: boolean; live?: boolean } | { kind: "redirect"; location: string };

const page = (meta: EdgeMeta, status: 200 | 404 = 200): Decision => ({ kind: "page", status, meta });
const plainTitle = (title: string): EdgeMeta => ({ title: `${title} | ${brandName()}`, noindex: true });
/** No such page: the not-found screen, rendered in the browser. */
const notFound = (): Outcome => ({ kind: "page", status: 404, meta: plainTitle(messages.notFound.heading), ssr: false });

type Helpers = ReturnType<typeof createServerSideHelpers<typeof appRouter>>;

/**
 * `resHeaders` receives what the queries add (outside production, D1's rows read: `X-D1-Rows-Read`).
 * `myCity` is the visitor's validated city cookie (worker/http/my-city.ts): home and lists show it.
 */
export async function resolveEdgePage(url: URL, env: Env, req: Request, resHeaders = new Headers(), myCity: string | null = null): Promise<EdgePage> {
  const match = matchRoute(pathWithoutLocale(url.pathname));
  const helpers = createServerSideHelpers({ router: appRouter, ctx: createContext(env, req, resHeaders) });
  let outcome: Outcome;
  try {
    outcome = match ? await decide(match.id, match.params, helpers, url, publicOrigin(env, url), myCity) : notFound();
  } catch (error) {
    // A route parameter the API refuses (malformed, out of range) names nothing that exists: 404, never 500.
    if (!(error instanceof TRPCError && getHTTPStatusCodeFromError(error) < 500)) throw error;
    outcome = notFound();
  }
  if (outcome.kind === "redirect") return outcome;
  // Only answers go into the page: a query that failed has already failed the request.
  return { ...outcome, state: helpers.dehydrate({ shouldDehydrateQuery: defaultShouldDehydrateQuery }) };
}

interface EdgeRequest {
  id: RouteId;
  /** The raw (still URL-encoded) params, and the decoded ones the queries take. */
  raw: Record<string, string>;
  request: { params: Partial<Record<string, string>>; search: URLSearchParams; myCity: string | null };
  q: Helpers;
  url: URL;
  origin: string;
}

/**
 * One decider per edge kind (shared/routes.ts): each runs its first view's queries into the QueryClient
 * (a failure throws, as any server error does: no half-rendered page) and answers the status and
 * metadata from their answers, typed by the router. A kind without a decider does not compile.
 */
const DECIDERS: Record<EdgeKind, (route: EdgeRequest) => Decision | Promise<Decision>> = {
  async list({ id, q, request, origin }) {
    if (!isListRoute(id)) throw new Error(`"${id}" is not a list route`);
    const type = LIST_ROUTE_TYPES[id];
    await FIRST_VIEWS.list(type)(q, request);
    return page(listMeta(type, origin));
  },
  async detail({ id, q, request, origin }) {
    if (!isDetailRoute(id)) throw new Error(`"${id}" is not a detail route`);
    const type = DETAIL_ROUTE_TYPES[id];
    const { listing } = await FIRST_VIEWS.detail(type)(q, request);
    // Spec: a missing or unknown item sends the visitor to the matching list page.
    if (!listing) return { kind: "redirect", location: localizedPath(listPath(type), activeLocale()) };
    return page(detailMeta(listing, origin));
  },
  async home({ q, request, origin }) {
    await FIRST_VIEWS.home(q, request);
    return page(homeMeta(origin));
  },
  async city({ q, request, origin }) {
    const { city } = await FIRST_VIEWS.city(q, request);
    if (!city) return page(plainTitle(cityMessages.notFound), 404);
    return page(cityMeta(city.city, city.province, origin));
  },
  async search({ q, request, url }) {
    await FIRST_VIEWS.search(q, request);
    const term = url.searchParams.get("q")?.trim();
    return page(plainTitle(term ? `${searchMessages.resultsFor} "${term.slice(0, 100)}"` : searchMessages.heading));
  },
  async coffeeLanding({ q, origin }) {
    const { cities } = await FIRST_VIEWS.coffeeLanding(q);
    return page(coffeeLandingMeta(cities, origin));
  },
  async coffeeCity({ q, request, origin }) {
    // Rendered with the ballot and the server's tallies (the live socket takes over in the browser).
    const { city, tally } = await FIRST_VIEWS.coffeeCity(q, request);
    if (!city) return notFound();
    // While the season hides its counts (its final week) the JSON-LD carries none either.
    return page(coffeeCityMeta(city, origin, city.season?.revealsOn ? undefined : tally?.counts));
  },
  async coffeeResults({ q, request, origin }) {
    const { results } = await FIRST_VIEWS.coffeeResults(q, request);
    if (!results) return notFound();
    // While the season is open its standings change with every vote: this answer is not kept by the page cache.
    return { ...page(coffeeResultsMeta(results, origin)), live: !results.closed };
  },
  submit({ origin }) {
    return page(submitMeta(origin));
  },
  async nominate({ q, origin }) {
    await FIRST_VIEWS.nominate(q);
    return page(nominateMeta(origin));
  },
  privacy({ origin }) {
    return page(privacyMeta(origin));
  },
  // The admin area and pages behind private e-mailed links are not public content: a plain title, not indexed.
  private({ id }) {
    const screens = messages.screens;
    const screen = ROUTES[id].screen;
    if (!(screen in screens)) throw new Error(`The screen "${screen}" has no title in messages.screens`);
    return page(plainTitle(screens[screen as keyof typeof screens]));
  },
};

async function decide(id: RouteId, raw: Record<string, string>, q: Helpers, url: URL, origin: string, myCity: string | null): Promise<Outcome> {
  const route = ROUTES[id];
  const request = { params: decodeRouteParams(raw), search: url.searchParams, myCity };
  const decision = await DECIDERS[route.edge]({ id, raw, request, q, url, origin });
  if (decision.kind === "redirect") return decision;
  return { ...decision, ssr: decision.ssr ?? route.render === "edge" };
}
