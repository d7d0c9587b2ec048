// Event dates are calendar dates (yyyy-mm-dd) with no time zone: format them in UTC so a visitor in
// Vancouver and one in Halifax see the same day.
const eventDate = new Intl.DateTimeFormat("en-CA", {
  weekday: "short",
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

export function formatEventDate(isoDate: string): string {
  return eventDate.format(new Date(`${isoDate}T00:00:00Z`));
}
