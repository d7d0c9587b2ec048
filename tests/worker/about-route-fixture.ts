// A throwaway public page, /about, as a new page's route module would say it at the edge (its screen is
// the browser's concern): public, cached, in the sitemap, with a head of its own. Test-only.
import { pathInLocale } from "@shared/i18n/active-locale";
import type { EdgeRoute } from "@web/app/render-server";

export const ABOUT_PATH = "/about";

export const aboutRoute: EdgeRoute = {
  cache: "public",
  sitemap: true,
  edge: (_q, { origin, page }) =>
    page({
      title: "About | Local Hype",
      description: "Who makes Local Hype.",
      canonicalPath: pathInLocale(ABOUT_PATH),
      keywords: ["about"],
      ogType: "website",
      share: { heading: "About", kicker: "Local Hype", kind: "city" },
      jsonLd: [{ "@context": "https://schema.org", "@type": "AboutPage", url: `${origin}${pathInLocale(ABOUT_PATH)}` }],
    }),
};
