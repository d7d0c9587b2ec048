// Which CityVotes object holds a season's tallies. The first season keeps the object named by the city
// alone (the tallies from before seasons, seeded starting counts included); every later season has its
// own object, `{city}/{year}`, whose counts start at zero (docs/decisions/0101-seasons-start-from-zero.md).
import { FIRST_SEASON_YEAR, seasonHasClosed } from "@shared/voting/award-seasons";
import type { StartingCounts } from "./tally-store";
import type { BallotCity } from "./ballot-queries";
import * as clock from "@shared/time/clock";

export function seasonObjectName(citySlug: string, year: number): string {
  return year === FIRST_SEASON_YEAR ? citySlug : `${citySlug}/${year}`;
}

export function seasonStart(year: number): StartingCounts {
  return year === FIRST_SEASON_YEAR ? "seeded" : "zero";
}

/**
 * The season's object and how its counts start. Once the season has closed, a shop it has not seen
 * (one that joined the ballot later) counts zero: no starting count may enter a final ranking.
 */
export function seasonVotes(env: Env, citySlug: string, year: number, closed = false) {
  const start: StartingCounts = closed ? "zero" : seasonStart(year);
  return { stub: env.CITY_VOTES.get(env.CITY_VOTES.idFromName(seasonObjectName(citySlug, year))), start };
}

/** The object of the season the city's pages show (the open one, else the last closed, else the next). */
export function shownSeasonVotes(env: Env, entry: BallotCity) {
  const season = entry.now.season;
  return seasonVotes(env, entry.city.slug, season?.year ?? FIRST_SEASON_YEAR, season !== null && seasonHasClosed(season, clock.nowMs()));
}
