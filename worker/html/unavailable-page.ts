// The page a navigation gets while the database cannot be read: HTTP 503 with Retry-After, so people
// read a clear message and crawlers come back later instead of indexing an error. Self-contained (no
// app assets, no database), so it renders whatever else is down.
import { activeLocale, pathInLocale } from "@shared/i18n/active-locale";
import { messages } from "@shared/messages";
import { escapeMarkup } from "@shared/rules/escape-markup";
import { LOCALE_TAGS, sameSitePath } from "@shared/rules/locales";

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

/** Whether an error is the listings' "database unavailable" (worker/features/listings/listing-rows.ts). */
export function isUnavailable(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "SERVICE_UNAVAILABLE";
}
