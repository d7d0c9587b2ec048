// Which API queries a page needs for its first view, built from its URL. The edge runs them and inlines
// the answers into the HTML; the page asks for the very same inputs, so React Query finds them cached
// and the first view needs no second request.
import { BROWSABLE_TYPES, type BrowsableType } from "./catalogue/listing-types";
import { DETAIL_ROUTE_TYPES, LIST_ROUTE_TYPES, matchRoute } from "./routes";
import type { CityInput, GetInput, ListInput, SearchInput } from "./schemas/listings";
import { CITY_NAME_MAX, SEARCH_QUERY_MAX } from "./schemas/listing-limits";
import { pageParam } from "./rules/pages";

export type RouteQuery =
  | { path: "listings.home"; input: undefined }
  | { path: "listings.list"; input: ListInput }
  | { path: "listings.get"; input: GetInput }
  | { path: "listings.city"; input: CityInput }
  | { path: "listings.search"; input: SearchInput };

/** The route-data entries the edge writes into the page: a query and its answer. */
export type RouteDataEntry = RouteQuery & { data: unknown };

export const ROUTE_DATA_ELEMENT_ID = "route-data";


export function listQueryInput(type: BrowsableType, search: URLSearchParams): ListInput {
  const city = search.get("city")?.trim();
  const page = pageParam(search);
  return {
    type,
    ...(city ? { city: city.slice(0, CITY_NAME_MAX) } : {}),
    ...(page > 1 ? { page } : {}),
  };
}

/** The city page's tab (?tab=story…; none is "All"), from the URL. */
export function cityTab(search: URLSearchParams): BrowsableType | undefined {
  const tab = search.get("tab");
  return (BROWSABLE_TYPES as readonly string[]).includes(tab ?? "") ? (tab as BrowsableType) : undefined;
}

export function cityQueryInput(city: string, search: URLSearchParams): CityInput {
  const type = cityTab(search);
  const page = pageParam(search);
  return { city: city.trim().slice(0, CITY_NAME_MAX), ...(type ? { type } : {}), ...(page > 1 ? { page } : {}) };
}

export function searchQueryInput(search: URLSearchParams): SearchInput {
  const q = (search.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX);
  const city = search.get("city")?.trim();
  const page = pageParam(search);
  return { q, ...(city ? { city: city.slice(0, CITY_NAME_MAX) } : {}), ...(page > 1 ? { page } : {}) };
}

/** A path parameter decoded; null when it is not valid percent-encoding. */
export function decodeParam(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export function routeQueries(pathname: string, search: URLSearchParams): RouteQuery[] {
  const match = matchRoute(pathname);
  if (!match) return [];
  const { id, params } = match;
  if (id === "home") return [{ path: "listings.home", input: undefined }];
  if (id in LIST_ROUTE_TYPES) {
    return [{ path: "listings.list", input: listQueryInput(LIST_ROUTE_TYPES[id as keyof typeof LIST_ROUTE_TYPES], search) }];
  }
  if (id in DETAIL_ROUTE_TYPES) {
    const city = decodeParam(params.city ?? "");
    const slug = decodeParam(params.slug ?? "");
    if (!city || !slug) return [];
    return [{ path: "listings.get", input: { type: DETAIL_ROUTE_TYPES[id as keyof typeof DETAIL_ROUTE_TYPES], city, slug } }];
  }
  if (id === "city") {
    const city = decodeParam(params.city ?? "")?.trim();
    return city ? [{ path: "listings.city", input: cityQueryInput(city, search) }] : [];
  }
  if (id === "search") {
    const input = searchQueryInput(search);
    return input.q ? [{ path: "listings.search", input }] : [];
  }
  return [];
}
