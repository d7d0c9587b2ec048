// Dates and times in the page's language through Intl ("Sat, June 27, 2026" / "sam. 27 juin 2026").
// Event dates are calendar dates (yyyy-mm-dd) with no time zone: format them in UTC so a visitor in
// Vancouver and one in Halifax see the same day.
import { formatterFor } from "@shared/i18n/intl-format";

const eventDate = formatterFor(
  (tag) => new Intl.DateTimeFormat(tag, { weekday: "short", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
);

export function formatEventDate(isoDate: string): string {
  return eventDate().format(new Date(`${isoDate}T00:00:00Z`));
}

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
