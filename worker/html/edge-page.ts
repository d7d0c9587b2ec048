// Decides, per request, what the edge serves for a navigation: the HTTP status or a redirect, the page
// metadata for <head> and the first view's query state. The matched route's module (web/pages/<name>/,
// reached through the server-render entry) names the queries and decides from their answers; tRPC's
// server-side helpers run them on the router into a QueryClient, which is then dehydrated into the page.
// The route table with its route modules is resolved once per request: the page cache resolves a
// navigation's route and hands it to the renderer.
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { createServerSideHelpers } from "@trpc/react-query/server";
import { defaultShouldDehydrateQuery, type DehydratedState } from "@tanstack/react-query";
import { messages } from "@shared/i18n/messages";
import * as metaBuilders from "@shared/seo/page-meta";
import { decidePage, plainTitle, type PageOutcome, type PageRoute, loadRoute, routeResolver, type RouteSet } from "@web/app/render-server";
import { publicOrigin } from "../http/public-origin";
import { createContext } from "../trpc/context";
import { appRouter } from "../trpc/router";
import { ROUTES, type RouteId } from "@shared/routing/routes";

/** What the edge serves: a redirect, or a page with the first view's answers (for the server render and the page). */
export type EdgePage = Extract<PageOutcome, { kind: "redirect" }> | (Extract<PageOutcome, { kind: "page" }> & { state: DehydratedState });

/** No such page: the not-found screen, rendered in the browser. */
const notFoundPage = (): Extract<PageOutcome, { kind: "page" }> => ({
  kind: "page",
  status: 404,
  meta: plainTitle(messages.notFound.heading),
  ssr: false,
});

/**
 * `resHeaders` receives what the queries add (outside production, D1's rows read: `X-D1-Rows-Read`).
 * `myCity` is the visitor's validated city cookie (worker/http/my-city.ts): home and lists show it.
 * `route` is the request's route when the page cache has resolved it already.
 */
export async function resolveEdgePage(
  url: URL,
  env: Env,
  req: Request,
  resHeaders = new Headers(),
  myCity: string | null = null,
  route?: PageRoute | null,
): Promise<EdgePage> {
  const found = route === undefined ? await pageRoute(url, myCity) : route;
  const helpers = createServerSideHelpers({ router: appRouter, ctx: createContext(env, req, resHeaders) });
  let decided: PageOutcome;
  try {
    decided = found ? await decidePage(found, helpers, publicOrigin(env, url), metaBuilders) : { kind: "notFound" };
  } catch (error) {
    // A route parameter the API refuses (malformed, out of range) names nothing that exists: 404, never 500.
    if (!(error instanceof TRPCError && getHTTPStatusCodeFromError(error) < 500)) throw error;
    decided = { kind: "notFound" };
  }
  const outcome = decided.kind === "notFound" ? notFoundPage() : decided;
  if (outcome.kind === "redirect") return outcome;
  // Only answers go into the page: a query that failed has already failed the request.
  return { ...outcome, state: helpers.dehydrate({ shouldDehydrateQuery: defaultShouldDehydrateQuery }) };
}

export const APP_ROUTES: RouteSet = { table: ROUTES, load: (id) => loadRoute(id as RouteId) };

export const pageRoute = routeResolver(APP_ROUTES);
