// Database access for payments: one row per Checkout attempt, moved along by webhook events (each event
// id handled once) and by refunds. Every transition names the statuses it may leave, so a replayed or
// late event (an expiry after the payment, a completion after the refund) changes nothing.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { PROMOTION_MS, type PaymentProvider, type PaymentStatus } from "@shared/catalogue/payment-statuses";
import type { PromotionTier } from "@shared/catalogue/promotion-tiers";
import * as clock from "@shared/time/clock";
import type { Db } from "../../db/client";
import { listings, paymentEvents, payments, submissions } from "../../db/schema";

export interface NewPayment {
  submissionId: number;
  tier: PromotionTier;
  amountCents: number;
  currency: string;
  provider: PaymentProvider;
  checkoutSessionId: string;
}

export async function insertPayment(db: Db, payment: NewPayment, now: Date = clock.now()): Promise<number> {
  const at = now.toISOString();
  const [row] = await db
    .insert(payments)
    .values({
      submission_id: payment.submissionId,
      tier: payment.tier,
      amount_cents: payment.amountCents,
      currency: payment.currency,
      provider: payment.provider,
      checkout_session_id: payment.checkoutSessionId,
      created_at: at,
      updated_at: at,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error("insert into payments returned no row");
  return row.id;
}

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

/** The statement that records an event as handled (in the same batch as its effects). */
export function recordEvent(db: Db, event: { id: string; type: string }, now: Date = clock.now()) {
  return db.insert(paymentEvents).values({ id: event.id, type: event.type, received_at: now.toISOString() });
}

/** Moves a payment to `status` if it is in one of `from`; returns the statement (it answers the row if moved). */
export function movePayment(
  db: Db,
  paymentId: number,
  from: readonly PaymentStatus[],
  set: { status: PaymentStatus; payment_intent_id?: string | null; refund_id?: string | null; paid_at?: string; refunded_at?: string },
  now: Date = clock.now(),
) {
  return db
    .update(payments)
    .set({ ...set, updated_at: now.toISOString() })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, [...from])))
    .returning({ id: payments.id });
}

/**
 * The submission side of a confirmed payment: its tier becomes the paid one, it is marked paid and, if
 * it was waiting for the payment, it joins the review queue. A listing already published (it continued
 * for free, then paid) gets its promotion from now.
 */
export function markSubmissionPaid(db: Db, submissionId: number, tier: PromotionTier, priceDollars: number, now: Date = clock.now()) {
  return [
    db
      .update(submissions)
      .set({
        paid: true,
        promotion_tier: tier,
        price: priceDollars,
        status: sql`CASE WHEN ${submissions.status} = 'awaiting_payment' THEN 'pending' ELSE ${submissions.status} END`,
      })
      .where(eq(submissions.id, submissionId)),
    db
      .update(listings)
      .set({ promoted: tier === "none" ? null : tier, promoted_until: now.getTime() + PROMOTION_MS, updated_at: now.toISOString() })
      .where(and(eq(listings.submission_id, submissionId), eq(listings.status, "published"))),
  ] as const;
}

/** A refunded submission loses its paid tier's benefits at once. */
export function markSubmissionRefunded(db: Db, submissionId: number, now: Date = clock.now()) {
  return [
    db.update(submissions).set({ paid: false }).where(eq(submissions.id, submissionId)),
    db.update(listings).set({ promoted: null, promoted_until: null, updated_at: now.toISOString() }).where(eq(listings.submission_id, submissionId)),
  ] as const;
}
