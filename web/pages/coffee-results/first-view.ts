// A season's results page's first view: the city's season ranked (or the reveal day while it hides its
// counts). Null for a city or year with no opened season (a 404).
import type { AwardResultsInput } from "@shared/schemas/votes";
import type { FirstViewQueries, FirstViewRequest } from "@web/lib/first-view";

/**
 * The page's results input; null when the path cannot name a season. Only the year's shape is checked
 * here (the schema itself, with zod, would weigh on every page's first load: this file is in the common
 * chunk); the server validates the whole input, and a refusal is a 404 at the edge.
 */
export function coffeeResultsInput(params: FirstViewRequest["params"]): AwardResultsInput | null {
  const { city, year } = params;
  return city && year && /^\d{4}$/.test(year) ? { city, year: Number(year) } : null;
}

export const coffeeResultsFirstView = async (q: FirstViewQueries, { params }: FirstViewRequest) => {
  const input = coffeeResultsInput(params);
  return { results: input ? await q.awards.results.fetch(input) : null };
};
