// The home page's first view: the featured and trending selections, for my city when one is chosen.
import type { HomeInput } from "@shared/schemas/listings";
import type { FirstViewQueries, FirstViewRequest } from "@web/lib/first-view";

/** No input without my city: the spec's picks, under the query key pages have always used. */
export const homeQueryInput = (myCity: string | null): HomeInput | undefined => (myCity ? { city: myCity } : undefined);

export const homeFirstView = async (q: FirstViewQueries, { myCity }: FirstViewRequest) => ({
  home: await q.listings.home.fetch(homeQueryInput(myCity)),
});
