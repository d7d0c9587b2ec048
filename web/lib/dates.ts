// Moments and times of day in the page's language through Intl, in the viewer's own time zone. Calendar
// dates (an event's day) are formatted by shared/i18n/event-date.ts.
import { formatterFor } from "@shared/i18n/intl-format";

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
