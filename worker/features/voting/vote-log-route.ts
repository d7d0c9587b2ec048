// GET /best-coffee-shops/{city}/{year}/votes.csv: a closed season's anonymised vote log (404 until the
// season closes). Voids after the close change it, so it is cached for minutes, not for good. As
// published it is the CSV anyone can recount (shared/voting/vote-integrity.ts) and its SHA-256, which the
// results page prints so a downloaded copy can be checked against it.
import { Hono } from "hono";
import { POLL_SLUG, POLL_SLUG_MAX } from "@shared/voting/coffee-shop";
import { createDb, type Db } from "../../db/client";
import { voteLogCsv } from "@shared/voting/vote-integrity";
import { seasonHasClosed } from "@shared/voting/award-seasons";
import * as clock from "@shared/time/clock";
import { ballotCity } from "./ballot-queries";
import { seasonVotes } from "./season-votes";
import { sha256Hex } from "../../crypto/hex-digest";

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

/** A season's log as published, read from its object (the caller knows the season has closed). */
export async function seasonVoteLog(env: Env, city: string, year: number) {
  const { starting, votes } = await seasonVotes(env, city, year).stub.voteLog();
  const csv = voteLogCsv(starting, votes);
  return { csv, sha256: await sha256Hex(csv) };
}

/** The log of the city's season of that year once it has closed; null before (or for no such season). */
export async function publishedVoteLog(env: Env, db: Db, city: string, year: number) {
  const entry = await ballotCity(db, city);
  const season = entry?.seasons.find((s) => s.year === year);
  if (!season || !seasonHasClosed(season, clock.nowMs())) return null;
  return seasonVoteLog(env, city, year);
}

/** Where a season's log is published. */
export const voteLogPath = (city: string, year: number) => `/best-coffee-shops/${city}/${year}/votes.csv`;
