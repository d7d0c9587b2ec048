// Edge HTML: serves the SPA's index.html for every navigation, with the route's HTTP status, its <head>
// (title, description, canonical, social and geo tags, JSON-LD), its screen, texts and first view's data
// written into the shell's slots (./shell-template.ts), so crawlers and link previews need no JavaScript.
import type { Context } from "hono";
import { escapeMarkup } from "@shared/forms/escape-markup";
import type { DehydratedState } from "@tanstack/react-query";
import { QUERY_STATE_ELEMENT_ID } from "@shared/ssr-contract";
import { activeLocale } from "@shared/i18n/active-locale";
import { alternateLinks, headTags, type HeadTag } from "@shared/seo/head-tags";
import { serializeJsonLd } from "@shared/seo/json-ld";
import { currentContentVersion } from "../cache/content-version";
import { LIVE_PAGE_HEADER, pageAddress, type PageEnv } from "../cache/page-cache";
import { ROWS_READ_HEADER } from "../features/listings/listing-rows";
import { requestMyCity } from "../http/my-city";
import { publicOrigin } from "../http/public-origin";
import { renderAppHtml, textBundlesFor, type EdgeMeta } from "@web/app/render-server";
import { resolveEdgePage } from "./edge-page";
import { unavailableResponse } from "./unavailable-page";
import { pageTextsHtml } from "./page-texts";
import { fillShell, shellTemplate } from "./shell-template";

type AppContext = Context<PageEnv>;

export async function renderPage(c: AppContext): Promise<Response> {
  const url = new URL(c.req.url);
  const queryHeaders = new Headers();
  // While D1 fails this throws, and app.onError answers the 503 page (worker/html/unavailable-page.ts).
  const myCity = requestMyCity(c.req.raw);
  const page = await resolveEdgePage(url, c.env, c.req.raw, queryHeaders, myCity, c.get("pageRoute"));
  if (page.kind === "redirect") return c.redirect(page.location, 302);

  const origin = publicOrigin(c.env, url);
  const shell = await shellTemplate(c.env.ASSETS, url.origin, activeLocale());
  if (!shell) return unavailableResponse(`${url.pathname}${url.search}`);
  // A cached page is rendered from the part of its address it reads (its links and twin carry no more).
  const path = pageAddress(url, c.get("pageRoute"));
  const appHtml = page.ssr ? await renderScreen(path, origin, page.state, myCity) : "";
  // Public pages name their share image by content version; the page cache has just read it (no I/O).
  // A page that renders while D1 is down (a form) names the image without one (`?v=0`).
  const contentVersion = "noindex" in page.meta ? null : await currentContentVersion(c.env.DB).catch(() => null);
  const html = fillShell(shell, {
    myCity,
    contentVersion,
    title: page.meta.title,
    head: headHtml(page.meta, origin, path, contentVersion ?? 0),
    root: appHtml,
    body: `${pageTextsHtml(shell.locale, textBundlesFor(url.pathname))}${queryStateHtml(page.state)}`,
  });
  const headers = new Headers(shell.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  // The HTML varies per route and must pick up new deploys at once; hashed assets are cached long. A private
  // page whose path carries a parameter (a status or receipt link's token) has the secret in its address:
  // no browser, proxy or service worker keeps it (the saved places' page, private too, still opens offline).
  const route = c.get("pageRoute");
  const secretAddress = route?.private === true && Object.keys(route.request.params).length > 0;
  headers.set("Cache-Control", secretAddress ? "no-store" : "no-cache");
  const rowsRead = queryHeaders.get(ROWS_READ_HEADER);
  if (rowsRead !== null) headers.set(ROWS_READ_HEADER, rowsRead);
  if (page.live) headers.set(LIVE_PAGE_HEADER, "1");
  return new Response(html, { status: page.status, headers });
}

/** The screen's HTML, or "" so the browser renders it when server rendering fails. */
async function renderScreen(path: string, origin: string, state: DehydratedState, myCity: string | null): Promise<string> {
  try {
    return await renderAppHtml(path, origin, state, myCity);
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
