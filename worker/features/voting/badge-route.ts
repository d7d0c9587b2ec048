// GET /badges/{city}/{year}/{shop}.svg: the badge a shop on a closed season's podium shows on its own
// site ("Best Coffee Shops 2026 · #1 Toronto · Local Hype"), in French with ?lang=fr. Anything else —
// an unknown city, year or shop, a season still open or hiding its counts, a shop off the podium or without a vote — is 404.
import { Hono } from "hono";
import { votingMessages } from "@shared/voting/voting-texts";
import { badgeSvg } from "@shared/voting/award-badges";
import { isPlaced } from "@shared/voting/award-ranking";
import { awardBadgeParamsSchema } from "@shared/voting/votes-schema";
import { brandName } from "@shared/seo/brand";
import { createDb } from "../../db/client";
import { refuse } from "../../http/error-envelope";
import { EMBEDDABLE_HEADERS } from "../../http/security-headers";
import { inLocale } from "../../i18n/request-locale";
import { seasonResults } from "./award-results";

/**
 * A week in browsers and caches: a closed season's ranking is final, but a review may still remove votes
 * after the close (and an admin may rename a shop), so the badge is not marked immutable.
 */
const BADGE_CACHE_CONTROL = "public, max-age=604800, stale-while-revalidate=86400";

export const badgeRoutes = new Hono<{ Bindings: Env }>();

badgeRoutes.get("/:city/:year/:file", async (c) => {
  const file = c.req.param("file");
  const parsed = awardBadgeParamsSchema.safeParse({
    city: c.req.param("city"),
    year: c.req.param("year"),
    shop: file.endsWith(".svg") ? file.slice(0, -".svg".length) : "",
    lang: c.req.query("lang"),
  });
  if (!parsed.success) return refuse(c, "NOT_FOUND", votingMessages, "badgeNotFound");
  const { city, year, shop, lang } = parsed.data;
  return inLocale(lang, async () => {
    const results = await seasonResults(c.env, createDb(c.env.DB), city, year);
    const placed = results?.closed ? results.standings?.find((standing) => standing.shop.id === shop && isPlaced(standing)) : undefined;
    if (!results || !placed) return refuse(c, "NOT_FOUND", votingMessages, "badgeNotFound");
    const svg = badgeSvg({ year, rank: placed.rank, city: results.city.city, brand: brandName() });
    return c.body(svg, 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": BADGE_CACHE_CONTROL,
      "Content-Language": lang,
      ...EMBEDDABLE_HEADERS,
    });
  });
});
