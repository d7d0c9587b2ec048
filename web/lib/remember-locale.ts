// The visitor's chosen language, kept for a year. Readable by the Worker (the home address opens in it)
// and by the page (no French offer to someone who chose English); it holds nothing private.
import { isLocale, LOCALE_COOKIE, type Locale } from "@shared/rules/locales";

const ONE_YEAR = 365 * 24 * 60 * 60;

export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
}

export function rememberedLocale(): Locale | null {
  const value = document.cookie.split("; ").find((pair) => pair.startsWith(`${LOCALE_COOKIE}=`))?.split("=")[1];
  return isLocale(value) ? value : null;
}
