// A self-contained page the Worker writes where no app is needed: the follow form and the pages its
// e-mailed links open (confirm, unsubscribe). The brand links home in the active language, then the
// heading and the body; a small inline style in the site's colours, no script, never cached.
import { activeLocale, pathInLocale } from "@shared/i18n/active-locale";
import { messages } from "@shared/i18n/messages";
import { escapeMarkup } from "@shared/forms/escape-markup";
import { LOCALE_TAGS } from "@shared/i18n/locales";

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;background:#fff;line-height:1.6}
header,main{max-width:36rem;margin:0 auto;padding:1.5rem}
header a{font-weight:700;color:#b91c1c;text-decoration:none}
h1{font-size:1.75rem;line-height:1.25;margin:1rem 0}p{color:#374151}
label{font-weight:600}input{font:inherit;width:100%;box-sizing:border-box;margin:.25rem 0;padding:.625rem .75rem;border:1px solid #6b7280;border-radius:.5rem}
button{font:inherit;font-weight:600;margin-top:.5rem;padding:.75rem 1.25rem;border:0;border-radius:.75rem;background:#b91c1c;color:#fff;cursor:pointer}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #111827;outline-offset:2px}
[role=alert]{color:#b91c1c;font-weight:600}`;

/** The page, with `heading` as its h1 and `body` (markup the caller has escaped) under it. */
export function plainPage(heading: string, body: string, status = 200): Response {
  const { brand } = messages;
  const html = `<!doctype html><html lang="${LOCALE_TAGS[activeLocale()]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeMarkup(`${heading} | ${brand.name}`)}</title><style>${STYLE}</style></head><body><header><a href="${escapeMarkup(pathInLocale("/"))}">${escapeMarkup(brand.name)}</a></header><main><h1>${escapeMarkup(heading)}</h1>${body}</main></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
