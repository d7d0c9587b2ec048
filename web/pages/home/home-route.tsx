// The home page (/): the featured and trending selections, for my city when one is chosen.
import type { RouteModule } from "@web/app/define-route";
import { homeQueryInput } from "./first-view";
import HomePage from "./home-page";

export default {
  Screen: HomePage,
  cache: "public",
  sitemap: true,
  async edge(q, { request, origin, meta, page }) {
    await q.listings.home.fetch(homeQueryInput(request.myCity));
    return page(meta.homeMeta(origin));
  },
} satisfies RouteModule;
