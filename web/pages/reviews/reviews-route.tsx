// /reviews/how-it-works: public, indexed, the same for everyone (a reviewer's own review shows above the
// rules, from the token in the address's fragment, once hydrated).
import type { RouteModule } from "@web/app/define-route";
import ReviewsPage from "./reviews-page";

export default {
  Screen: ReviewsPage,
  cache: "public",
  sitemap: true,
  edge: (_q, { origin, meta, page }) => page(meta.reviewsMeta(origin)),
} satisfies RouteModule;
