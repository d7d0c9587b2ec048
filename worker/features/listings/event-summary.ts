// An event's next occurrence and repeat as the pages show them (shared/time/event-summary.ts), from its
// row: the materialised next start (UTC ms) turned back into the city's local day, and the RRULE text
// read into a structure. The browser gets these, never the rule.
import { RRule } from "rrule";
import { WEEKDAY_CODES, type OccurrenceSummary, type RepeatSummary } from "@shared/time/event-summary";
import { addDays, cityDay, daysBetween, wallToDay } from "@shared/time/city-day";
import { eventZone } from "@shared/time/event-occurrences";

export interface EventColumns {
  city: string;
  date: string | null;
  endsOn: string | null;
  startTime: string | null;
  endTime: string | null;
  repeat: string | null;
  nextStartAt: number | null;
}

/** The next occurrence in local terms, or null when there is none. */
export function occurrenceSummary(event: EventColumns): OccurrenceSummary | null {
  if (event.nextStartAt === null || !event.date) return null;
  const day = cityDay(event.nextStartAt, eventZone(event.city));
  const length = event.endsOn ? Math.max(0, daysBetween(event.date, event.endsOn)) : 0;
  return { day, lastDay: addDays(day, length), startTime: event.startTime, endTime: event.endTime };
}

/**
 * The repeat as a structure, or null for a one-off (or a rule the pages have no words for). A rule that
 * leaves out its day or month repeats on the event's first date's (RFC 5545), so the summary names it.
 */
export function repeatSummary(rule: string | null, date: string | null): RepeatSummary | null {
  if (!rule || !date) return null;
  let options: ReturnType<typeof RRule.parseString>;
  try {
    options = RRule.parseString(rule);
  } catch {
    return null;
  }
  const until = options.until ? wallToDay(options.until.getTime()) : null;
  const days = ([] as unknown[]).concat(options.byweekday ?? []).map((day) => {
    const weekday = typeof day === "number" ? { weekday: day, n: undefined } : (day as { weekday: number; n?: number });
    return { code: WEEKDAY_CODES[weekday.weekday]!, n: weekday.n };
  });
  const first = new Date(`${date}T00:00:00Z`);
  if (days.length === 0 && options.freq === RRule.WEEKLY) days.push({ code: WEEKDAY_CODES[(first.getUTCDay() + 6) % 7]!, n: undefined });
  const months = ([] as number[]).concat(options.bymonth ?? []);
  if (months.length === 0) months.push(first.getUTCMonth() + 1);
  const monthDays = ([] as number[]).concat(options.bymonthday ?? []);
  if (monthDays.length === 0 && days.length === 0) monthDays.push(first.getUTCDate());
  switch (options.freq) {
    case RRule.DAILY:
      return { freq: "daily", until };
    case RRule.WEEKLY:
      return { freq: "weekly", weekdays: days.map((d) => d.code), until };
    case RRule.MONTHLY:
      if (monthDays.length === 1) return { freq: "monthly", monthDay: monthDays[0]!, until };
      if (days.length === 1 && days[0]!.n) return { freq: "monthly", nth: days[0]!.n, weekday: days[0]!.code, until };
      return null;
    case RRule.YEARLY:
      return months.length === 1 ? { freq: "yearly", month: months[0]!, until } : null;
    default:
      return null;
  }
}
