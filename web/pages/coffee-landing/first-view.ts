// The coffee landing page's first view: the cities on the ballot and the past winners.
import type { FirstViewQueries } from "@web/lib/first-view";

export const coffeeLandingFirstView = async (q: FirstViewQueries) => {
  const [cities, winners] = await Promise.all([q.ballots.cities.fetch(), q.awards.winners.fetch()]);
  return { cities, winners };
};
