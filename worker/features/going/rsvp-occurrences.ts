// Which occurrences of an event take RSVPs: the real ones (a repeating event's days, a one-off's date),
// not yet started, before the organizer's close time. Each occurrence has its own places.
import { and, eq } from "drizzle-orm";
import { eventZone, occurrenceDays, occurrenceOn, timingOfColumns, type Occurrence } from "@shared/time/event-occurrences";
import { addDays, cityDay } from "@shared/time/city-day";
import type { Db } from "../../db/client";
import { listings } from "../../db/schema";
import { TIMING_COLUMNS } from "../listings/event-timing";

/** How many coming occurrences the form offers. */
const OFFERED_OCCURRENCES = 6;

/** A published event's timing columns, title and city; null for anything else. */
export async function publishedEvent(db: Db, id: number) {
  const [row] = await db
    .select({ id: listings.id, title: listings.title, location: listings.location, ...TIMING_COLUMNS })
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.type, "event"), eq(listings.status, "published")))
    .limit(1);
  return row ?? null;
}

export type PublishedEvent = NonNullable<Awaited<ReturnType<typeof publishedEvent>>>;

/** RSVPs close when the occurrence starts, or earlier at the organizer's close time. */
function isOpen(occurrence: Occurrence, closesAt: number | null, nowMs: number): boolean {
  return nowMs < occurrence.startAt && (closesAt === null || nowMs < closesAt);
}

/** The occurrence starting on `day` if the event really has one then; null otherwise. */
export function occurrenceOfDay(event: PublishedEvent, day: string): Occurrence | null {
  const timing = timingOfColumns(event);
  if (!timing || occurrenceDays(timing, day, 1)[0] !== day) return null;
  return occurrenceOn(timing, eventZone(event.city), day);
}

/** The occurrence on `day` when it still takes RSVPs: "closed" when it is over or past the close time. */
export function openOccurrence(event: PublishedEvent, day: string, closesAt: number | null, nowMs: number): Occurrence | "closed" | null {
  const occurrence = occurrenceOfDay(event, day);
  if (!occurrence) return null;
  return isOpen(occurrence, closesAt, nowMs) ? occurrence : "closed";
}

/** The next occurrences that take RSVPs, soonest first (at most a few). */
export function openOccurrences(event: PublishedEvent, closesAt: number | null, nowMs: number): Occurrence[] {
  const timing = timingOfColumns(event);
  if (!timing) return [];
  const zone = eventZone(event.city);
  // Started occurrences are skipped; a day's margin covers the zone's offset.
  const from = addDays(cityDay(nowMs, zone), -1);
  return occurrenceDays(timing, from, OFFERED_OCCURRENCES + 2)
    .map((day) => occurrenceOn(timing, zone, day))
    .filter((occurrence) => isOpen(occurrence, closesAt, nowMs))
    .slice(0, OFFERED_OCCURRENCES);
}
