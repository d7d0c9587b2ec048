// The page a navigation gets while the database cannot be read: HTTP 503 with Retry-After, so people
// read a clear message and crawlers come back later instead of indexing an error. Self-contained (no
// app assets, no database), so it renders whatever else is down.
import { activeLocale, pathInLocale } from "@shared/i18n/active-locale";
import { messages } from "@shared/i18n/messages";
import { escapeMarkup } from "@shared/forms/escape-markup";
import { LOCALE_TAGS, sameSitePath } from "@shared/i18n/locales";
import { apiMessages } from "@shared/api/api-texts";
import type { Context } from "hono";
import { isD1Failure } from "../db/d1-failure";
import { refuse } from "../http/error-envelope";

/** Seconds a client or crawler is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 60;

/** The page in the request's language; "Try again" reloads the same page (always a path on this site). */
export function unavailableHtml(path: string): string {
  const { brand, errors, notFound } = messages;
  return `<!doctype html>
<html lang="${LOCALE_TAGS[activeLocale()]}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="robots" content="noindex">
<title>${escapeMarkup(`${errors.unavailableTitle} | ${brand.name}`)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;background:#fff}
main{max-width:36rem;margin:0 auto;padding:6rem 1.5rem;text-align:center}
h1{font-size:2rem;margin:0 0 1rem}p{color:#374151;line-height:1.6}
a{display:inline-block;margin:1.5rem .5rem 0;padding:.75rem 1.25rem;border-radius:.75rem;background:#b91c1c;color:#fff;font-weight:600;text-decoration:none}
a.secondary{background:#f3f4f6;color:#111827}
a:focus-visible{outline:3px solid #111827;outline-offset:2px}
</style>
</head>
<body>
<main>
<p>${escapeMarkup(brand.name)}</p>
<h1>${escapeMarkup(errors.unavailableTitle)}</h1>
<p>${escapeMarkup(errors.unavailableText)}</p>
<a href="${escapeMarkup(sameSitePath(path))}">${escapeMarkup(errors.tryAgain)}</a><a class="secondary" href="${escapeMarkup(pathInLocale("/"))}">${escapeMarkup(notFound.returnHome)}</a>
</main>
</body>
</html>
`;
}

export function unavailableResponse(path: string): Response {
  return new Response(unavailableHtml(path), {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(RETRY_AFTER_SECONDS),
      "Cache-Control": "no-store",
    },
  });
}

/** Whether an error is D1 failing: straight from D1 (a route), or a procedure's SERVICE_UNAVAILABLE. */
export function isUnavailable(error: unknown): boolean {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : null;
  return code === "SERVICE_UNAVAILABLE" || isD1Failure(error);
}

/** Files rather than pages: feeds, sitemaps, robots.txt. */
const FILE_PATH = /\.(xml|ics|atom|txt)$/;

/**
 * The one failure rule outside tRPC (app.onError): while D1 fails, the API answers its envelope with
 * SERVICE_UNAVAILABLE, a file (feed, sitemap) plain text, a page the 503 page; all 503 with Retry-After,
 * in the request's language.
 */
export function unavailableAnswer(c: Context): Response {
  const url = new URL(c.req.url);
  if (url.pathname.startsWith("/api/")) {
    const res = refuse(c, "SERVICE_UNAVAILABLE", apiMessages, "unavailable");
    res.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
    return res;
  }
  if (FILE_PATH.test(url.pathname)) {
    return c.text(apiMessages.unavailable, 503, { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" });
  }
  return unavailableResponse(`${url.pathname}${url.search}`);
}
