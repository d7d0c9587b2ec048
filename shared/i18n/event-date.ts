// A calendar date (yyyy-mm-dd, no time zone) in the active language, e.g. "Sat, June 27, 2026" /
// "sam. 27 juin 2026". Formatted in UTC, so a visitor in Vancouver and one in Halifax see the same day.
import { formatterFor } from "./intl-format";

const eventDate = formatterFor(
  (tag) => new Intl.DateTimeFormat(tag, { weekday: "short", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
);

export function formatEventDate(isoDate: string): string {
  return eventDate().format(new Date(`${isoDate}T00:00:00Z`));
}
