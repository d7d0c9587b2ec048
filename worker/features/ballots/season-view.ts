// A city's season as the pages show it, worded by the Worker in the request's language (as event dates
// are), so the page carries no date formatting and the edge's render and the browser's agree by
// construction: "Voting closes Dec 31, 2026", « Le vote se termine le 31 décembre 2026 ». Days are the
// city's own (its zone), formatted as floating dates.
import { FIRST_SEASON_YEAR } from "@shared/rules/award-seasons";
import { formatterFor } from "@shared/i18n/intl-format";
import { cityDay } from "@shared/time/city-day";
import type { BallotCity } from "./ballot-queries";

// English abbreviates the month ("Dec 31, 2026"); French writes it out (« 31 décembre 2026 »).
const seasonDay = formatterFor(
  (tag) => new Intl.DateTimeFormat(tag, { day: "numeric", month: tag.startsWith("fr") ? "long" : "short", year: "numeric", timeZone: "UTC" }),
);

const dayOf = (instant: string, zone: string) => seasonDay().format(new Date(`${cityDay(Date.parse(instant), zone)}T00:00:00Z`));

export interface SeasonView {
  year: number;
  /** Whether votes count now. */
  open: boolean;
  /** The season's last day, worded. */
  closesOn: string;
  /** When closed and the next season is known: its first day, worded. */
  reopensOn: string | null;
  /** Whether the counts began from the seeded starting counts (the first season), which the page says. */
  startingCounts: boolean;
}

/** The city's season now, or null when it has none. */
export function seasonView(entry: BallotCity): SeasonView | null {
  const { season, open, reopensAt } = entry.now;
  if (!season) return null;
  return {
    year: season.year,
    open,
    closesOn: dayOf(season.closesAt, entry.timeZone),
    reopensOn: reopensAt ? dayOf(reopensAt, entry.timeZone) : null,
    startingCounts: season.year === FIRST_SEASON_YEAR,
  };
}
