// After an event's date or times change, its RSVPs follow: each keeps its occurrence's end (retention),
// its 9:00 reminder and its 2-hour reminder on the event's new timing, so nobody is reminded on the old
// day. A one-off event's RSVPs move to its new date; a repeating event's keep their day when it is still
// an occurrence, and when it no longer is, no reminder is sent for it (the change notice told them).
import { and, eq, gt, inArray } from "drizzle-orm";
import * as clock from "@shared/time/clock";
import { rsvpTimes } from "@shared/going/rsvp-reminder";
import { eventZone } from "@shared/time/event-occurrences";
import type { Db } from "../../db/client";
import { eventRsvps } from "../../db/schema";
import { occurrenceOfDay, publishedEvent } from "./rsvp-occurrences";

/** The fields whose change moves an event's occurrences. */
export const TIMING_FIELDS = ["date", "ends_on", "start_time", "end_time", "repeat_rule"] as const;

export async function retimeRsvps(db: Db, listingId: number): Promise<void> {
  const event = await publishedEvent(db, listingId);
  // Taken down: the cancellation notice goes out and reminders skip an unpublished event.
  if (!event) return;
  const now = clock.nowMs();
  const rsvps = await db
    .select({ id: eventRsvps.id, day: eventRsvps.occurrence_day })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.listing_id, listingId), inArray(eventRsvps.status, ["going", "waitlist"]), gt(eventRsvps.occurrence_end_at, now)));
  const zone = eventZone(event.city);
  for (const rsvp of rsvps) {
    const occurrence = occurrenceOfDay(event, rsvp.day) ?? (event.repeat_rule ? null : occurrenceOfDay(event, event.date!));
    if (!occurrence) {
      // The day is no longer one of the event's: nothing to remind them of.
      await db.update(eventRsvps).set({ reminded_at: now, soon_reminded_at: now }).where(eq(eventRsvps.id, rsvp.id));
      continue;
    }
    const { occurrenceDay, occurrenceEndAt, remindAt, soonAt } = rsvpTimes(occurrence, zone);
    await db
      .update(eventRsvps)
      .set({
        occurrence_day: occurrenceDay,
        occurrence_end_at: occurrenceEndAt,
        remind_at: remindAt,
        soon_at: soonAt,
        // A reminder already sent for the old timing is sent again for the new one while it is still ahead.
        ...(remindAt > now ? { reminded_at: null } : {}),
        ...(soonAt > now ? { soon_reminded_at: null } : {}),
      })
      .where(eq(eventRsvps.id, rsvp.id));
  }
}
