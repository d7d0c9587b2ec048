// A submitter's rights from their private status page (PIPEDA access and erasure; Québec's Law 25):
// everything we hold about their submission as JSON, and erasure. The status link's token is the only
// proof needed, as it is for the status page itself.
//   - Not yet decided and never paid: the submission is deleted with its e-mail records and its image;
//     the status link then shows nothing.
//   - Decided, or paid (a payment record must stay for the accounts): the name and e-mail are cleared
//     everywhere, as the retention job does after 180 days; a published listing keeps its content.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import * as clock from "@shared/time/clock";
import type { Db } from "../../db/client";
import { emailOutbox, eventRsvpMessages, eventRsvps, eventRsvpSettings, listings, payments, submissionReviews, submissions } from "../../db/schema";
import { closeOpenAttempts } from "../payments/checkout";
import type { PaymentEnv } from "../payments/stripe-client";

/** The submission behind a live status link (unknown or expired: null). */
async function linkedSubmission(db: Db, tokenHash: string) {
  const [row] = await db.select().from(submissions).where(eq(submissions.status_token_hash, tokenHash)).limit(1);
  if (!row || !row.status_token_expires_at || Date.parse(row.status_token_expires_at) <= clock.nowMs()) return null;
  return row;
}

/** Everything held about the submission behind a status link, or null. */
export async function submitterData(db: Db, tokenHash: string) {
  const row = await linkedSubmission(db, tokenHash);
  if (!row) return null;
  const [paid, emails, rsvp] = await Promise.all([
    db
      .select({
        tier: payments.tier,
        amount_cents: payments.amount_cents,
        currency: payments.currency,
        status: payments.status,
        created_at: payments.created_at,
      })
      .from(payments)
      .where(eq(payments.submission_id, row.id))
      .orderBy(asc(payments.id)),
    db
      .select({
        kind: emailOutbox.kind,
        recipient: emailOutbox.recipient,
        status: emailOutbox.status,
        created_at: emailOutbox.created_at,
        sent_at: emailOutbox.sent_at,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.submission_id, row.id))
      .orderBy(asc(emailOutbox.id)),
    eventRsvpsOfSubmission(db, row.id),
  ]);
  // Internal bookkeeping (the token's hash and sealed copy, reviewers' ids) is ours, not the submitter's data.
  const { status_token_hash: _hash, status_token_sealed: _sealed, reviewed_by: _reviewer, ...submission } = row;
  return { exported_at: clock.now().toISOString(), submission, payments: paid, emails, rsvp };
}

export type ErasureOutcome = "deleted" | "anonymised";

/** Erases the submitter's data behind a status link; null for an unknown or expired link. */
export async function eraseSubmitterData(env: PaymentEnv & Pick<Env, "UPLOADS">, db: Db, tokenHash: string): Promise<ErasureOutcome | null> {
  const row = await linkedSubmission(db, tokenHash);
  if (!row) return null;
  // Nothing of an erased submission stays payable: a payment arriving anyway is refunded (payment-events.ts).
  await closeOpenAttempts(env, db, { submissionId: row.id });
  const undecided = row.status === "pending" || row.status === "awaiting_payment";
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.submission_id, row.id), inArray(payments.status, ["paid", "refunded"])))
    .limit(1);
  if (undecided && !row.paid && !payment) {
    // Children first: the foreign keys hold (payments follow by cascade).
    await db.batch([
      db.delete(emailOutbox).where(eq(emailOutbox.submission_id, row.id)),
      db.delete(submissionReviews).where(eq(submissionReviews.submission_id, row.id)),
      db.delete(listings).where(eq(listings.submission_id, row.id)),
      db.delete(submissions).where(eq(submissions.id, row.id)),
    ]);
    if (row.image_key) await env.UPLOADS.delete(row.image_key);
    return "deleted";
  }
  await db.batch([
    db.update(submissions).set({ submitter_name: "", submitter_email: "" }).where(eq(submissions.id, row.id)),
    // An e-mail still waiting (a decision notice in its undo window) is not sent to an erased address.
    db
      .update(emailOutbox)
      .set({ recipient: "", status: sql`CASE WHEN ${emailOutbox.status} = 'queued' THEN 'skipped' ELSE ${emailOutbox.status} END` })
      .where(eq(emailOutbox.submission_id, row.id)),
  ]);
  return "anonymised";
}

/**
 * The published event's RSVP settings (the 2-hour reminder too), per occurrence the places going, the
 * people waiting and the places checked in at the door, and the messages sent to them. The names, addresses and codes of the people who
 * RSVPed are theirs, not the submitter's, so they stay out.
 */
async function eventRsvpsOfSubmission(db: Db, submissionId: number) {
  const [settings] = await db
    .select({
      enabled: eventRsvpSettings.enabled,
      capacity: eventRsvpSettings.capacity,
      max_places: eventRsvpSettings.max_places,
      question: eventRsvpSettings.question,
      closes_at: eventRsvpSettings.closes_at,
      remind_soon: eventRsvpSettings.remind_soon,
    })
    .from(eventRsvpSettings)
    .innerJoin(listings, eq(listings.id, eventRsvpSettings.listing_id))
    .where(eq(listings.submission_id, submissionId))
    .limit(1);
  if (!settings) return null;
  const occurrences = await db
    .select({
      occurrence: eventRsvps.occurrence_day,
      places_going: sql<number>`coalesce(sum(CASE WHEN ${eventRsvps.status} = 'going' THEN ${eventRsvps.places} END), 0)`,
      waiting: sql<number>`count(CASE WHEN ${eventRsvps.status} = 'waitlist' THEN 1 END)`,
      places_checked_in: sql<number>`coalesce(sum(CASE WHEN ${eventRsvps.status} = 'going' AND ${eventRsvps.checked_in_at} IS NOT NULL THEN ${eventRsvps.places} END), 0)`,
    })
    .from(eventRsvps)
    .innerJoin(listings, eq(listings.id, eventRsvps.listing_id))
    .where(eq(listings.submission_id, submissionId))
    .groupBy(eventRsvps.occurrence_day)
    .orderBy(asc(eventRsvps.occurrence_day));
  // What the submitter wrote to the people going is theirs too (the recipients' addresses are not).
  const messages = await db
    .select({
      occurrence: eventRsvpMessages.occurrence_day,
      subject: eventRsvpMessages.subject,
      message: eventRsvpMessages.body,
      include_waitlist: eventRsvpMessages.include_waitlist,
      recipients: eventRsvpMessages.recipients,
      sent_at: eventRsvpMessages.created_at,
    })
    .from(eventRsvpMessages)
    .innerJoin(listings, eq(listings.id, eventRsvpMessages.listing_id))
    .where(eq(listings.submission_id, submissionId))
    .orderBy(asc(eventRsvpMessages.id));
  return {
    settings: { ...settings, closes_at: settings.closes_at === null ? null : new Date(settings.closes_at).toISOString() },
    occurrences,
    messages: messages.map((message) => ({ ...message, sent_at: new Date(message.sent_at).toISOString() })),
  };
}
