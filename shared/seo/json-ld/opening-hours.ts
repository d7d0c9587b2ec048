// schema.org's openingHoursSpecification for a shop's or gem's structured hours: one entry per set of
// weekdays sharing a range (opens and closes as HH:MM; a range past midnight closes "earlier" than it
// opens, as schema.org and Google's guidelines write it), and each dated exception as an entry valid
// on that date alone, a closed day being opens = closes = 00:00.
import { WEEKDAYS, type OpeningHours, type Weekday } from "../../time/weekly-hours";

const DAY_NAMES: Record<Weekday, string> = {
  mo: "Monday",
  tu: "Tuesday",
  we: "Wednesday",
  th: "Thursday",
  fr: "Friday",
  sa: "Saturday",
  su: "Sunday",
};

/** A range that closes when it opens is the whole day: schema.org says 00:00–23:59. */
const closing = (opens: string, closes: string) => (opens === closes ? "23:59" : closes);

export function openingHoursSpecification(hours: OpeningHours): Record<string, unknown>[] {
  const byRange = new Map<string, Weekday[]>();
  for (const day of WEEKDAYS) {
    for (const [opens, closes] of hours.week[day] ?? []) {
      const key = `${opens}-${closes}`;
      byRange.set(key, [...(byRange.get(key) ?? []), day]);
    }
  }
  const weekly = [...byRange].map(([key, days]) => {
    const [opens, closes] = key.split("-") as [string, string];
    return {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: days.map((day) => `https://schema.org/${DAY_NAMES[day]}`),
      opens,
      closes: closing(opens, closes),
    };
  });
  const dated = hours.exceptions.flatMap(({ date, ranges }) =>
    (ranges.length ? ranges : [["00:00", "00:00"] as const]).map(([opens, closes]) => ({
      "@type": "OpeningHoursSpecification",
      validFrom: date,
      validThrough: date,
      opens,
      closes: ranges.length ? closing(opens, closes) : "00:00",
    })),
  );
  return [...weekly, ...dated];
}
