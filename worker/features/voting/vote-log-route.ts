// GET /best-coffee-shops/{city}/{year}/votes.csv: a closed season's anonymised vote log (404 until the
// season closes). Voids after the close change it, so it is cached for minutes, not for good.
import { Hono } from "hono";
import { POLL_SLUG, POLL_SLUG_MAX } from "@shared/voting/coffee-shop";
import { createDb } from "../../db/client";
import { publishedVoteLog } from "./published-vote-log";

export const voteLogRoutes = new Hono<{ Bindings: Env }>();

voteLogRoutes.get("/:city/:year{[0-9]{4}}/votes.csv", async (c) => {
  const city = c.req.param("city");
  if (!POLL_SLUG.test(city) || city.length > POLL_SLUG_MAX) return c.notFound();
  const year = Number(c.req.param("year"));
  const log = await publishedVoteLog(c.env, createDb(c.env.DB), city, year);
  if (!log) return c.notFound();
  return c.body(log.csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `inline; filename="best-coffee-shops-${city}-${year}-votes.csv"`,
    "Cache-Control": "public, max-age=300",
    // The same digest the results page prints.
    "X-Content-SHA256": log.sha256,
  });
});
