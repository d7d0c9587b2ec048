// The city page's first view: the city's summary (null for an unknown city, which answers 404).
import { CITY_NAME_MAX } from "@shared/schemas/listing-limits";
import type { CityInput } from "@shared/schemas/listings";
import type { FirstViewQueries, FirstViewRequest } from "@web/lib/first-view";

export function cityQueryInput(params: FirstViewRequest["params"]): CityInput | null {
  const city = params.city?.trim();
  return city ? { city: city.slice(0, CITY_NAME_MAX) } : null;
}

export const cityFirstView = async (q: FirstViewQueries, { params }: FirstViewRequest) => {
  const input = cityQueryInput(params);
  return { city: input ? await q.listings.city.fetch(input) : null };
};
