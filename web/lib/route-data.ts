// Seeds React Query with the API answers the edge inlined into the HTML, so the first view renders
// at once with no second request. Keys are tRPC's own, so pages' useQuery calls find them.
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

export function primeRouteData(queryClient: QueryClient): void {
  const element = document.getElementById(ROUTE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    const entries = JSON.parse(element.textContent) as RouteDataEntry[];
    for (const entry of entries) queryClient.setQueryData(keyFor(entry), entry.data);
  } catch (error) {
    // Bad inlined data only costs a request: the page fetches what it needs.
    console.error("Ignoring unreadable route data", error);
  }
  element.remove();
}
