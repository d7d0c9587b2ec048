// The home page's query input: the featured and trending selections, for my city when one is chosen.
import type { HomeInput } from "@shared/listings/listings-schema";

/** No input without my city: the spec's picks, under the query key pages have always used. */
export const homeQueryInput = (myCity: string | null): HomeInput | undefined => (myCity ? { city: myCity } : undefined);
