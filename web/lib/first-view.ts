// What a route module's first view reads (web/lib/route-module.ts): the route's parameters, search
// parameters and my city, and the router's queries. The edge runs a module's queries with tRPC's
// server-side helpers, on the router into a QueryClient under the router's own keys; the answers come
// back typed by the router. A page builds its inputs with the same functions as its route module (its
// folder's `first-view.ts`), so the two can never ask for different things.
// Types only: nothing here (or in a declaration) may pull server code into the browser.
import type { createServerSideHelpers } from "@trpc/react-query/server";
import type { AppRouter } from "@worker/trpc/router";

/** The router's queries as tRPC's server-side helpers expose them (`q.listings.get.fetch(input)`). */
export type FirstViewQueries = ReturnType<typeof createServerSideHelpers<AppRouter>>;

export interface FirstViewRequest {
  /** Path parameters, decoded; a parameter that is not valid percent-encoding is absent. */
  params: Readonly<Partial<Record<string, string>>>;
  search: URLSearchParams;
  /** My city: the visitor's chosen city (the edge's validated cookie, the browser's selection), or null. */
  myCity: string | null;
}
