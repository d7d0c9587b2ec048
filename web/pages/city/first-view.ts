// The city page's query input: the city's counts and one page of its tab (?tab=story…, ?page=N), in one
// of its neighbourhoods (?area=) when asked; null when the path names no city.
import { BROWSABLE_TYPES, type BrowsableType } from "@shared/listings/listing-types";
import { whenParam } from "@shared/events/event-whens";
import { pageParam } from "@shared/listings/paging";
import { CITY_NAME_MAX } from "@shared/listings/listing-limits-schema";
import { hasOpeningHours } from "@shared/listings/listing-type-registry";
import { openParam } from "@shared/listings/open-filter";
import type { CityInput } from "@shared/listings/listings-schema";
import type { FirstViewRequest } from "@web/lib/first-view";
import { areaParam } from "@shared/places/neighbourhoods/area-param";

/** The city page's tab from the URL (?tab=story…); none is "All". */
export function cityTab(search: URLSearchParams): BrowsableType | undefined {
  const tab = search.get("tab");
  return (BROWSABLE_TYPES as readonly string[]).includes(tab ?? "") ? (tab as BrowsableType) : undefined;
}

export function cityQueryInput(params: FirstViewRequest["params"], search: URLSearchParams): CityInput | null {
  const city = params.city?.trim();
  if (!city) return null;
  const type = cityTab(search);
  const page = pageParam(search);
  // The Events tab has date filters (?when=); the tabs of types with opening hours have ?open=now.
  const when = type === "event" ? whenParam(search) : undefined;
  const open = type && hasOpeningHours(type) ? openParam(search) : {};
  return {
    city: city.slice(0, CITY_NAME_MAX),
    ...(type ? { type } : {}),
    ...(when ? { when } : {}),
    ...(page > 1 ? { page } : {}),
    ...open,
    ...areaParam(search),
  };
}
