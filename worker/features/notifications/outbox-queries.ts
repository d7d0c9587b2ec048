// Database access for the e-mail outbox: one row per e-mail asked for, updated by the queue consumer
// with each attempt, so admins see what was sent and what failed.
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { EmailKind } from "@shared/email/email-outbox-schema";
import type { Db } from "../../db/client";
import { emailOutbox, submissions } from "../../db/schema";
import * as clock from "@shared/time/clock";

export interface NewOutboxEntry {
  kind: EmailKind;
  recipient: string;
  submissionId?: number;
  reviewId?: number;
  subscriberId?: number;
  nominationId?: number;
  claimId?: number;
  changeRequestId?: number;
  /** A listing's payment ("Payment received" to the owner who bought its promotion). */
  paymentId?: number;
  listingReviewId?: number;
  /** A link token the e-mail needs, sealed (link-tokens.ts). */
  sealedToken?: string;
  /** An RSVP's change notice: what changed in the event, before and after. */
  changes?: { field: string; before: unknown; after: unknown }[];
  /** An organizer's message to the people going. */
  rsvpMessageId?: number;
  /** A follow's confirmation: the follow. */
  followId?: number;
}

export async function insertOutbox(db: Db, entry: NewOutboxEntry, sendAfter: Date, now: Date = clock.now()): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: entry.kind,
      recipient: entry.recipient.toLowerCase(),
      submission_id: entry.submissionId ?? null,
      review_id: entry.reviewId ?? null,
      subscriber_id: entry.subscriberId ?? null,
      nomination_id: entry.nominationId ?? null,
      claim_id: entry.claimId ?? null,
      change_request_id: entry.changeRequestId ?? null,
      payment_id: entry.paymentId ?? null,
      listing_review_id: entry.listingReviewId ?? null,
      sealed_token: entry.sealedToken ?? null,
      changes: entry.changes ?? null,
      rsvp_message_id: entry.rsvpMessageId ?? null,
      follow_id: entry.followId ?? null,
      status: "queued",
      created_at: now.toISOString(),
      send_after: sendAfter.toISOString(),
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("insert into email_outbox returned no row");
  return row.id;
}

export async function loadOutbox(db: Db, id: number) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row ?? null;
}

export async function markSent(db: Db, id: number, now: Date = clock.now()): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: "sent", sent_at: now.toISOString(), attempts: sql`${emailOutbox.attempts} + 1`, last_error: null })
    .where(eq(emailOutbox.id, id));
}

/** A send failed; the queue will deliver the message again. */
export async function markRetrying(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: "retrying", attempts: sql`${emailOutbox.attempts} + 1`, last_error: error })
    .where(eq(emailOutbox.id, id));
}

/** Every attempt failed (the dead-letter queue's consumer), or the message could not even be queued. */
export async function markFailed(db: Db, id: number, error?: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set(error === undefined ? { status: "failed" } : { status: "failed", last_error: error })
    .where(eq(emailOutbox.id, id));
}

/** No longer needed: the decision it announced was undone or replaced. */
export async function markSkipped(db: Db, id: number): Promise<void> {
  await db.update(emailOutbox).set({ status: "skipped" }).where(eq(emailOutbox.id, id));
}

/** The newest e-mails for the admin dashboard, with the title of the submission each belongs to. */
export async function listRecentEmails(db: Db, limit: number) {
  return db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      recipient: emailOutbox.recipient,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      last_error: emailOutbox.last_error,
      created_at: emailOutbox.created_at,
      send_after: emailOutbox.send_after,
      sent_at: emailOutbox.sent_at,
      submission_id: emailOutbox.submission_id,
      submission_title: submissions.title,
    })
    .from(emailOutbox)
    .leftJoin(submissions, eq(submissions.id, emailOutbox.submission_id))
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}

/** How many e-mails are failed or being retried (the dashboard's warning). */
export async function countUndelivered(db: Db): Promise<{ failed: number; retrying: number }> {
  const rows = await db
    .select({ status: emailOutbox.status, total: sql<number>`count(*)` })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ["failed", "retrying"]))
    .groupBy(emailOutbox.status);
  return {
    failed: rows.find((row) => row.status === "failed")?.total ?? 0,
    retrying: rows.find((row) => row.status === "retrying")?.total ?? 0,
  };
}
