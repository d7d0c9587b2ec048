// The submission form (/submit): rendered at the edge, indexed, the same for everyone.
import type { RouteModule } from "@web/app/define-route";
import SubmitPage from "./submit-page";

export default {
  Screen: SubmitPage,
  cache: "public",
  sitemap: true,
  edge: (_q, { origin, meta, page }) => page(meta.submitMeta(origin)),
} satisfies RouteModule;
