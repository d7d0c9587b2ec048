// The `lang` attribute for text written in `language` on this page: none when it is the page's own,
// "fr-CA" for French text on an English page, "en-CA" for English text on a French one (screen readers
// switch voice).
import { activeLocale } from "@shared/i18n/active-locale";
import { langAttribute, type Locale } from "@shared/i18n/locales";

export function textLang(language: Locale): string | undefined {
  return langAttribute(language, activeLocale());
}
