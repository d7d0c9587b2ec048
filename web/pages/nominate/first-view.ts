// The nominate page's first view: the cities on the ballot, the form's city choices (a `?city=` the
// page preselects is one of them or ignored, so it needs nothing more).
import type { FirstViewQueries } from "@web/lib/first-view";

export const nominateFirstView = async (q: FirstViewQueries) => ({ cities: await q.ballots.cities.fetch() });
