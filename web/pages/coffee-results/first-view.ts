// A season's results page's first view: the city's season ranked (or the reveal day while it hides its
// counts). Null for a city or year with no opened season (a 404).
import { awardResultsInputSchema, type AwardResultsInput } from "@shared/schemas/votes";
import type { FirstViewQueries, FirstViewRequest } from "@web/lib/first-view";

/** The page's results input; null when the path cannot name a season (a 404 without asking). */
export function coffeeResultsInput(params: FirstViewRequest["params"]): AwardResultsInput | null {
  const parsed = awardResultsInputSchema.safeParse({ city: params.city, year: /^\d{4}$/.test(params.year ?? "") ? Number(params.year) : null });
  return parsed.success ? parsed.data : null;
}

export const coffeeResultsFirstView = async (q: FirstViewQueries, { params }: FirstViewRequest) => {
  const input = coffeeResultsInput(params);
  return { results: input ? await q.awards.results.fetch(input) : null };
};
