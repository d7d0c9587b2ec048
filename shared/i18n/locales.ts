// The site's languages (fr-CA parity). English is the spec's language and the default; every
// place that stores or chooses a language (a listing's text, a submission, the visitor's pages and
// e-mails) uses these values, and nothing else names a locale: another language is one more entry in
// each table below plus its texts (docs/i18n.md lists the files).

export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The BCP 47 tag of each locale, for `lang` attributes, `hreflang` and `Intl`. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: "en-CA", fr: "fr-CA" };

/** Each locale named in its own language (a language switch or choice shows these). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: "English", fr: "Français" };

/** The `lang` attribute for text written in `text` on a page in `page`: none when they are the same. */
export function langAttribute(text: Locale, page: Locale): string | undefined {
  return text === page ? undefined : LOCALE_TAGS[text];
}

/**
 * Where each locale's pages live: English at the spec's paths, French under /fr with the same path
 * words (README, Decisions: one route table, slugs and links that never need translating).
 */
export const LOCALE_PREFIXES: Readonly<Record<Locale, string>> = { en: "", fr: "/fr" };

/** The locale a page path belongs to: /fr and /fr/… are French, any unprefixed path the default's. */
export function localeOfPath(pathname: string): Locale {
  const prefixed = LOCALES.find((locale) => {
    const prefix = LOCALE_PREFIXES[locale];
    return prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`));
  });
  return prefixed ?? DEFAULT_LOCALE;
}

/**
 * A path that can only lead to this site. Browsers read "//evil.example/x" and "/\\evil.example/x" as
 * another host, so a path taken from a request (/fr//evil.example/login) and written back into a link
 * must not keep them: leading slashes and backslashes collapse to one slash.
 */
export function sameSitePath(path: string): string {
  return path.replace(/^[\\/]+/, "/");
}

/** The spec's path of a page, whatever its language: /fr/events → /events, /fr → /. */
export function pathWithoutLocale(pathname: string): string {
  const prefix = LOCALE_PREFIXES[localeOfPath(pathname)];
  return sameSitePath(prefix ? pathname.slice(prefix.length) || "/" : pathname);
}

/** A spec path (with any query) in `locale`: /events → /fr/events, / → /fr. Always a path on this site. */
export function localizedPath(path: string, locale: Locale): string {
  const safe = sameSitePath(path);
  const prefix = LOCALE_PREFIXES[locale];
  if (!prefix) return safe;
  return safe === "/" ? prefix : safe.startsWith("/?") ? `${prefix}${safe.slice(1)}` : `${prefix}${safe}`;
}

/** A locale named by a `lang` attribute or tag ("fr-CA", "fr"): its language subtag; anything else is the default. */
export function localeOfTag(tag: string | null | undefined): Locale {
  const language = tag?.toLowerCase().split("-")[0];
  return LOCALES.find((locale) => locale === language) ?? DEFAULT_LOCALE;
}

/** The cookie that remembers a visitor's chosen language (set by the language switch). */
export const LOCALE_COOKIE = "lh_locale";

/**
 * Whether a page offers French (web/components/layout/french-offer.ts): an English page, a browser whose
 * first language (`navigator.language`) is French, and no language chosen yet (the cookie).
 */
export const frenchOfferWanted = (page: Locale, language: string, cookies: string): boolean =>
  page === DEFAULT_LOCALE && /^fr\b/i.test(language) && !cookies.includes(`${LOCALE_COOKIE}=`);

/** The header that carries the page's locale on the web app's API calls. */
export const LOCALE_HEADER = "X-Locale";

/** Every locale but `locale`, in LOCALES order (the language switch's targets). */
export function otherLocales(locale: Locale): Locale[] {
  return LOCALES.filter((candidate) => candidate !== locale);
}
