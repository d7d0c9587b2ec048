// Moments and times of day in the page's language through Intl, in the viewer's own time zone (or a
// city's, named, with formatInZone). Calendar
// dates (an event's day) are formatted by shared/i18n/event-date.ts.
import { formatterFor } from "@shared/i18n/intl-format";
import { activeLocale } from "@shared/i18n/active-locale";
import { LOCALE_TAGS } from "@shared/i18n/locales";

const timestamp = formatterFor((tag) => new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" }));

/** A moment (ISO 8601 with time), in the viewer's own time zone, e.g. "Jan 2, 2025, 5:00 a.m.". */
export function formatTimestamp(iso: string): string {
  return timestamp().format(new Date(iso));
}

const clock = formatterFor((tag) => new Intl.DateTimeFormat(tag, { timeStyle: "short" }));

/** The time of day of a moment, in the viewer's own time zone, e.g. "5:10 p.m.". */
export function formatTime(iso: string): string {
  return clock().format(new Date(iso));
}

const day = formatterFor((tag) => new Intl.DateTimeFormat(tag, { dateStyle: "medium" }));

/** The day of a moment, in the viewer's own time zone, e.g. "Dec 24, 2026". */
export function formatDate(iso: string): string {
  return day().format(new Date(iso));
}

/**
 * A moment in a named zone, a city's own time (the ballot's seasons, its votes), in the page's language,
 * e.g. "Nov 20, 2026, 9:00 a.m."; `timeOnly`: its time of day alone.
 */
export function formatInZone(ms: number, zone: string, timeOnly = false): string {
  const style = timeOnly ? ({ timeStyle: "short" } as const) : ({ dateStyle: "medium", timeStyle: "short" } as const);
  return new Intl.DateTimeFormat(LOCALE_TAGS[activeLocale()], { ...style, timeZone: zone }).format(ms);
}
