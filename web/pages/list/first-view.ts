// A list page's query input: one page of the cards of its type, filtered by ?city= when present, else
// by my city when one is chosen (?city=all: every city); for events by ?when=, for the shop list by a
// valid ?category=; with a city, by its neighbourhood (?area=); at ?page=N when asked.
import type { BrowsableType } from "@shared/listings/listing-types";
import { whenParam } from "@shared/events/event-whens";
import { pageParam } from "@shared/listings/paging";
import { CITY_NAME_MAX } from "@shared/listings/listing-limits-schema";
import { hasOpeningHours } from "@shared/listings/listing-type-registry";
import { openParam } from "@shared/listings/open-filter";
import type { ListInput } from "@shared/listings/listings-schema";
import { ALL_CITIES_PARAM } from "@shared/places/my-city-cookie";
import { categoryParam } from "@shared/places/business-categories";
import { areaParam } from "@shared/places/neighbourhoods/area-param";

export function listQueryInput(type: BrowsableType, search: URLSearchParams, myCity: string | null): ListInput {
  const param = search.get("city")?.trim();
  const city = param === ALL_CITIES_PARAM ? undefined : (param ?? myCity ?? undefined);
  const page = pageParam(search);
  // Only event lists have date filters (?when=).
  const when = type === "event" ? whenParam(search) : undefined;
  return {
    type,
    ...(city ? { city: city.slice(0, CITY_NAME_MAX) } : {}),
    ...(when ? { when } : {}),
    ...(page > 1 ? { page } : {}),
    ...(hasOpeningHours(type) ? openParam(search) : {}),
    // Only the shop list has categories; an unknown one is ignored (as the edge cache's key ignores it).
    ...(type === "shop" ? categoryParam(search) : {}),
    // A neighbourhood is one city's: without a city it is ignored.
    ...(city ? areaParam(search) : {}),
  };
}
