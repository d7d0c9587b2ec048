// The search page's query input: one page of the results for ?q= (and ?city=, ?page=N); with ?near=, the
// results around a point ("Search this area" on its map).
import { pageParam } from "@shared/listings/paging";
import { CITY_NAME_MAX, SEARCH_QUERY_MAX } from "@shared/listings/listing-limits-schema";
import type { SearchInput } from "@shared/listings/listings-schema";
import type { NearPoint } from "@shared/places/near-param";

export function searchQueryInput(search: URLSearchParams): SearchInput {
  const q = (search.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX);
  const city = search.get("city")?.trim();
  const page = pageParam(search);
  return { q, ...(city ? { city: city.slice(0, CITY_NAME_MAX) } : {}), ...(page > 1 ? { page } : {}) };
}

/** The search's matches around a ?near= point: its words and city, the point and radius. */
export function searchNearInput(input: SearchInput, near: NearPoint) {
  return { ...near, q: input.q, ...(input.city ? { city: input.city } : {}) };
}
