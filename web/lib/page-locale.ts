// The page's locale in the browser, and its texts. The edge wrote the locale into <html lang> (from
// the URL) and the texts of the page's screen into the page (worker/html/page-texts.ts); both are
// taken before the first render, so hydration renders the very text the edge did and the first view
// fetches no text file. Moving to another screen fetches its bundles in the page's language only: an
// English page never carries French, nor a French page English.
import { setLocaleSource } from "@shared/i18n/active-locale";
import { registerTexts } from "@shared/i18n/localized";
import { LOCALE_PREFIXES, localeOfTag, type Locale } from "@shared/i18n/locales";
import { PAGE_TEXTS_ELEMENT_ID, type PageTexts } from "@shared/ssr-contract";

export const pageLocale: Locale = localeOfTag(document.documentElement.lang);
setLocaleSource(() => pageLocale);

/** React Router's basename on this page: "" for English, "/fr" for French. */
export const pageBasename = LOCALE_PREFIXES[pageLocale];

const loaded = new Map<string, Promise<void>>();

function register(modules: Readonly<Record<string, object>>): void {
  for (const [id, texts] of Object.entries(modules)) registerTexts(pageLocale, id, texts);
}

/** Registers the texts the edge inlined (read once: the element is removed). */
export function takeInlinedTexts(): void {
  const element = document.getElementById(PAGE_TEXTS_ELEMENT_ID);
  if (!element?.textContent) return;
  element.remove();
  const { bundles, texts } = JSON.parse(element.textContent) as PageTexts;
  register(texts);
  for (const bundle of bundles) loaded.set(bundle, Promise.resolve());
}

/** Loads text bundles (shared/i18n/text-bundles.ts) in the page's language, each once. */
export function fetchPageTexts(bundles: readonly string[]): Promise<unknown> {
  return Promise.all(
    bundles.map((bundle) => {
      let loading = loaded.get(bundle);
      if (!loading) {
        loading = import("./text-loader").then(async ({ fetchTextBundle }) => register(await fetchTextBundle(pageLocale, bundle)));
        loaded.set(bundle, loading);
      }
      return loading;
    }),
  );
}
