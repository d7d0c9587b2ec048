// A season's results as its page shows them: the shops ranked by the one rule (shared/voting/award-ranking.ts)
// from the season's own CityVotes object, whose counts no longer change once the season has closed. While
// the season hides its counts (its final week, with hide_final_week) no count leaves the Worker: the
// answer carries the reveal day instead of standings.
import { isPlaced, rankShops } from "@shared/voting/award-ranking";
import { shopInSeason } from "@shared/voting/nominations";
import { FIRST_SEASON_YEAR, countsHiddenAt, seasonHasClosed, seasonHasOpened, type Season } from "@shared/voting/award-seasons";
import * as clock from "@shared/time/clock";
import type { Db } from "../../db/client";
import { ballotCitiesOnce, ballotCity, type BallotCity } from "./ballot-queries";
import { closingDay, hiddenUntil } from "./season-view";
import { seasonVotes } from "./season-votes";
import { seasonVoteLog, voteLogPath } from "./vote-log-route";

/** The season's shops ranked, with the votes removed after review. */
async function rankedSeason(env: Env, entry: BallotCity, season: Season) {
  const { stub, start } = seasonVotes(env, entry.city.slug, season.year, seasonHasClosed(season, clock.nowMs()));
  // The ballot shown may be a later season's: a shop that joined after this season was never on it.
  const shops = entry.city.shops.filter((shop) => shopInSeason(entry.fromYears[shop.id] ?? null, season.year));
  const { counts, removed } = await stub.standings(
    shops.map((shop) => shop.id),
    start,
  );
  const standings = rankShops(shops, counts).map(({ rank, shop, count }) => ({
    rank,
    count,
    shop: { id: shop.id, name: shop.name, address: shop.address, ...(shop.image ? { image: shop.image } : {}) },
  }));
  return { standings, removed };
}

/**
 * A city's season's results page, or null when there is none to show: a city not on the ballot, a year
 * without a season, or a season not yet opened.
 */
export async function seasonResults(env: Env, db: Db, citySlug: string, year: number) {
  const entry = await ballotCity(db, citySlug);
  const nowMs = clock.nowMs();
  const season = entry?.seasons.find((candidate) => candidate.year === year);
  if (!entry || !season || !seasonHasOpened(season, nowMs)) return null;
  const { city } = entry;
  const base = {
    city: { slug: city.slug, city: city.city, title: city.title, province: city.province, regionCode: city.regionCode },
    year,
    closed: seasonHasClosed(season, nowMs),
    closesOn: closingDay(season, entry.timeZone),
    startingCounts: year === FIRST_SEASON_YEAR,
    /** Every season of the city that has opened, latest first (this one included). */
    years: entry.seasons
      .filter((candidate) => seasonHasOpened(candidate, nowMs))
      .map((candidate) => candidate.year)
      .sort((a, b) => b - a),
  };
  const revealsOn = hiddenUntil(season, entry.timeZone);
  if (revealsOn) return { ...base, revealsOn, standings: null, removed: 0, voteLog: null };
  // A closed season publishes its vote log: the page links it with the file's digest.
  const voteLog = base.closed ? { path: voteLogPath(city.slug, year), sha256: (await seasonVoteLog(env, city.slug, year)).sha256 } : null;
  return { ...base, revealsOn: null, ...(await rankedSeason(env, entry, season)), voteLog };
}

/**
 * Each city's last closed season's winner (its #1), for the landing page; cities without a closed and
 * revealed season, or whose season had no vote (and so no winner), are left out. One object call per such city: their tallies no longer change.
 */
export async function pastWinners(env: Env, db: Db) {
  const nowMs = clock.nowMs();
  const winners = await Promise.all(
    (await ballotCitiesOnce(db)).map(async (entry) => {
      const season = entry.seasons
        .filter((candidate) => seasonHasClosed(candidate, nowMs) && !countsHiddenAt(candidate, entry.timeZone, nowMs))
        .sort((a, b) => b.year - a.year)[0];
      if (!season) return [];
      const first = (await rankedSeason(env, entry, season)).standings[0];
      return first && isPlaced(first)
        ? [{ citySlug: entry.city.slug, city: entry.city.city, year: season.year, shop: first.shop.name, count: first.count }]
        : [];
    }),
  );
  return winners.flat();
}
