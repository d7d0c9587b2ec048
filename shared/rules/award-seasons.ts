// Award seasons: a city's yearly Best Coffee Shops poll opens and closes at wall-clock times in the
// city's zone. The instants are computed when a season is written (the seed, an admin) and stored.
import { wallToInstant } from "../time/city-day";

/** The default season of a year: Jan 1 00:00:00 until Dec 31 23:59:59, city time. */
export function defaultSeasonWindow(year: number, zone: string): { opensAt: string; closesAt: string } {
  return {
    opensAt: new Date(wallToInstant(Date.UTC(year, 0, 1, 0, 0, 0), zone)).toISOString(),
    closesAt: new Date(wallToInstant(Date.UTC(year, 11, 31, 23, 59, 59), zone)).toISOString(),
  };
}

export interface SeasonWindow {
  opensAt: string;
  closesAt: string;
}

/** Whether a vote at `nowMs` counts: from the opening instant through the closing one (its last second). */
export function seasonIsOpen(season: SeasonWindow, nowMs: number): boolean {
  return Date.parse(season.opensAt) <= nowMs && nowMs <= Date.parse(season.closesAt);
}

/** How long before the close the counts are hidden when a season asks for it. */
export const HIDDEN_FINAL_DAYS = 7;
