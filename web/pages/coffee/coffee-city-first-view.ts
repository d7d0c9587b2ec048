// A city voting page's ballot input (its texts and shops), from the path.
import type { BallotCityInput } from "@shared/voting/votes-schema";
import type { FirstViewRequest } from "@web/lib/first-view";

/** The page's ballot input; null for a missing slug. */
export function coffeeCityInput(params: FirstViewRequest["params"]): BallotCityInput | null {
  return params.city ? { city: params.city } : null;
}
