// The nominate page's first view: the ballot's cities as the form's choices, slug and name only (a
// `?city=` the page preselects is one of them or ignored, so it needs nothing more).
import type { FirstViewQueries } from "@web/lib/first-view";

export const nominateFirstView = async (q: FirstViewQueries) => ({ choices: await q.ballots.choices.fetch() });
