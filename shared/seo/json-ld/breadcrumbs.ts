// A page's place in the site, as a BreadcrumbList (home first, the page itself last).
import { pathInLocale } from "../../i18n/active-locale";
import type { JsonLd } from "../json-ld";
import { SCHEMA_ORG } from "./schema-org";

export function breadcrumbs(origin: string, items: readonly [name: string, path: string][]): JsonLd {
  return {
    "@context": SCHEMA_ORG,
    "@type": "BreadcrumbList",
    itemListElement: items.map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: `${origin}${pathInLocale(path)}`,
    })),
  };
}
