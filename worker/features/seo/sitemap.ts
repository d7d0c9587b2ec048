// /sitemap.xml (an index), /sitemap-pages.xml, /sitemap-listings.xml?page=N and /robots.txt, built from
// the listings table and the same route rules as the pages. Each file reads at most one page of rows,
// whatever the number of listings; while D1 is down they answer 503 with Retry-After (app.onError).
import type { Context } from "hono";
import { BROWSABLE_TYPES } from "@shared/listings/listing";
import { escapeMarkup } from "@shared/forms/escape-markup";
import { LOCALES, localizedPath } from "@shared/i18n/locales";
import { alternateLinks } from "@shared/seo/head-tags";
import { cityPath, coffeeCityPath, coffeeResultsPath, detailPath } from "@shared/routing/paths";
import * as clock from "@shared/time/clock";
import { pageParam } from "@shared/listings/paging";
import { and, asc, desc, eq, gt, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import { awardSeasons, listingCounts, listings, pollCities } from "../../db/schema";
import { ROWS_READ_HEADER, readDb, type ReadContext } from "../listings/listing-rows";
import { sitemapRoutePaths } from "@web/app/render-server";
import { publicOrigin } from "../../http/public-origin";
import { APP_ROUTES } from "../../html/edge-page";

type AppContext = Context<{ Bindings: Env }>;

/** Detail pages per listings file (the protocol allows 50,000). */
export const SITEMAP_PAGE_SIZE = 5000;

/** A published listing with a page, as a filter only (the unary + keeps SQLite on the primary key). */
const HAS_PAGE = sql`+${listings.status} = 'published' AND +${listings.type} IN ${BROWSABLE_TYPES}`;

const readContext = (env: Env): ReadContext => ({ env, resHeaders: new Headers(), meter: { rowsRead: 0 } });

/**
 * The pages that are not listings: the routes whose modules list themselves (home, lists, the coffee
 * landing, submit, privacy), every city with a published listing, the ballot's cities and closed seasons.
 */
async function sitemapPagePaths(ctx: ReadContext): Promise<string[]> {
  const db = readDb(ctx);
  const [cities, coffeeCities, closedSeasons] = await db.batch([
    db
      .selectDistinct({ city: listingCounts.city })
      .from(listingCounts)
      .where(and(gt(listingCounts.n, 0), inArray(listingCounts.type, BROWSABLE_TYPES)))
      .orderBy(listingCounts.city),
    db.select({ slug: pollCities.slug }).from(pollCities).where(eq(pollCities.retired, false)).orderBy(pollCities.position, pollCities.slug),
    // Closed seasons' results pages (final, so worth indexing); open seasons' standings change by the vote.
    db
      .select({ city_slug: awardSeasons.city_slug, year: awardSeasons.year })
      .from(awardSeasons)
      .innerJoin(pollCities, eq(pollCities.slug, awardSeasons.city_slug))
      .where(and(eq(pollCities.retired, false), lt(awardSeasons.closes_at, new Date(clock.nowMs()).toISOString())))
      .orderBy(pollCities.position, awardSeasons.city_slug, desc(awardSeasons.year)),
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
  const db = readDb(ctx);
  const [rows] = await db.batch([
    db
      .select({ type: listings.type, city: listings.city, slug: listings.slug, title: listings.title })
      .from(listings)
      .where(and(gt(listings.id, (page - 1) * SITEMAP_PAGE_SIZE), lte(listings.id, page * SITEMAP_PAGE_SIZE), HAS_PAGE))
      .orderBy(asc(listings.id)),
  ]);
  return rows.map(detailPath);
}

/**
 * The listings files that hold a published listing: from each one's block to the next listing's, one
 * primary-key step per file (however many listings a block holds, and however far apart the ids are).
 */
async function listingFiles(ctx: ReadContext): Promise<number[]> {
  const db = readDb(ctx);
  const size = sql.raw(String(SITEMAP_PAGE_SIZE));
  const next = (after: SQL) => sql`(SELECT (min(${listings.id}) - 1) / ${size} FROM ${listings} WHERE ${listings.id} > ${after} AND ${HAS_PAGE})`;
  const blocks = sql`WITH RECURSIVE block(n) AS (SELECT ${next(sql`0`)} UNION ALL SELECT ${next(sql`(n + 1) * ${size}`)} FROM block WHERE n IS NOT NULL)
    SELECT n + 1 AS page FROM block WHERE n IS NOT NULL`;
  // The recursive walk is one query of its own, its rows read as `page`.
  const [rows] = await db.batch([db.select({ page: sql<number>`page` }).from(sql`(${blocks})`)]);
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
