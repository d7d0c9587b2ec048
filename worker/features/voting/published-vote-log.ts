// A closed season's vote log as published: the CSV anyone can recount (shared/voting/vote-integrity.ts)
// and its SHA-256, which the results page prints so a downloaded copy can be checked against it.
import { voteLogCsv } from "@shared/voting/vote-integrity";
import { seasonHasClosed } from "@shared/voting/award-seasons";
import * as clock from "@shared/time/clock";
import type { Db } from "../../db/client";
import { ballotCity } from "./ballot-queries";
import { seasonVotes } from "./season-votes";
import { sha256Hex } from "../../crypto/hex-digest";

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
