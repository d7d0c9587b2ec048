// A city voting page's first view: the city from the ballot (its texts and shops) and the server's tally
// (counts, and this voter's votes), so the edge renders the cards with their counts and the votes store
// starts from it without a request. The city is null for a slug that is not on the ballot (a 404).
import type { BallotCityInput } from "@shared/schemas/votes";
import type { FirstViewQueries, FirstViewRequest } from "@web/lib/first-view";

/** The page's ballot input; null for a missing slug. */
export function coffeeCityInput(params: FirstViewRequest["params"]): BallotCityInput | null {
  return params.city ? { city: params.city } : null;
}

export const coffeeCityFirstView = async (q: FirstViewQueries, { params }: FirstViewRequest) => {
  const input = coffeeCityInput(params);
  const city = input ? await q.ballots.city.fetch(input) : null;
  return { city, tally: city ? await q.votes.tally.fetch({ city: city.slug }) : null };
};
