// A season's results page's query input, from the path.
import type { AwardResultsInput } from "@shared/voting/votes-schema";
import type { FirstViewRequest } from "@web/lib/first-view";

/**
 * The page's results input; null when the path cannot name a season. Only the year's shape is checked
 * here (the schema itself, with zod, would weigh on every page's first load: this file is in the common
 * chunk); the server validates the whole input, and a refusal is a 404 at the edge.
 */
export function coffeeResultsInput(params: FirstViewRequest["params"]): AwardResultsInput | null {
  const { city, year } = params;
  return city && year && /^\d{4}$/.test(year) ? { city, year: Number(year) } : null;
}
