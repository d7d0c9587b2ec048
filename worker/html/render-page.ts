// Edge HTML: serves the SPA's index.html for every navigation, with the route's HTTP status and <head>
// (title, description, canonical, social and geo tags, JSON-LD) written in by HTMLRewriter, so
// crawlers and link previews need no JavaScript.
import type { Context } from "hono";
import { escapeMarkup } from "@shared/rules/escape-markup";
import type { DehydratedState } from "@tanstack/react-query";
import { CONTENT_VERSION_ATTRIBUTE, MY_CITY_ATTRIBUTE, QUERY_STATE_ELEMENT_ID } from "@shared/ssr-contract";
import { activeLocale } from "@shared/i18n/active-locale";
import { LOCALE_TAGS } from "@shared/rules/locales";
import { alternateLinks, headTags, type HeadTag } from "@shared/seo/head-tags";
import { serializeJsonLd } from "@shared/seo/json-ld";
import { renderAppHtml, textBundlesFor } from "@web/app/render-server";
import { currentContentVersion } from "../cache/content-version";
import { LIVE_PAGE_HEADER } from "../cache/page-cache";
import { ROWS_READ_HEADER } from "../features/listings/listing-rows";
import { requestMyCity } from "../http/my-city";
import { publicOrigin } from "../http/public-origin";
import { resolveEdgePage, type EdgeMeta } from "./edge-page";
import { unavailableResponse } from "./unavailable-page";
import { pageTextsHtml } from "./page-texts";

type AppContext = Context<{ Bindings: Env }>;

export async function renderPage(c: AppContext): Promise<Response> {
  const url = new URL(c.req.url);
  const queryHeaders = new Headers();
  // While D1 fails this throws, and app.onError answers the 503 page (worker/html/unavailable-page.ts).
  const myCity = requestMyCity(c.req.raw);
  const page = await resolveEdgePage(url, c.env, c.req.raw, queryHeaders, myCity);
  if (page.kind === "redirect") return c.redirect(page.location, 302);

  const shell = await c.env.ASSETS.fetch(new URL("/", url));
  if (!shell.ok) {
    // Only a deploy without the built app gets here (every page needs index.html): a clear 503 for
    // people and crawlers, and the cause in the log, rather than the assets' own answer.
    console.error(`The app's index.html is not among the static assets (${shell.status}): was the app built before deploying?`);
    return unavailableResponse(`${url.pathname}${url.search}`);
  }
  const origin = publicOrigin(c.env, url);
  const appHtml = page.ssr ? await renderScreen(url, origin, page.state, myCity) : "";
  // Public pages name their share image by content version; the page cache has just read it (no I/O).
  // A page that renders while D1 is down (a form) names the image without one (`?v=0`).
  const contentVersion = "noindex" in page.meta ? null : await currentContentVersion(c.env.DB).catch(() => null);
  const rewritten = rewriteShell(shell, {
    meta: page.meta,
    state: page.state,
    appHtml,
    origin,
    path: `${url.pathname}${url.search}`,
    myCity,
    contentVersion,
  });
  const headers = new Headers(rewritten.headers);
  // The asset's validator names index.html, not this page: every page would share it.
  headers.delete("ETag");
  headers.set("Content-Type", "text/html; charset=utf-8");
  // The HTML varies per route and must pick up new deploys at once; hashed assets are cached long.
  headers.set("Cache-Control", "no-cache");
  const rowsRead = queryHeaders.get(ROWS_READ_HEADER);
  if (rowsRead !== null) headers.set(ROWS_READ_HEADER, rowsRead);
  if (page.live) headers.set(LIVE_PAGE_HEADER, "1");
  return new Response(rewritten.body, { status: page.status, headers });
}

/** The screen's HTML, or "" so the browser renders it when server rendering fails. */
async function renderScreen(url: URL, origin: string, state: DehydratedState, myCity: string | null): Promise<string> {
  try {
    return await renderAppHtml(`${url.pathname}${url.search}`, origin, state, myCity);
  } catch (error) {
    console.error("Server rendering failed; the browser will render the page", error);
    return "";
  }
}

/**
 * The <head> additions, each marked so the app can replace them with its own on boot. Pages kept out of
 * search engines still name their twin in the other language (`path`: the page's own).
 */
export function headHtml(meta: EdgeMeta, origin: string, path: string, contentVersion: number): string {
  if ("noindex" in meta) return [`<meta name="robots" content="noindex" data-edge-head>`, ...alternateLinks(origin, path).map(tagHtml)].join("");
  const tags = headTags(meta, origin, contentVersion).map(tagHtml);
  const jsonLd = meta.jsonLd.map((data) => `<script type="application/ld+json" data-edge-head>${serializeJsonLd(data)}</script>`);
  return [...tags, ...jsonLd].join("");
}

function tagHtml({ tag, attrs }: HeadTag): string {
  const attributes = Object.entries(attrs)
    .map(([key, value]) => `${key}="${escapeMarkup(value)}"`)
    .join(" ");
  return `<${tag} ${attributes} data-edge-head>`;
}

/**
 * The first view's query state, as non-executable JSON (the CSP allows no inline script) that the app
 * hydrates React Query from before its first render. Escaped so no answer can close the element.
 */
export function queryStateHtml(state: DehydratedState): string {
  if (state.queries.length === 0) return "";
  return `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${serializeJsonLd(state)}</script>`;
}

interface ShellParts {
  meta: EdgeMeta;
  state: DehydratedState;
  appHtml: string;
  origin: string;
  path: string;
  myCity: string | null;
  /** Public pages only (null for pages kept out of search engines, or when D1 cannot be read). */
  contentVersion: number | null;
}

function rewriteShell(shell: Response, { meta, state, appHtml, origin, path, myCity, contentVersion }: ShellParts): Response {
  // Built now, inside the request's locale: the rewriter's handlers run as the body streams out.
  const locale = activeLocale();
  const lang = LOCALE_TAGS[locale];
  const head = headHtml(meta, origin, path, contentVersion ?? 0);
  const texts = pageTextsHtml(locale, textBundlesFor(new URL(path, origin).pathname));
  return (
    new HTMLRewriter()
      .on("html", {
        element(el) {
          el.setAttribute("lang", lang);
          // The browser starts from the same city the edge rendered with (no cookie parsing, no city list in its JS).
          if (myCity) el.setAttribute(MY_CITY_ATTRIBUTE, myCity);
          if (contentVersion !== null) el.setAttribute(CONTENT_VERSION_ATTRIBUTE, String(contentVersion));
        },
      })
      .on("title", {
        element(el) {
          el.setInnerContent(meta.title);
          el.setAttribute("data-edge-head", "");
        },
      })
      // The app manifest in the page's language (web/public/manifest*.webmanifest).
      .on('link[rel="manifest"]', {
        element(el) {
          if (locale === "fr") el.setAttribute("href", "/manifest-fr.webmanifest");
        },
      })
      .on('meta[name="description"]', {
        element(el) {
          el.remove();
        },
      })
      .on("head", {
        element(el) {
          el.append(head, { html: true });
        },
      })
      .on("div#root", {
        element(el) {
          if (appHtml) el.setInnerContent(appHtml, { html: true });
        },
      })
      .on("body", {
        element(el) {
          el.append(`${texts}${queryStateHtml(state)}`, { html: true });
        },
      })
      .transform(shell)
  );
}
