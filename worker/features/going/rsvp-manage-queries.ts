// One person's RSVP through its private link: what it is, changing its places, cancelling it, and
// promoting the waitlist when places free up. Each write is one conditional statement (decision 0180), so
// no change ever takes places that another RSVP holds.
import { eq, sql } from "drizzle-orm";
import type { RsvpStatus } from "@shared/going/rsvp-statuses";
import type { Db } from "../../db/client";
import { eventRsvps, eventRsvpSettings, listings } from "../../db/schema";
import { waitlistPosition } from "./rsvp-queries";
import { TIMING_COLUMNS } from "../listings/event-timing";

/** An RSVP by its link's hash, with its event and the organizer's settings; null when unknown. */
export async function rsvpByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: eventRsvps.id,
      listingId: eventRsvps.listing_id,
      occurrenceDay: eventRsvps.occurrence_day,
      occurrenceEndAt: eventRsvps.occurrence_end_at,
      places: eventRsvps.places,
      status: eventRsvps.status,
      email: eventRsvps.email,
      language: eventRsvps.language,
      checkinCode: eventRsvps.checkin_code,
      maxPlaces: eventRsvpSettings.max_places,
      listing: {
        id: listings.id,
        title: listings.title,
        slug: listings.slug,
        status: listings.status,
        location: listings.location,
        description: listings.description,
        ...TIMING_COLUMNS,
      },
    })
    .from(eventRsvps)
    .innerJoin(listings, eq(listings.id, eventRsvps.listing_id))
    .innerJoin(eventRsvpSettings, eq(eventRsvpSettings.listing_id, eventRsvps.listing_id))
    .where(eq(eventRsvps.token_hash, tokenHash))
    .limit(1);
  if (!row) return null;
  const position = row.status === "waitlist" ? await waitlistPosition(db, row.listingId, row.occurrenceDay, row.id) : null;
  return { ...row, position };
}

export type RsvpOfLink = NonNullable<Awaited<ReturnType<typeof rsvpByTokenHash>>>;

/** The places going on the RSVP's occurrence, leaving out the RSVP itself. */
const othersGoing = (rsvp: { id: number; listingId: number; occurrenceDay: string }) => sql`(
  SELECT coalesce(sum(places), 0) FROM event_rsvps
  WHERE listing_id = ${rsvp.listingId} AND occurrence_day = ${rsvp.occurrenceDay} AND status = 'going' AND id != ${rsvp.id})`;

/**
 * New places for an RSVP. Going: only when they fit in the capacity with everyone else's (false when
 * not). Waiting: kept on the waitlist with the new number. Cancelled: nothing changes (false).
 */
export async function changePlaces(db: Db, rsvp: RsvpOfLink, places: number, now: number): Promise<boolean> {
  const [row] = await db.all<{ id: number }>(sql`
    UPDATE event_rsvps SET places = ${places}, updated_at = ${now}
    WHERE id = ${rsvp.id} AND status != 'cancelled' AND (
      status = 'waitlist' OR (SELECT capacity FROM event_rsvp_settings WHERE listing_id = ${rsvp.listingId}) IS NULL
      OR ${othersGoing(rsvp)} + ${places} <= (SELECT capacity FROM event_rsvp_settings WHERE listing_id = ${rsvp.listingId}))
    RETURNING id`);
  return row !== undefined;
}

/** Cancels an RSVP (its places are freed); false when it was already cancelled. */
export async function cancelRsvp(db: Db, rsvp: RsvpOfLink, now: number): Promise<boolean> {
  const [row] = await db.all<{ id: number }>(sql`
    UPDATE event_rsvps SET status = 'cancelled', updated_at = ${now} WHERE id = ${rsvp.id} AND status != 'cancelled' RETURNING id`);
  return row !== undefined;
}

/**
 * Moves waiting RSVPs to going while places allow: each time the first on the waitlist whose places fit
 * (someone asking for fewer places may pass someone asking for more). Answers the promoted rows.
 */
export async function promoteWaitlist(db: Db, listingId: number, occurrenceDay: string, now: number) {
  const promoted: { id: number; email: string; token_sealed: string; status: RsvpStatus }[] = [];
  for (;;) {
    const [row] = await db.all<{ id: number; email: string; token_sealed: string; status: RsvpStatus }>(sql`
      UPDATE event_rsvps SET status = 'going', updated_at = ${now}
      WHERE id = (
        SELECT w.id FROM event_rsvps w JOIN event_rsvp_settings s ON s.listing_id = w.listing_id
        WHERE w.listing_id = ${listingId} AND w.occurrence_day = ${occurrenceDay} AND w.status = 'waitlist'
          AND (s.capacity IS NULL OR w.places + (
            SELECT coalesce(sum(places), 0) FROM event_rsvps
            WHERE listing_id = ${listingId} AND occurrence_day = ${occurrenceDay} AND status = 'going') <= s.capacity)
        ORDER BY w.id LIMIT 1)
      RETURNING id, email, token_sealed, status`);
    if (!row) return promoted;
    promoted.push(row);
  }
}
