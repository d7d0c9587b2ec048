// The organizer's list: everyone going or waiting on each occurrence of an event, in the order they came,
// with the totals the page line shows and who is checked in at the door. Explicit columns: the e-mail
// address and the link never leave (the check-in code does: the organizer checks a row in by it).
import { and, asc, eq, ne } from "drizzle-orm";
import type { OrganizerOccurrence, OrganizerRsvp } from "@shared/going/organizer-list";
import type { Db } from "../../db/client";
import { eventRsvps } from "../../db/schema";
import { localDateTimeOf, localTimeOf } from "./rsvp-settings-queries";

export async function organizerList(db: Db, listingId: number, city: string, capacity: number | null): Promise<OrganizerOccurrence[]> {
  const rows = await db
    .select({
      day: eventRsvps.occurrence_day,
      name: eventRsvps.name,
      places: eventRsvps.places,
      status: eventRsvps.status,
      answer: eventRsvps.answer,
      createdAt: eventRsvps.created_at,
      code: eventRsvps.checkin_code,
      checkedInAt: eventRsvps.checked_in_at,
    })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.listing_id, listingId), ne(eventRsvps.status, "cancelled")))
    .orderBy(asc(eventRsvps.occurrence_day), asc(eventRsvps.id));
  const byDay = new Map<string, { going: number; checkedIn: number; rsvps: OrganizerRsvp[] }>();
  for (const row of rows) {
    const occurrence = byDay.get(row.day) ?? { going: 0, checkedIn: 0, rsvps: [] };
    byDay.set(row.day, occurrence);
    const going = row.status === "going";
    if (going) occurrence.going += row.places;
    // Only someone going can be checked in (a cancelled RSVP is not listed).
    if (going && row.checkedInAt !== null) occurrence.checkedIn += row.places;
    const waiting = occurrence.rsvps.filter((rsvp) => rsvp.status === "waitlist").length;
    occurrence.rsvps.push({
      name: row.name,
      places: row.places,
      status: going ? "going" : "waitlist",
      position: going ? null : waiting + 1,
      rsvpAt: localDateTimeOf(row.createdAt, city).replace("T", " "),
      answer: row.answer,
      code: row.code,
      checkedInAt: row.checkedInAt === null ? null : localTimeOf(row.checkedInAt, city),
    });
  }
  return [...byDay].map(([day, { going, checkedIn, rsvps }]) => ({
    day,
    going,
    checkedIn,
    waiting: rsvps.filter((rsvp) => rsvp.status === "waitlist").length,
    left: capacity === null ? null : Math.max(0, capacity - going),
    rsvps,
  }));
}
