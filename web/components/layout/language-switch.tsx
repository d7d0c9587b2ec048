// The header's language switch: a real link to this very page in each other language (a full page load:
// each language is its own document, with its own <html lang>), remembered in a cookie so the home
// address opens in the visitor's language next time (worker/i18n/remembered-locale.ts). One link per
// entry of LOCALES other than the page's, so another language needs nothing here.
import { useLocation } from "react-router-dom";
import { activeLocale } from "@shared/i18n/active-locale";
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALE_TAGS, localizedPath, otherLocales } from "@shared/i18n/locales";
import { rememberChoice } from "@web/lib/remember-choice";

export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  return (
    <ul className="flex items-center">
      {otherLocales(activeLocale()).map((target) => (
        <li key={target}>
          <a
            href={localizedPath(`${pathname}${search}`, target)}
            hrefLang={LOCALE_TAGS[target]}
            lang={LOCALE_TAGS[target]}
            onClick={() => rememberChoice(LOCALE_COOKIE, target)}
            className="language-link"
          >
            <span aria-hidden className="sm:hidden">
              {target.toUpperCase()}
            </span>
            <span className="sr-only sm:not-sr-only">{LOCALE_NAMES[target]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
