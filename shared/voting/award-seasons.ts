// Award seasons: a city's yearly Best Coffee Shops poll opens and closes at wall-clock times in the
// city's zone. The instants are computed when a season is written (the seed, an admin) and stored.
import { addDays, cityDay, dayStartAt, wallToInstant } from "../time/city-day";

/** The default season of a year: Jan 1 00:00:00 until Dec 31 23:59:59, city time. */
export function defaultSeasonWindow(year: number, zone: string): SeasonWindow {
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

/**
 * The first season, open when seasons began: its tallies already held the spec's seeded starting counts
 * (50–199 a shop) and real votes, so it keeps them and says so; every later season starts at zero.
 */
export const FIRST_SEASON_YEAR = 2026;

/**
 * Whether a season has opened. From then on, moving its opening or close (closing it early, reopening it)
 * changes which votes count, so only an admin may, as only an admin may void votes.
 */
export function seasonHasOpened(season: SeasonWindow, nowMs: number): boolean {
  return Date.parse(season.opensAt) <= nowMs;
}

/** Whether a season is over: its closing second has passed. */
export const seasonHasClosed = (season: SeasonWindow, nowMs: number): boolean => Date.parse(season.closesAt) < nowMs;

export interface Season extends SeasonWindow {
  year: number;
  hideFinalWeek: boolean;
}

/** A city's seasons as a page and the votes API see them at an instant. */
export interface SeasonState {
  /** The season whose counts are shown: the open one, else the last closed, else the next. */
  season: Season | null;
  /** Whether votes count now. */
  open: boolean;
  /** When voting opens again (the next season's opening), when closed and known. */
  reopensAt: string | null;
}

export function seasonStateAt(seasons: readonly Season[], nowMs: number): SeasonState {
  const byYear = [...seasons].sort((a, b) => a.year - b.year);
  const open = byYear.find((season) => seasonIsOpen(season, nowMs));
  const closed = byYear.filter((season) => seasonHasClosed(season, nowMs)).at(-1);
  const next = byYear.find((season) => Date.parse(season.opensAt) > nowMs);
  return {
    season: open ?? closed ?? next ?? null,
    open: Boolean(open),
    reopensAt: open ? null : (next?.opensAt ?? null),
  };
}

/** With `hideFinalWeek`, counts are hidden for this long before a season closes (readers' polls' anti-bandwagon rule). */
export const HIDDEN_FINAL_MS = 7 * 86_400_000;

/**
 * When a season's results are revealed: the start of the day after its closing day, city time (Jan 1
 * 00:00 for a season closing Dec 31 23:59:59). A day, not the closing second, so "Results revealed Jan 1"
 * is true to the day wherever in the day an admin sets the close.
 */
export function revealAt(season: SeasonWindow, zone: string): number {
  return dayStartAt(addDays(cityDay(Date.parse(season.closesAt), zone), 1), zone);
}

/** The instants (ms) between which a season hides its counts. */
export interface HiddenWindow {
  from: number;
  until: number;
}

/** When the season hides its counts: its final 7 days until the reveal, when it asks for it; else null. */
export function hiddenWindow(season: Season, zone: string): HiddenWindow | null {
  return season.hideFinalWeek ? { from: Date.parse(season.closesAt) - HIDDEN_FINAL_MS, until: revealAt(season, zone) } : null;
}

/** Whether `nowMs` falls in a hiding window (none: counts are shown). */
export function inHiddenWindow(window: HiddenWindow | null | undefined, nowMs: number): boolean {
  return window != null && window.from <= nowMs && nowMs < window.until;
}

/** Whether the season's counts are hidden at `nowMs`. */
export function countsHiddenAt(season: Season, zone: string, nowMs: number): boolean {
  return inHiddenWindow(hiddenWindow(season, zone), nowMs);
}
