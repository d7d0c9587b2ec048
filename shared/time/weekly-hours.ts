// The shape of a place's opening hours, shared by the catalogue's data, the schema that validates what
// submitters and admins enter, the rules that answer "open now" and the storage that filters on it.
// Times are HH:MM wall-clock times in the listing city's time zone; a range whose closing time is not
// after its opening time runs past midnight (so 00:00–00:00 is the whole day and night).

export const WEEKDAYS = ["mo", "tu", "we", "th", "fr", "sa", "su"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** An open range, [opens, closes] as HH:MM; closes <= opens means it closes after midnight. */
export type OpenRange = [opens: string, closes: string];

/** Per weekday, its open ranges; a day not listed (or listed with no ranges) is closed. */
export type WeeklyHours = Partial<Record<Weekday, OpenRange[]>>;

/** A date (YYYY-MM-DD, local) whose hours differ from its weekday's: no ranges is a closure (a holiday). */
export interface HoursException {
  readonly date: string;
  readonly ranges: OpenRange[];
}

/** What a listing stores: its week and its dated exceptions. */
export interface OpeningHours {
  readonly week: WeeklyHours;
  readonly exceptions: HoursException[];
}

/** How much one place may enter (the schema's limits; here so the hours widget reads them without zod). */
export const HOURS_LIMITS = { rangesPerDay: 4, exceptions: 60 } as const;

export const MINUTES_PER_DAY = 24 * 60;

/** "18:30" → 1110. The schema has checked the shape. */
export function minuteOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** 1110 → "18:30" (any minute count, wrapped into one day). */
export function timeOfMinute(minute: number): string {
  const wrapped = ((minute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(wrapped / 60)).padStart(2, "0")}:${String(wrapped % 60).padStart(2, "0")}`;
}

/** A range as minutes from its day's midnight: [start, end), end past 1440 when it runs past midnight. */
export function rangeMinutes([opens, closes]: OpenRange): readonly [start: number, end: number] {
  const start = minuteOfDay(opens);
  const end = minuteOfDay(closes);
  return [start, end <= start ? end + MINUTES_PER_DAY : end];
}

/**
 * A place's hours as a card or a detail page receives them: with the city's time zone, and the instant
 * the answer was made (`asOf`, ms), which the first render reads so the server's HTML and the browser's
 * hydration agree; the browser then reads the one clock, every minute.
 */
export interface PlaceHours extends OpeningHours {
  readonly timeZone: string;
  readonly asOf: number;
}
