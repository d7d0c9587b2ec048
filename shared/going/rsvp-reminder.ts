// When an RSVP's reminder goes out: 9:00 on the day before its occurrence, in the event city's zone
// (across a DST change and in St. John's half-hour zone alike: wall time first, then the instant).
import { addDays, dayToWall, wallToInstant } from "../time/city-day";

export const REMINDER_HOUR = 9;

export function reminderAt(occurrenceDay: string, zone: string): number {
  return wallToInstant(dayToWall(addDays(occurrenceDay, -1)) + REMINDER_HOUR * 3_600_000, zone);
}
