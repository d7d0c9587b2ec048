// The coffee landing page (/best-coffee-shops): the cities on the ballot and the past winners.
import type { RouteModule } from "@web/app/define-route";
import CoffeeLandingPage from "./coffee-landing-page";

export default {
  Screen: CoffeeLandingPage,
  cache: "public",
  sitemap: true,
  async edge(q, { origin, meta, page }) {
    const [cities] = await Promise.all([q.ballots.cities.fetch(), q.awards.winners.fetch()]);
    return page(meta.coffeeLandingMeta(cities, origin));
  },
} satisfies RouteModule;
