// The site-level entities: the WebSite with its search action and the Organization (home), a list's
// CollectionPage, and a plain WebPage (submit).
import { pathInLocale } from "../../i18n/active-locale";
import { pagePaths } from "../../routing/paths";
import { brandName } from "../brand";
import type { JsonLd } from "../json-ld";
import { SCHEMA_ORG, inLanguage } from "./schema-org";

export function siteEntities(origin: string, slogan: string): JsonLd[] {
  return [
    {
      "@context": SCHEMA_ORG,
      "@type": "WebSite",
      name: brandName(),
      url: `${origin}${pathInLocale("/")}`,
      inLanguage: inLanguage(),
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${origin}${pathInLocale(pagePaths.search)}?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
    { "@context": SCHEMA_ORG, "@type": "Organization", name: brandName(), url: `${origin}/`, slogan },
  ];
}

/** A page of ours: a list (CollectionPage) or another page (WebPage), in the page's language. */
export function webPage(type: "CollectionPage" | "WebPage", page: { name: string; description: string; url: string }): JsonLd {
  return { "@context": SCHEMA_ORG, "@type": type, ...page, inLanguage: inLanguage() };
}
