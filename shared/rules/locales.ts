// The site's languages (issue 16: fr-CA parity). English is the spec's language and the default; every
// place that stores or chooses a language (a listing's text, a submission, later the visitor's pages
// and e-mails) uses these values.

export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** The BCP 47 tag of each locale, for `lang` attributes, `hreflang` and `Intl`. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: "en-CA", fr: "fr-CA" };

/** Each locale named in its own language (a language switch or choice shows these). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: "English", fr: "Français" };

/** The `lang` attribute for text written in `text` on a page in `page`: none when they are the same. */
export function langAttribute(text: Locale, page: Locale = DEFAULT_LOCALE): string | undefined {
  return text === page ? undefined : LOCALE_TAGS[text];
}
