// /sitemap.xml and /robots.txt, built from the same public listings and route rules as the pages.
import type { Context } from "hono";
import { coffeeCities } from "@shared/catalogue/coffee-cities";
import { BROWSABLE_TYPES, isBrowsable } from "@shared/catalogue/listing";
import { escapeMarkup } from "@shared/rules/escape-markup";
import { cityPath, coffeeCityPath, detailPath, listPath, pagePaths } from "@shared/rules/paths";
import { createDb } from "../../db/client";
import { publicOrigin } from "../../http/public-origin";
import { loadPublicListings } from "../listings/listing-source";

type AppContext = Context<{ Bindings: Env }>;

export async function sitemapPaths(env: Env): Promise<string[]> {
  const listings = await loadPublicListings({ db: createDb(env.DB) });
  const cities = [...new Set(listings.map((l) => l.city))];
  return [
    pagePaths.home,
    ...BROWSABLE_TYPES.map(listPath),
    ...listings.filter(isBrowsable).map(detailPath),
    ...cities.map(cityPath),
    pagePaths.coffeeLanding,
    ...coffeeCities.map((c) => coffeeCityPath(c.slug)),
    pagePaths.submit,
  ];
}

export async function sitemapXml(c: AppContext): Promise<Response> {
  const origin = publicOrigin(c.env, c.req.url);
  const urls = (await sitemapPaths(c.env)).map((path) => `<url><loc>${escapeMarkup(`${origin}${path}`)}</loc></url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>\n`;
  return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
}

export function robotsTxt(c: AppContext): Response {
  const origin = publicOrigin(c.env, c.req.url);
  const body = `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /login\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
  return c.text(body, 200, { "Cache-Control": "public, max-age=3600" });
}
