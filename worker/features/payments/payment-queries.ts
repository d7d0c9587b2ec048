// Database access for payments: one row per Checkout attempt, moved along by webhook events (each event
// id handled once) and by refunds. Every transition names the statuses it may leave, so a replayed or
// late event (an expiry after the payment, a completion after the refund) changes nothing.
//
// The admin's Payments view reads every attempt (newest first) with its submission (or listing) and provider ids,
// filtered by status and month, and the totals per month (paid and refunded, in cents). A payment whose
// submission we no longer hold (refunded as it arrived) has no submission and no title.
import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql, like, type SQL } from "drizzle-orm";
import { PROMOTION_MS, type PaymentStatus } from "@shared/payments/payment-statuses";
import { priceForTier, type PromotionTier } from "@shared/submissions/promotion-tiers";
import type { PromotedTier } from "@shared/listings/listing-states";
import * as clock from "@shared/time/clock";
import type { Db } from "../../db/client";
import { listings, paymentEvents, payments, submissions, type PaymentRow } from "../../db/schema";

export async function paymentBySession(db: Db, sessionId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.checkout_session_id, sessionId)).limit(1);
  return row ?? null;
}

export async function paymentByIntent(db: Db, paymentIntentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.payment_intent_id, paymentIntentId)).limit(1);
  return row ?? null;
}

/** The submission's newest payment attempt (what its status page and the admin show), or null. */
export async function latestPayment(db: Db, submissionId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.submission_id, submissionId)).orderBy(desc(payments.id)).limit(1);
  return row ?? null;
}

/** The submission's payment that was paid (and not refunded), or null. */
export async function paidPayment(db: Db, submissionId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.submission_id, submissionId), eq(payments.status, "paid")))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

export async function eventSeen(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, eventId)).limit(1);
  return row !== undefined;
}

/**
 * After a rejection: whether the submission's paid payment waits for an admin's approval before it is
 * refunded (a bulk rejection, or one by a moderator) or is refunded as usual (one admin's rejection). Set
 * at every rejection, so an admin's later single rejection lifts an earlier hold.
 */
export async function holdRefund(db: Db, submissionId: number, awaitsApproval: boolean): Promise<void> {
  await db
    .update(payments)
    .set({ refund_awaits_approval: awaitsApproval })
    .where(and(eq(payments.submission_id, submissionId), eq(payments.status, "paid")));
}

/** The statement that records an event as handled (in the same batch as its effects). */
export function recordEvent(db: Db, event: { id: string; type: string }, now: Date = clock.now()) {
  return db.insert(paymentEvents).values({ id: event.id, type: event.type, received_at: now.toISOString() });
}

/** The provider's event behind a move: its id and its own timestamp (Stripe's `created`, in seconds). */
export interface MovingEvent {
  id: string;
  created: number;
}

/**
 * Moves a payment to `status` if it is in one of `from`; returns the statement (it answers the row if moved).
 * With `event`, it moves only if no later event moved it before, and it records the event as its last.
 */
export function movePayment(
  db: Db,
  paymentId: number,
  from: readonly PaymentStatus[],
  set: { status: PaymentStatus; payment_intent_id?: string | null; refund_id?: string | null; paid_at?: string; refunded_at?: string },
  now: Date = clock.now(),
  event?: MovingEvent,
) {
  return db
    .update(payments)
    .set({ ...set, updated_at: now.toISOString(), ...(event ? { last_event_id: event.id, last_event_at: event.created } : {}) })
    .where(
      and(
        eq(payments.id, paymentId),
        inArray(payments.status, [...from]),
        event ? or(isNull(payments.last_event_at), lte(payments.last_event_at, event.created)) : undefined,
      ),
    )
    .returning({ id: payments.id });
}

/**
 * The condition that makes a submission's change follow its payment's: true only when `event` moved the
 * payment earlier in the same batch (a payment left where it was changes nothing else either).
 */
