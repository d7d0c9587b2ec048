// A list page's first view: the cards of its type, filtered by ?city= when present.
import type { BrowsableType } from "@shared/catalogue/listing-types";
import { CITY_NAME_MAX } from "@shared/schemas/listing-limits";
import type { ListInput } from "@shared/schemas/listings";
import type { FirstViewQueries, FirstViewRequest } from "@web/lib/first-view";

export function listQueryInput(type: BrowsableType, search: URLSearchParams): ListInput {
  const city = search.get("city")?.trim();
  return city ? { type, city: city.slice(0, CITY_NAME_MAX) } : { type };
}

export const listFirstView =
  (type: BrowsableType) =>
  async (q: FirstViewQueries, { search }: FirstViewRequest) => ({
    listings: await q.listings.list.fetch(listQueryInput(type, search)),
  });
