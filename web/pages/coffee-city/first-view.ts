// A city voting page's first view: the server's tally for the city (counts, and this voter's votes), so
// the edge renders the cards with their counts and the votes store starts from it without a request.
// Null for a slug that is not one of the five coffee cities (the page is a 404).
import { coffeeCities } from "@shared/catalogue/coffee-cities";
import type { VoteTallyInput } from "@shared/schemas/votes";
import type { FirstViewQueries, FirstViewRequest } from "@web/lib/first-view";

export function coffeeTallyInput(params: FirstViewRequest["params"]): VoteTallyInput | null {
  const city = coffeeCities.find((c) => c.slug === params.city);
  return city ? { city: city.slug } : null;
}

export const coffeeCityFirstView = async (q: FirstViewQueries, { params }: FirstViewRequest) => {
  const input = coffeeTallyInput(params);
  return { tally: input ? await q.votes.tally.fetch(input) : null };
};
