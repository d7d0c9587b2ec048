// Which season an accepted nomination joins. Late additions would have only days to gather votes against
// shops that had months, so a shop accepted within NOMINATION_CUTOFF_DAYS of the open season's close
// waits for the next season (docs/decisions/0130-nominations-join-by-cut-off.md).
import { seasonIsOpen, type Season } from "./award-seasons";

export const NOMINATION_CUTOFF_DAYS = 30;
const DAY_MS = 86_400_000;

/** The last instant a nomination accepted now still joins the open season (its close minus the cut-off). */
export function nominationCutOff(season: Pick<Season, "closesAt">): number {
  return Date.parse(season.closesAt) - NOMINATION_CUTOFF_DAYS * DAY_MS;
}

/**
 * The season year a shop accepted at `nowMs` is first on the ballot: the open season's before its
 * cut-off; otherwise the next season (one already set up that has not opened, else the year after the
 * latest). `currentYear`: the year now, for a city with no season at all.
 */
export function nominationSeasonYear(seasons: readonly Season[], nowMs: number, currentYear: number): number {
  const byYear = [...seasons].sort((a, b) => a.year - b.year);
  const open = byYear.find((season) => seasonIsOpen(season, nowMs));
  if (open && nowMs <= nominationCutOff(open)) return open.year;
  const upcoming = byYear.find((season) => Date.parse(season.opensAt) > nowMs && (!open || season.year > open.year));
  if (upcoming) return upcoming.year;
  const latest = byYear.at(-1);
  return latest ? Math.max(latest.year + 1, currentYear) : currentYear;
}

/** Whether a shop first on the ballot in `fromYear` (null: always) belongs to the season `year`. */
export function shopInSeason(fromYear: number | null, year: number | null): boolean {
  return fromYear === null || year === null || fromYear <= year;
}
