// One person's "I'm going" and the places of an occurrence. Capacity is exact under concurrency because
// the status is decided inside ONE conditional INSERT … SELECT: D1 runs each statement alone, so the
// places counted and the row written cannot interleave with another RSVP's (decision 0180).
import { and, asc, eq, sql } from "drizzle-orm";
import type { RsvpStatus } from "@shared/going/rsvp-statuses";
import type { Db } from "../../db/client";
import { eventRsvps, eventRsvpSettings } from "../../db/schema";
import { newCheckinCode } from "./checkin";

export interface NewRsvp {
  listingId: number;
  occurrenceDay: string;
  occurrenceEndAt: number;
  name: string;
  email: string;
  places: number;
  answer: string | null;
  language: "en" | "fr";
  tokenHash: string;
  tokenSealed: string;
  remindAt: number;
  /** 2 hours before the occurrence starts (its reminder goes out only if the organizer asks for it). */
  soonAt: number;
  now: number;
}

export type RsvpOutcome = { id: number; status: "going" } | { id: number; status: "waitlist"; position: number };

/**
 * Stores an RSVP as going when its places fit in what is left of the capacity (or there is none), else
 * on the waitlist, and answers which with the waitlist position. Null when RSVP is off for the event.
 * Each RSVP gets its check-in code here (`newCode`: the tests can make two collide).
 */
export async function takeRsvp(db: Db, rsvp: NewRsvp, newCode: () => string = newCheckinCode): Promise<RsvpOutcome | null> {
  // A code already taken on this occurrence (about one in a billion per RSVP there) draws another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertRsvp(db, rsvp, newCode());
    } catch (error) {
      if (attempt === 3 || !String(error).includes("checkin_code")) throw error;
    }
  }
}

async function insertRsvp(db: Db, rsvp: NewRsvp, checkinCode: string): Promise<RsvpOutcome | null> {
  const [row] = await db.all<{ id: number; status: RsvpStatus }>(sql`
    INSERT INTO event_rsvps (listing_id, occurrence_day, occurrence_end_at, name, email, places, answer, status, language,
      token_hash, token_sealed, remind_at, soon_at, checkin_code, created_at, updated_at)
    SELECT ${rsvp.listingId}, ${rsvp.occurrenceDay}, ${rsvp.occurrenceEndAt}, ${rsvp.name}, ${rsvp.email.toLowerCase()}, ${rsvp.places},
      ${rsvp.answer},
      CASE WHEN s.capacity IS NULL OR ${rsvp.places} + (
        SELECT coalesce(sum(places), 0) FROM event_rsvps
        WHERE listing_id = ${rsvp.listingId} AND occurrence_day = ${rsvp.occurrenceDay} AND status = 'going'
      ) <= s.capacity THEN 'going' ELSE 'waitlist' END,
      ${rsvp.language}, ${rsvp.tokenHash}, ${rsvp.tokenSealed}, ${rsvp.remindAt}, ${rsvp.soonAt}, ${checkinCode}, ${rsvp.now}, ${rsvp.now}
    FROM event_rsvp_settings s WHERE s.listing_id = ${rsvp.listingId} AND s.enabled = 1
    RETURNING id, status`);
  if (!row) return null;
  if (row.status === "going") return { id: row.id, status: "going" };
  return { id: row.id, status: "waitlist", position: await waitlistPosition(db, rsvp.listingId, rsvp.occurrenceDay, row.id) };
}

/** Where an RSVP stands on its occurrence's waitlist (1 is next). */
export async function waitlistPosition(db: Db, listingId: number, occurrenceDay: string, id: number): Promise<number> {
  const [row] = await db.all<{ n: number }>(sql`
    SELECT count(*) AS n FROM event_rsvps
    WHERE listing_id = ${listingId} AND occurrence_day = ${occurrenceDay} AND status = 'waitlist' AND id <= ${id}`);
  return row?.n ?? 0;
}

/** The places taken on one occurrence and the number of people waiting. */
export async function occurrencePlaces(db: Db, listingId: number, occurrenceDay: string) {
  const [row] = await db.all<{ going: number; waiting: number }>(sql`
    SELECT coalesce(sum(CASE WHEN status = 'going' THEN places END), 0) AS going,
      count(CASE WHEN status = 'waitlist' THEN 1 END) AS waiting
    FROM event_rsvps WHERE listing_id = ${listingId} AND occurrence_day = ${occurrenceDay} AND status != 'cancelled'`);
  return { going: row?.going ?? 0, waiting: row?.waiting ?? 0 };
}

/** An event's RSVP settings row, or null when it has none. */
export async function rsvpSettingsRow(db: Db, listingId: number) {
  const [row] = await db.select().from(eventRsvpSettings).where(eq(eventRsvpSettings.listing_id, listingId)).limit(1);
  return row ?? null;
}

/** Every RSVP of an occurrence in the order they came (the tests read them). */
export function rsvpsOf(db: Db, listingId: number, occurrenceDay: string) {
  return db
    .select({ id: eventRsvps.id, status: eventRsvps.status, places: eventRsvps.places })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.listing_id, listingId), eq(eventRsvps.occurrence_day, occurrenceDay)))
    .orderBy(asc(eventRsvps.id));
}

/**
 * The two reminders: the day before (always) and 2 hours before (where the organizer asked for it), each
 * with its own due time and its own "sent" mark.
 */
const REMINDERS = {
  day: { due: sql.raw("remind_at"), sent: sql.raw("reminded_at"), asked: sql`` },
  soon: {
    due: sql.raw("soon_at"),
    sent: sql.raw("soon_reminded_at"),
    asked: sql`AND listing_id IN (SELECT listing_id FROM event_rsvp_settings WHERE remind_soon = 1)`,
  },
};
export type Reminder = keyof typeof REMINDERS;

/**
 * Marks the reminders due at `now` as sent and answers them (people going whose reminder time has come,
 * the occurrence not over, the event still published: a cancelled one reminds nobody): one statement, so
 * two cron runs never remind anyone twice. At most 500 a run.
 */
export function takeDueReminders(db: Db, reminder: Reminder, now: number) {
  const { due, sent, asked } = REMINDERS[reminder];
  return db.all<{ email: string; token_sealed: string }>(sql`
    UPDATE event_rsvps SET ${sent} = ${now}
    WHERE id IN (
      SELECT id FROM event_rsvps
      WHERE ${due} <= ${now} AND ${sent} IS NULL AND status = 'going' AND occurrence_end_at > ${now}
        AND listing_id IN (SELECT id FROM listings WHERE status = 'published') ${asked}
      ORDER BY ${due} LIMIT 500)
    RETURNING email, token_sealed`);
}
