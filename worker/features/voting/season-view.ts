// A city's season as the pages show it, worded by the Worker in the request's language (as event dates
// are), so the page carries no date formatting and the edge's render and the browser's agree by
// construction: "Voting closes Dec 31, 2026", « Le vote se termine le 31 décembre 2026 ». Days are the
// city's own (its zone), formatted as floating dates.
import { FIRST_SEASON_YEAR, countsHiddenAt, revealAt, type Season } from "@shared/voting/award-seasons";
import * as clock from "@shared/time/clock";
import { formatterFor } from "@shared/i18n/intl-format";
import { activeLocale } from "@shared/i18n/active-locale";
import { cityDay } from "@shared/time/city-day";
import type { BallotCity } from "./ballot-queries";

// English abbreviates the month ("Dec 31, 2026"); French writes it out (« 31 décembre 2026 »).
const seasonDay = formatterFor(
  (tag) => new Intl.DateTimeFormat(tag, { day: "numeric", month: tag.startsWith("fr") ? "long" : "short", year: "numeric", timeZone: "UTC" }),
);

function dayOf(instant: string | number, zone: string): string {
  const worded = seasonDay().format(new Date(`${cityDay(typeof instant === "number" ? instant : Date.parse(instant), zone)}T00:00:00Z`));
  // French writes the first of the month as an ordinal (« le 1er janvier »), which Intl does not.
  return activeLocale() === "fr" ? worded.replace(/^1 /, "1er ") : worded;
}

/** When the season's counts are hidden now (its final week, with `hideFinalWeek`): the reveal day, worded; else null. */
export function hiddenUntil(season: Season, zone: string): string | null {
  return countsHiddenAt(season, zone, clock.nowMs()) ? dayOf(revealAt(season, zone), zone) : null;
}

/** A season's last day, worded. */
export const closingDay = (season: Season, zone: string) => dayOf(season.closesAt, zone);

/** The city's season now, or null when it has none. */
export function seasonView(entry: BallotCity) {
  const { season, open, reopensAt } = entry.now;
  if (!season) return null;
  return {
    year: season.year,
    /** Whether votes count now. */
    open,
    closesOn: closingDay(season, entry.timeZone),
    /** When closed and the next season is known: its first day, worded. */
    reopensOn: reopensAt ? dayOf(reopensAt, entry.timeZone) : null,
    /** Whether the counts began from the seeded starting counts (the first season), which the page says. */
    startingCounts: season.year === FIRST_SEASON_YEAR,
    /** While the season hides its counts (its final week): the reveal day, worded; null when counts are shown. */
    revealsOn: hiddenUntil(season, entry.timeZone),
  };
}
