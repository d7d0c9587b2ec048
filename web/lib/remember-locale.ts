// The visitor's chosen language, kept for a year for the Worker (the home address opens in it,
// worker/i18n/remembered-locale.ts); it holds nothing private.
import { LOCALE_COOKIE, type Locale } from "@shared/rules/locales";

const ONE_YEAR = 365 * 24 * 60 * 60;

export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
}
