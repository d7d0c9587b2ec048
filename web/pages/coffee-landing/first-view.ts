// The coffee landing page's first view: the cities on the ballot.
import type { FirstViewQueries } from "@web/lib/first-view";

export const coffeeLandingFirstView = async (q: FirstViewQueries) => ({ cities: await q.ballots.cities.fetch() });
