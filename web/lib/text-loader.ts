// Fetches text bundles in a language: loaded itself only once the visitor moves to a screen whose texts
// the page did not carry (the edge inlines the first view's; see web/lib/page-locale.ts).
import textBundles from "virtual:text-bundles";
import type { Locale } from "@shared/i18n/locales";

/** The modules of a bundle in `locale` (id → texts); none when the language has no such bundle. */
export async function fetchTextBundle(locale: Locale, bundle: string): Promise<Readonly<Record<string, object>>> {
  const load = textBundles[locale]?.[bundle];
  return load ? (await load()).default : {};
}
