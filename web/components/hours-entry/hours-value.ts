// A place's opening hours as the hours widget holds them (every weekday present, times as the time
// controls give them, "" while empty) and as the shared schema takes them (shared/time/opening-hours-schema.ts).
import { WEEKDAYS, type HoursException, type OpeningHours, type OpenRange, type Weekday } from "@shared/time/weekly-hours";

export interface HoursValue {
  week: Record<Weekday, OpenRange[]>;
  exceptions: HoursException[];
}

export const EMPTY_HOURS: HoursValue = {
  week: Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as Record<Weekday, OpenRange[]>,
  exceptions: [],
};

/** Stored hours (or none) as the widget's value. */
export function hoursValueOf(stored: OpeningHours | null | undefined): HoursValue {
  if (!stored) return EMPTY_HOURS;
  return {
    week: Object.fromEntries(WEEKDAYS.map((day) => [day, stored.week[day] ?? []])) as Record<Weekday, OpenRange[]>,
    exceptions: stored.exceptions,
  };
}

/** What the schemas take: null when nothing was entered (every day closed, no dates). */
export function hoursInput(value: HoursValue): OpeningHours | null {
  const open = WEEKDAYS.some((day) => value.week[day].length > 0);
  return open || value.exceptions.length > 0 ? { week: value.week, exceptions: value.exceptions } : null;
}

/** Where a schema issue inside the hours belongs: a weekday, the dates, or the whole. */
export type HoursPart = Weekday | "exceptions" | "all";

/** The first message per part, from issues whose path starts inside the hours (`week.mo.0.1`…). */
export function hoursErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Partial<Record<HoursPart, string>> {
  const errors: Partial<Record<HoursPart, string>> = {};
  for (const { path, message } of issues) {
    const part: HoursPart =
      path[0] === "week" && WEEKDAYS.includes(path[1] as Weekday) ? (path[1] as Weekday) : path[0] === "exceptions" ? "exceptions" : "all";
    errors[part] ??= message;
  }
  return errors;
}
