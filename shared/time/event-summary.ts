// What a page needs to show when an event happens, computed by the Worker (which expands repeats) and
// sent with each card: the next occurrence as local days and times in the event's city, and its repeat
// as a structure the page words in its language (web/lib/event-words.ts) — no RRULE in the browser.

export const WEEKDAY_CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** The next occurrence in the city's wall-clock terms. */
export interface OccurrenceSummary {
  /** First and last local days (yyyy-mm-dd); the same for a one-day event. */
  day: string;
  lastDay: string;
  /** Local start and end times (HH:MM), or null for all-day. */
  startTime: string | null;
  endTime: string | null;
}

/** A repeat the pages can word ("Every Tuesday and Thursday", "Every month on the 2nd Friday"…). */
export type RepeatSummary =
  | { freq: "daily"; until: string | null }
  | { freq: "weekly"; weekdays: WeekdayCode[]; until: string | null }
  | { freq: "monthly"; monthDay: number; until: string | null }
  | { freq: "monthly"; nth: number; weekday: WeekdayCode; until: string | null }
  | { freq: "yearly"; month: number; until: string | null };
