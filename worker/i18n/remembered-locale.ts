// The home address in the visitor's chosen language. Someone who picked French with the header's switch
// (the cookie) and comes back to "/" lands on /fr. Nothing else is redirected: crawlers carry no cookie
// and every other shared link opens exactly where it points, in the language of its URL.
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localizedPath } from "@shared/i18n/locales";

export const rememberedLocaleHome: MiddlewareHandler = async (c, next) => {
  const chosen = getCookie(c, LOCALE_COOKIE);
  // The page itself already varies on Cookie for caches (worker/cache/page-cache.ts).
  if (!isLocale(chosen) || chosen === DEFAULT_LOCALE) return next();
  const { search } = new URL(c.req.url);
  return c.redirect(localizedPath(`/${search}`, chosen), 302);
};
