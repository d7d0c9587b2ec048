// The privacy policy (/privacy): public, indexed, the same for everyone.
import type { RouteModule } from "@web/app/define-route";
import PrivacyPage from "./privacy-page";

export default {
  Screen: PrivacyPage,
  cache: "public",
  sitemap: true,
  edge: (_q, { origin, meta, page }) => page(meta.privacyMeta(origin)),
} satisfies RouteModule;
