// The request's locale, held for everything the request runs (queries, page metadata, the server
// render, error texts) in an AsyncLocalStorage, so the shared message modules answer in it without any
// code passing it along. A page's locale is its URL's (/fr/… is French); an API call's is the
// `X-Locale` header the web app sends with the page's locale. Work outside a request (the e-mail queue,
// cron) runs in English; each e-mail is rendered inside its recipient's locale (email-templates.ts).
import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import { setLocaleSource } from "@shared/i18n/active-locale";
import { DEFAULT_LOCALE, LOCALE_HEADER, localeOfPath, localeOfTag, type Locale } from "@shared/i18n/locales";
import "./catalogues";

const store = new AsyncLocalStorage<Locale>();
setLocaleSource(() => store.getStore() ?? DEFAULT_LOCALE);

/** Runs `work` (and everything it awaits) in `locale`. */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return store.run(locale, work);
}

export function localeOfRequest(req: Request): Locale {
  const url = new URL(req.url);
  if (url.pathname.startsWith("/api/")) return localeOfTag(req.headers.get(LOCALE_HEADER));
  return localeOfPath(url.pathname);
}

export const requestLocale: MiddlewareHandler = (c, next) => inLocale(localeOfRequest(c.req.raw), next);
