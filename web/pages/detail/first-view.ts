// A detail page's query input: the listing at /{type}/{city}/{slug}, or nothing when the path cannot
// name one (empty or longer than any address; then the page, like the edge, sends the visitor to the list).
import type { BrowsableType } from "@shared/listings/listing-types";
import { CITY_SLUG_MAX, LISTING_SLUG_MAX } from "@shared/listings/listing-limits-schema";
import type { GetInput } from "@shared/listings/listings-schema";
import type { FirstViewRequest } from "@web/lib/first-view";

export function detailQueryInput(type: BrowsableType, params: FirstViewRequest["params"]): GetInput | null {
  const { city, slug } = params;
  if (!city || !slug || city.length > CITY_SLUG_MAX || slug.length > LISTING_SLUG_MAX) return null;
  return { type, city, slug };
}
