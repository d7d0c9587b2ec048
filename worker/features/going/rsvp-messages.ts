// An organizer's message to everyone going on one occurrence (and the waitlist, if asked): the message is
// kept once, and one e-mail per address goes through the outbox and queue, in each RSVP's language. At
// most a few messages per event in 24 hours: the count and the write are one conditional statement, so
// two sends at once cannot both pass the limit.
import { eq, sql } from "drizzle-orm";
import { GOING_LIMITS } from "@shared/going/going-limits";
import type { Db } from "../../db/client";
import { eventRsvpMessages } from "../../db/schema";
import { queueEmail } from "../notifications/email-queue";

const DAY_MS = 86_400_000;

interface NewMessage {
  listingId: number;
  occurrenceDay: string;
  subject: string;
  body: string;
  includeWaitlist: boolean;
  now: number;
}

/** Who gets it: one row per address, its first RSVP going (or waiting, if asked) on the occurrence. */
function recipientsOf(db: Db, message: NewMessage) {
  const statuses = message.includeWaitlist ? sql`('going', 'waitlist')` : sql`('going')`;
  return db.all<{ email: string; token_sealed: string; occurrence_end_at: number }>(sql`
    SELECT min(id) AS id, email, token_sealed, occurrence_end_at FROM event_rsvps
    WHERE listing_id = ${message.listingId} AND occurrence_day = ${message.occurrenceDay} AND status IN ${statuses}
    GROUP BY email ORDER BY id`);
}

/**
 * Keeps the message and queues its e-mails: the number of people, "nobody" when no one is there to read
 * it, or "limit" when the event already sent its messages of the last 24 hours.
 */
export async function sendRsvpMessage(
  env: Pick<Env, "EMAIL_QUEUE">,
  db: Db,
  message: NewMessage,
  origin: string,
): Promise<number | "nobody" | "limit"> {
  const people = await recipientsOf(db, message);
  if (people.length === 0) return "nobody";
  const [row] = await db.all<{ id: number }>(sql`
    INSERT INTO event_rsvp_messages (listing_id, occurrence_day, occurrence_end_at, subject, body, include_waitlist, recipients, created_at)
    SELECT ${message.listingId}, ${message.occurrenceDay}, ${people[0]!.occurrence_end_at}, ${message.subject}, ${message.body},
      ${message.includeWaitlist ? 1 : 0}, ${people.length}, ${message.now}
    WHERE (SELECT count(*) FROM event_rsvp_messages WHERE listing_id = ${message.listingId} AND created_at > ${message.now - DAY_MS})
      < ${GOING_LIMITS.messagesPerDay}
    RETURNING id`);
  if (!row) return "limit";
  for (const person of people) {
    await queueEmail(env, db, { kind: "rsvp_message", recipient: person.email, sealedToken: person.token_sealed, rsvpMessageId: row.id }, { origin });
  }
  return people.length;
}

/** A kept message, for its e-mails (null once erased). */
export async function rsvpMessage(db: Db, id: number) {
  const [row] = await db
    .select({ subject: eventRsvpMessages.subject, body: eventRsvpMessages.body })
    .from(eventRsvpMessages)
    .where(eq(eventRsvpMessages.id, id))
    .limit(1);
  return row ?? null;
}
