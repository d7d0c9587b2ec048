// An event's RSVP settings: who may set them (the submitter through the status link, staff on any event)
// and the row itself. Only a published event listing takes RSVPs.
import { and, eq, gt, sql } from "drizzle-orm";
import type { RsvpSettingsInput } from "@shared/going/going-schema";
import { eventZone } from "@shared/time/event-occurrences";
import { dayToWall, wallTimeOf, wallToInstant } from "@shared/time/city-day";
import type { Db } from "../../db/client";
import { contentVersion, eventRsvpSettings, listings, submissions } from "../../db/schema";
import * as clock from "@shared/time/clock";

/** The published event a submission became, found through its status link's hash; null otherwise. */
export async function eventOfSubmitter(db: Db, tokenHash: string, now: Date = clock.now()): Promise<number | null> {
  const [row] = await db
    .select({ id: listings.id })
    .from(submissions)
    .innerJoin(listings, eq(listings.submission_id, submissions.id))
    .where(
      and(
        eq(submissions.status_token_hash, tokenHash),
        gt(submissions.status_token_expires_at, now.toISOString()),
        eq(listings.type, "event"),
        eq(listings.status, "published"),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** "yyyy-mm-ddTHH:MM" in the city's zone as UTC ms. */
export function localDateTimeAt(local: string, city: string): number {
  const [day, time] = local.split("T") as [string, string];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return wallToInstant(dayToWall(day) + (hours * 60 + minutes) * 60_000, eventZone(city));
}

/** Writes (or replaces) an event's settings. */
export async function saveRsvpSettings(db: Db, listingId: number, city: string, settings: RsvpSettingsInput, now: Date = clock.now()) {
  const values = {
    enabled: settings.enabled,
    capacity: settings.capacity,
    max_places: settings.max_places,
    question: settings.question,
    closes_at: settings.closes_at ? localDateTimeAt(settings.closes_at, city) : null,
    remind_soon: settings.remind_soon ?? false,
    updated_at: now.getTime(),
  };
  // The event's cached pages show "Register Now" as our form or the organizer's link: they turn over.
  await db.batch([
    db
      .insert(eventRsvpSettings)
      .values({ listing_id: listingId, ...values })
      .onConflictDoUpdate({ target: eventRsvpSettings.listing_id, set: values }),
    db
      .update(contentVersion)
      .set({ version: sql`${contentVersion.version} + 1` })
      .where(eq(contentVersion.id, 1)),
  ]);
}

/** An event's settings as the forms show them (the close time back in the city's local time), or null. */
export async function rsvpSettingsOf(db: Db, listingId: number, city: string): Promise<RsvpSettingsInput | null> {
  const [row] = await db.select().from(eventRsvpSettings).where(eq(eventRsvpSettings.listing_id, listingId)).limit(1);
  if (!row) return null;
  return {
    enabled: row.enabled,
    capacity: row.capacity,
    max_places: row.max_places,
    question: row.question,
    closes_at: row.closes_at === null ? null : localDateTimeOf(row.closes_at, city),
    remind_soon: row.remind_soon,
  };
}

/** UTC ms as "yyyy-mm-ddTHH:MM" in the city's zone. */
export function localDateTimeOf(ms: number, city: string): string {
  return new Date(wallTimeOf(ms, eventZone(city))).toISOString().slice(0, 16);
}

/** UTC ms as "HH:MM" in the city's zone (a check-in's time). */
export const localTimeOf = (ms: number, city: string) => localDateTimeOf(ms, city).slice(11);
