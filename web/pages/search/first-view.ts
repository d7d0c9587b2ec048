// The search page's query input: one page of the results for ?q= (and ?city=, ?page=N).
import { pageParam } from "@shared/rules/pages";
import { CITY_NAME_MAX, SEARCH_QUERY_MAX } from "@shared/schemas/listing-limits";
import type { SearchInput } from "@shared/schemas/listings";

export function searchQueryInput(search: URLSearchParams): SearchInput {
  const q = (search.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX);
  const city = search.get("city")?.trim();
  const page = pageParam(search);
  return { q, ...(city ? { city: city.slice(0, CITY_NAME_MAX) } : {}), ...(page > 1 ? { page } : {}) };
}
