// The page's texts, inlined into its HTML: the text modules of the bundles its screen reads
// (web/app/route-modules.ts), in the page's language. The browser registers them before its first
// render, so a page's first view fetches no text file at all; only moving to another screen does.
import { ALL_TEXTS } from "@shared/all-texts";
import { textModulesOf } from "@shared/i18n/text-bundles";
import type { Locale } from "@shared/i18n/locales";
import { serializeJsonLd } from "@shared/seo/json-ld";
import { PAGE_TEXTS_ELEMENT_ID, type PageTexts } from "@shared/ssr-contract";

function pageTexts(locale: Locale, bundles: readonly string[]): PageTexts {
  const modules: Readonly<Record<string, object>> = ALL_TEXTS[locale];
  const texts: Record<string, object> = {};
  for (const id of bundles.flatMap(textModulesOf)) {
    // Some modules exist in one language only (French place names).
    if (id in modules) texts[id] = modules[id]!;
  }
  return { bundles, texts };
}

/** Each language's and screen's element, built once per isolate: the texts change only with a deploy. */
const built = new Map<string, string>();

/**
 * The texts of `bundles` in `locale` as non-executable JSON (the CSP allows no inline script), escaped
 * so no text can close the element.
 */
export function pageTextsHtml(locale: Locale, bundles: readonly string[]): string {
  const key = `${locale}:${bundles.join(",")}`;
  let html = built.get(key);
  if (html === undefined) {
    html = `<script type="application/json" id="${PAGE_TEXTS_ELEMENT_ID}">${serializeJsonLd(pageTexts(locale, bundles))}</script>`;
    built.set(key, html);
  }
  return html;
}
