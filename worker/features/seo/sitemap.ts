// /sitemap.xml (an index), /sitemap-pages.xml, /sitemap-listings.xml?page=N and /robots.txt, built from
// the listings table and the same route rules as the pages. Each file reads at most one page of rows,
// whatever the number of listings; while D1 is down they answer 503 with Retry-After (app.onError).
import type { Context } from "hono";
import { z } from "zod";
import { BROWSABLE_TYPES } from "@shared/listings/listing";
import { escapeMarkup } from "@shared/forms/escape-markup";
import { LOCALES, localizedPath } from "@shared/i18n/locales";
import { alternateLinks } from "@shared/seo/head-tags";
import { cityPath, coffeeCityPath, coffeeResultsPath, detailPath } from "@shared/routing/paths";
import * as clock from "@shared/time/clock";
import { pageParam } from "@shared/listings/paging";
import { ROWS_READ_HEADER, read, readBatch, type ReadContext } from "../listings/listing-rows";
import { addressRow, cityRow } from "../listings/row-shapes";
import { sitemapRoutePaths } from "@web/app/render-server";
import { publicOrigin } from "../../http/public-origin";
import { APP_ROUTES } from "../../html/page-route";

type AppContext = Context<{ Bindings: Env }>;

const pollSlugRow = z.object({ slug: z.string() });
const closedSeasonRow = z.object({ city_slug: z.string(), year: z.number() });

/** Detail pages per listings file (the protocol allows 50,000). */
export const SITEMAP_PAGE_SIZE = 5000;

const BROWSABLE_SQL = `(${BROWSABLE_TYPES.map((t) => `'${t}'`).join(", ")})`;

const readContext = (env: Env): ReadContext => ({ env, resHeaders: new Headers(), meter: { rowsRead: 0 } });

/**
 * The pages that are not listings: the routes whose modules list themselves (home, lists, the coffee
 * landing, submit, privacy), every city with a published listing, the ballot's cities and closed seasons.
 */
async function sitemapPagePaths(ctx: ReadContext): Promise<string[]> {
  const { env } = ctx;
  const [cities, coffeeCities, closedSeasons] = await readBatch(ctx, [
    read(env.DB.prepare(`SELECT DISTINCT city FROM listing_counts WHERE n > 0 AND type IN ${BROWSABLE_SQL} ORDER BY city`), cityRow),
    read(env.DB.prepare("SELECT slug FROM poll_cities WHERE retired = 0 ORDER BY position, slug"), pollSlugRow),
    // Closed seasons' results pages (final, so worth indexing); open seasons' standings change by the vote.
    read(
      env.DB.prepare(
        `SELECT s.city_slug, s.year FROM award_seasons s JOIN poll_cities c ON c.slug = s.city_slug
         WHERE c.retired = 0 AND s.closes_at < ? ORDER BY c.position, s.city_slug, s.year DESC`,
      ).bind(new Date(clock.nowMs()).toISOString()),
      closedSeasonRow,
    ),
  ]);
  return [
    ...(await sitemapRoutePaths(APP_ROUTES)),
    ...cities.map((row) => cityPath(row.city)),
    ...coffeeCities.map((c) => coffeeCityPath(c.slug)),
    ...closedSeasons.map((season) => coffeeResultsPath(season.city_slug, season.year)),
  ];
}

/**
 * One file's detail pages, in list order: file N holds the listings whose id is in the Nth block of
 * SITEMAP_PAGE_SIZE ids, read as one range of the primary key (an OFFSET would walk every listing
 * before the file's). Ids are unique, so a file never holds more than its block.
 */
async function sitemapListingPaths(ctx: ReadContext, page: number): Promise<string[]> {
  const { env } = ctx;
  const [rows] = await readBatch(ctx, [
    read(
      env.DB.prepare(
        `SELECT type, city, slug, title FROM listings WHERE id > ? AND id <= ? AND +status = 'published' AND +type IN ${BROWSABLE_SQL} ORDER BY id`,
      ).bind((page - 1) * SITEMAP_PAGE_SIZE, page * SITEMAP_PAGE_SIZE),
      addressRow,
    ),
  ]);
  return rows.map(detailPath);
}

const pageNumberRow = z.object({ page: z.number() });

/**
 * The listings files that hold a published listing: from each one's block to the next listing's, one
 * primary-key step per file (however many listings a block holds, and however far apart the ids are).
 */
async function listingFiles(ctx: ReadContext): Promise<number[]> {
  const { env } = ctx;
  const next = (after: string) =>
    `(SELECT (min(id) - 1) / ${SITEMAP_PAGE_SIZE} FROM listings WHERE id > ${after} AND +status = 'published' AND +type IN ${BROWSABLE_SQL})`;
  const [rows] = await readBatch(ctx, [
    read(
      env.DB.prepare(
        `WITH RECURSIVE block(n) AS (SELECT ${next("0")} UNION ALL SELECT ${next(`(n + 1) * ${SITEMAP_PAGE_SIZE}`)} FROM block WHERE n IS NOT NULL)
         SELECT n + 1 AS page FROM block WHERE n IS NOT NULL`,
      ),
      pageNumberRow,
    ),
  ]);
  return rows.length === 0 ? [1] : rows.map((row) => row.page);
}

const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

/** An XML document built from D1 with the response's reads (a D1 failure is app.onError's 503). */
async function xml(c: AppContext, build: (ctx: ReadContext) => Promise<string>): Promise<Response> {
  const ctx = readContext(c.env);
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n${await build(ctx)}\n`;
  const rowsRead = ctx.resHeaders.get(ROWS_READ_HEADER);
  return c.body(body, 200, rowsRead === null ? XML_HEADERS : { ...XML_HEADERS, [ROWS_READ_HEADER]: rowsRead });
}

/**
 * Every page in both languages: one <url> per language, each naming all of the page's languages and
 * the English as x-default (the same alternates the pages carry in their <head>).
 */
function urlset(origin: string, paths: string[]): string {
  const urls = paths.flatMap((path) => {
    const alternates = alternateLinks(origin, path)
      .map(({ attrs }) => `<xhtml:link rel="alternate" hreflang="${attrs.hreflang}" href="${escapeMarkup(attrs.href)}"/>`)
      .join("");
    return LOCALES.map((locale) => `<url><loc>${escapeMarkup(`${origin}${localizedPath(path, locale)}`)}</loc>${alternates}</url>`);
  });
  return `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>`;
}

export function sitemapIndexXml(c: AppContext): Promise<Response> {
  const origin = publicOrigin(c.env, c.req.url);
  return xml(c, async (ctx) => {
    const files = ["/sitemap-pages.xml"];
    for (const page of await listingFiles(ctx)) files.push(`/sitemap-listings.xml?page=${page}`);
    const entries = files.map((file) => `<sitemap><loc>${escapeMarkup(`${origin}${file}`)}</loc></sitemap>`);
    return `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("")}</sitemapindex>`;
  });
}

export function sitemapPagesXml(c: AppContext): Promise<Response> {
  return xml(c, async (ctx) => urlset(publicOrigin(c.env, c.req.url), await sitemapPagePaths(ctx)));
}

export function sitemapListingsXml(c: AppContext): Promise<Response> {
  const url = new URL(c.req.url);
  return xml(c, async (ctx) => urlset(publicOrigin(c.env, c.req.url), await sitemapListingPaths(ctx, pageParam(url.searchParams))));
}

export function robotsTxt(c: AppContext): Response {
  const origin = publicOrigin(c.env, c.req.url);
  const body = `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /login\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
  return c.text(body, 200, { "Cache-Control": "public, max-age=3600" });
}