function movedBy(paymentId: number, event: MovingEvent) {
  return sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.id} = ${paymentId} AND ${payments.last_event_id} = ${event.id})`;
}

/**
 * The submission side of a confirmed payment: its tier becomes the paid one, it is marked paid and, if
 * it was waiting for the payment, it joins the review queue. A listing already published (it continued
 * for free, then paid) gets its promotion from now. With `event`, only if that event moved the payment.
 */
export function markSubmissionPaid(
  db: Db,
  submissionId: number,
  tier: PromotionTier,
  priceDollars: number,
  now: Date = clock.now(),
  moved?: { paymentId: number; event: MovingEvent },
) {
  const guard = moved ? movedBy(moved.paymentId, moved.event) : undefined;
  return [
    db
      .update(submissions)
      .set({
        paid: true,
        promotion_tier: tier,
        price: priceDollars,
        status: sql`CASE WHEN ${submissions.status} = 'awaiting_payment' THEN 'pending' ELSE ${submissions.status} END`,
      })
      .where(and(eq(submissions.id, submissionId), guard)),
    db
      .update(listings)
      .set({ promoted: tier === "none" ? null : tier, promoted_until: now.getTime() + PROMOTION_MS, updated_at: now.toISOString() })
      .where(and(eq(listings.submission_id, submissionId), eq(listings.status, "published"), guard)),
  ] as const;
}

/**
 * The listing side of an owner's confirmed payment: the payment keeps the window it bought — from the end
 * of the promotion running now (a renewal), else from now, for PROMOTION_MS — and the listing is promoted
 * with the tier to that window's end. With `event`, only if that event moved the payment.
 */
export function markListingPaid(
  db: Db,
  paymentId: number,
  listingId: number,
  tier: PromotedTier,
  now: Date = clock.now(),
  moved?: { paymentId: number; event: MovingEvent },
) {
  const guard = moved ? movedBy(moved.paymentId, moved.event) : undefined;
  const nowMs = now.getTime();
  const start = sql`(SELECT CASE WHEN ${listings.promoted_until} > ${nowMs} THEN ${listings.promoted_until} ELSE ${nowMs} END FROM ${listings} WHERE ${listings.id} = ${listingId})`;
  return [
    db
      .update(payments)
      .set({ promotion_from: start, promotion_until: sql`${start} + ${PROMOTION_MS}` })
      .where(and(eq(payments.id, paymentId), guard)),
    db
      .update(listings)
      .set({
        promoted: tier,
        promoted_until: sql`(SELECT ${payments.promotion_until} FROM ${payments} WHERE ${payments.id} = ${paymentId})`,
        updated_at: now.toISOString(),
      })
      .where(and(eq(listings.id, listingId), guard)),
  ] as const;
}

/**
 * A listing's refunded payment takes back what is left of its window: the promotion ends that much
 * sooner (a renewal's refund leaves the paid month before it), and ends now when nothing of it remains.
 */
export function markListingRefunded(
  db: Db,
  paymentId: number,
  listingId: number,
  now: Date = clock.now(),
  moved?: { paymentId: number; event: MovingEvent },
) {
  const guard = moved ? movedBy(moved.paymentId, moved.event) : undefined;
  const nowMs = now.getTime();
  const left = sql`(SELECT max(0, ${payments.promotion_until} - max(${payments.promotion_from}, ${nowMs})) FROM ${payments} WHERE ${payments.id} = ${paymentId})`;
  const stillRuns = sql`${listings.promoted_until} - ${left} > ${nowMs}`;
  return [
    db
      .update(listings)
      .set({
        promoted: sql`CASE WHEN ${stillRuns} THEN ${listings.promoted} ELSE NULL END`,
        promoted_until: sql`CASE WHEN ${stillRuns} THEN ${listings.promoted_until} - ${left} ELSE NULL END`,
        updated_at: now.toISOString(),
      })
      .where(and(eq(listings.id, listingId), isNotNull(listings.promoted_until), guard)),
  ] as const;
}

/** What a payment's confirmation changes besides the payment: its submission's, or its listing's, promotion. */
export function markPaid(db: Db, payment: PaymentRow, now: Date = clock.now(), event?: MovingEvent) {
  const moved = event ? { paymentId: payment.id, event } : undefined;
  if (payment.submission_id !== null) return markSubmissionPaid(db, payment.submission_id, payment.tier, priceForTier(payment.tier), now, moved);
  if (payment.listing_id !== null && payment.tier !== "none") return markListingPaid(db, payment.id, payment.listing_id, payment.tier, now, moved);
  return [];
}

/** What a payment's full refund changes besides the payment: the promotion it bought ends (or shortens). */
export function markRefunded(db: Db, payment: PaymentRow, now: Date = clock.now(), event?: MovingEvent) {
  const moved = event ? { paymentId: payment.id, event } : undefined;
  if (payment.submission_id !== null) return markSubmissionRefunded(db, payment.submission_id, now, moved);
  if (payment.listing_id !== null) return markListingRefunded(db, payment.id, payment.listing_id, now, moved);
  return [];
}

/** A refunded submission loses its paid tier's benefits at once (with `event`, only if that event moved the payment). */
export function markSubmissionRefunded(db: Db, submissionId: number, now: Date = clock.now(), moved?: { paymentId: number; event: MovingEvent }) {
  const guard = moved ? movedBy(moved.paymentId, moved.event) : undefined;
  return [
    db
      .update(submissions)
      .set({ paid: false })
      .where(and(eq(submissions.id, submissionId), guard)),
    db
      .update(listings)
      .set({ promoted: null, promoted_until: null, updated_at: now.toISOString() })
      .where(and(eq(listings.submission_id, submissionId), guard)),
  ] as const;
}

/** The most rows one view answers (a month of a busy site); totals always count everything. */
export const PAYMENTS_VIEW_LIMIT = 500;

export async function listPayments(db: Db, filter: { status?: PaymentStatus | undefined; month?: string | undefined }) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.month) conditions.push(like(payments.created_at, `${filter.month}-%`));
  const rows = await db
    .select({
      id: payments.id,
      created_at: payments.created_at,
      submission_id: payments.submission_id,
      title: submissions.title,
      submission_status: submissions.status,
      listing_id: payments.listing_id,
      listing_title: listings.title,
      tier: payments.tier,
      amount_cents: payments.amount_cents,
      currency: payments.currency,
      status: payments.status,
      provider: payments.provider,
      checkout_session_id: payments.checkout_session_id,
      payment_intent_id: payments.payment_intent_id,
      refund_id: payments.refund_id,
    })
    .from(payments)
    .leftJoin(submissions, eq(submissions.id, payments.submission_id))
    .leftJoin(listings, eq(listings.id, payments.listing_id))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(payments.id))
    .limit(PAYMENTS_VIEW_LIMIT);
  const totals = await db
    .select({
      month: sql<string>`substr(${payments.created_at}, 1, 7)`,
      paid_cents: sql<number>`coalesce(sum(CASE WHEN ${payments.status} = 'paid' THEN ${payments.amount_cents} END), 0)`,
      refunded_cents: sql<number>`coalesce(sum(CASE WHEN ${payments.status} = 'refunded' THEN ${payments.amount_cents} END), 0)`,
      count: sql<number>`count(*)`,
    })
    .from(payments)
    .groupBy(sql`substr(${payments.created_at}, 1, 7)`)
    .orderBy(desc(sql`substr(${payments.created_at}, 1, 7)`));
  return { payments: rows, totals };
}
