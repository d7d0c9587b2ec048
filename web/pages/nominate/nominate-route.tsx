// The nomination form (/best-coffee-shops/nominate): the ballot's cities as its choices, slug and name
// only (a `?city=` the page preselects is one of them or ignored, so it needs nothing more).
import type { RouteModule } from "@web/app/define-route";
import NominatePage from "./nominate-page";

export default {
  Screen: NominatePage,
  cache: "public",
  // ?city= preselects one of the form's cities.
  query: ["city"],
  async edge(q, { origin, meta, page }) {
    await q.ballots.choices.fetch();
    return page(meta.nominateMeta(origin));
  },
} satisfies RouteModule;
