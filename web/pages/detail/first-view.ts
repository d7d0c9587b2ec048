// A detail page's first view: the listing at /{type}/{city}/{slug}, or nothing when the path cannot
// name one (then the page, like the edge, sends the visitor to the list).
import type { BrowsableType } from "@shared/catalogue/listing-types";
import type { GetInput } from "@shared/schemas/listings";
import type { FirstViewQueries, FirstViewRequest } from "@web/lib/first-view";

export function detailQueryInput(type: BrowsableType, params: FirstViewRequest["params"]): GetInput | null {
  const { city, slug } = params;
  return city && slug ? { type, city, slug } : null;
}

export const detailFirstView =
  (type: BrowsableType) =>
  async (q: FirstViewQueries, { params }: FirstViewRequest) => {
    const input = detailQueryInput(type, params);
    return { listing: input ? await q.listings.get.fetch(input) : null };
  };
