// When an RSVP's reminders go out: 9:00 on the day before its occurrence, in the event city's zone
// (across a DST change and in St. John's half-hour zone alike: wall time first, then the instant), and,
// when the organizer asks for it, 2 hours before it starts.
import { addDays, dayToWall, wallToInstant } from "../time/city-day";
import type { Occurrence } from "../time/event-occurrences";

export const REMINDER_HOUR = 9;

export function reminderAt(occurrenceDay: string, zone: string): number {
  return wallToInstant(dayToWall(addDays(occurrenceDay, -1)) + REMINDER_HOUR * 3_600_000, zone);
}

/** How long before an occurrence starts the optional second reminder goes out. */
export const SOON_REMINDER_MS = 2 * 3_600_000;

/** Where an RSVP stands in time: its occurrence (day, end: the retention job's clock) and both reminders. */
export const rsvpTimes = (occurrence: Occurrence, zone: string) => ({
  occurrenceDay: occurrence.day,
  occurrenceEndAt: occurrence.endAt,
  remindAt: reminderAt(occurrence.day, zone),
  soonAt: occurrence.startAt - SOON_REMINDER_MS,
});
