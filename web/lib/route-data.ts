// Seeds React Query with the API answers the edge produced for this page, so the first view (server
// rendered, then hydrated) needs no second request. Keys are tRPC's own, so pages' useQuery finds them.
import type { QueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { ROUTE_DATA_ELEMENT_ID, type RouteDataEntry } from "@shared/route-queries";
import { trpc } from "./trpc";

function keyFor(entry: RouteDataEntry) {
  switch (entry.path) {
    case "listings.home":
      return getQueryKey(trpc.listings.home, undefined, "query");
    case "listings.list":
      return getQueryKey(trpc.listings.list, entry.input, "query");
    case "listings.get":
      return getQueryKey(trpc.listings.get, entry.input, "query");
    case "listings.city":
      return getQueryKey(trpc.listings.city, entry.input, "query");
    case "listings.search":
      return getQueryKey(trpc.listings.search, entry.input, "query");
  }
}

export function seedQueries(queryClient: QueryClient, entries: readonly RouteDataEntry[]): void {
  for (const entry of entries) queryClient.setQueryData(keyFor(entry), entry.data);
}

/** The entries the edge inlined into this page, read once (the element is removed). */
export function takeInlinedRouteData(): RouteDataEntry[] {
  const element = document.getElementById(ROUTE_DATA_ELEMENT_ID);
  if (!element?.textContent) return [];
  element.remove();
  try {
    return JSON.parse(element.textContent) as RouteDataEntry[];
  } catch (error) {
    // Bad inlined data only costs a request: the page fetches what it needs.
    console.error("Ignoring unreadable route data", error);
    return [];
  }
}
