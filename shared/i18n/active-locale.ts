// The one place code asks which language it is speaking. Nothing guesses on its own: the Worker answers
// with the request's locale (from the URL, or the API call's header; see worker/i18n/request-locale.ts),
// the browser with the page's (set once before the first render in web/main.tsx). Everything else —
// message modules, formatters, place names — reads it here at the moment it produces text.
import { DEFAULT_LOCALE, localizedPath, type Locale } from "./locales";

let readLocale: () => Locale = () => DEFAULT_LOCALE;

export function activeLocale(): Locale {
  return readLocale();
}

/** Called once per runtime: the Worker passes its per-request store, the browser the page's locale. */
export function setLocaleSource(source: () => Locale): void {
  readLocale = source;
}

/** A spec path as the active locale serves it: /events, or /fr/events on French pages. */
export function pathInLocale(path: string): string {
  return localizedPath(path, activeLocale());
}
