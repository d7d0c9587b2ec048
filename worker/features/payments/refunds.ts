// Refunds: a paid submission that is rejected (and stays rejected once the undo window has passed) gets
// its payment back in full. The rejection notice's delivery refunds first and says so; the Cron Trigger
// refunds the rejections that send no notice (spam) and any refund that failed before; an admin's Refund in
// the Payments view refunds a paid payment (a submission's or a listing's) at once. Stripe's Refund
// API gets one idempotency key per payment, so a retried refund is never a second one.
import { and, asc, eq, lte, notExists } from "drizzle-orm";
import type { PaymentProvider } from "@shared/payments/payment-statuses";
import * as clock from "@shared/time/clock";
import type { Db } from "../../db/client";
import { payments, submissions, type PaymentRow } from "../../db/schema";
import { auditEntry } from "../audit/audit-log";
import { markRefunded, movePayment, paidPayment, PAYMENTS_VIEW_LIMIT } from "./payment-queries";
import { stripeClient } from "./stripe-client";

export type RefundEnv = Pick<Env, "APP_ENV" | "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE">;

/** What a refund is of: who took the money, the payment intent, and the key that makes a retry the same refund. */
export interface RefundOf {
  provider: PaymentProvider;
  paymentIntentId: string | null;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/**
 * Sends a full refund of a payment intent through Stripe's Refund API (one idempotency key per payment,
 * so a retry is never a second refund), or, for the test checkout, which moved no money, makes up its
 * id. Answers the refund's id.
 */
export async function sendRefund(env: RefundEnv, of: RefundOf): Promise<string> {
  // The test checkout moved no money: there is nothing to send back, only the record to keep.
  if (of.provider === "test") return `re_test_local_${of.idempotencyKey}`;
  if (!env.STRIPE_SECRET_KEY) throw new Error(`${of.idempotencyKey}: the money was taken by Stripe, and no Stripe key is set to refund it`);
  if (!of.paymentIntentId) throw new Error(`${of.idempotencyKey}: no payment intent to refund`);
  const refund = await (
    await stripeClient(env)
  ).refunds.create(
    { payment_intent: of.paymentIntentId, reason: "requested_by_customer", metadata: of.metadata },
    { idempotencyKey: of.idempotencyKey },
  );
  return refund.id;
}

/**
 * Refunds the submission's paid payment in full; answers the amount refunded, or null when none was paid
 * or its refund waits for an admin's approval (`approvedBy`: the admin approving it).
 */
export async function refundSubmission(
  env: RefundEnv,
  db: Db,
  submissionId: number,
  now: Date = clock.now(),
  approvedBy?: { id: string; email: string },
): Promise<number | null> {
  const payment = await paidPayment(db, submissionId);
  if (!payment) return null;
  // Only admins cause money to move: a held refund waits for one to approve it.
  if (payment.refund_awaits_approval && !approvedBy) return null;
  return refundPaid(env, db, payment, now, approvedBy);
}

/**
 * Refunds one paid payment in full, a submission's or a listing's: the money goes back, the payment is
 * refunded and the promotion it bought ends (a listing's shortens by what is left of its window), audited.
 */
async function refundPaid(env: RefundEnv, db: Db, payment: PaymentRow, now: Date, approvedBy?: { id: string; email: string }): Promise<number> {
  const refundId = await sendRefund(env, {
    provider: payment.provider,
    paymentIntentId: payment.payment_intent_id,
    idempotencyKey: `refund-payment-${payment.id}`,
    metadata: payment.submission_id !== null ? { submission_id: String(payment.submission_id) } : { listing_id: String(payment.listing_id) },
  });
  await db.batch([
    movePayment(db, payment.id, ["paid"], { status: "refunded", refund_id: refundId, refunded_at: now.toISOString() }, now),
    ...markRefunded(db, payment, now),
    // Refunds follow a rejection on their own (the system is the actor) unless an admin approved one.
    auditEntry(
      db,
      approvedBy ?? { id: null, email: "system" },
      {
        action: "payment.refund",
        target: payment.submission_id !== null ? { type: "submission", id: payment.submission_id } : { type: "listing", id: payment.listing_id ?? 0 },
        detail: { payment_id: payment.id, amount_cents: payment.amount_cents },
      },
      now,
    ),
  ]);
  return payment.amount_cents;
}

/**
 * The Payments view's Refund: an admin refunds one paid payment in full, a submission's (whatever the
 * submission's state) or a listing's; its promotion ends. Answers the amount refunded, the same again for
 * a payment already refunded (a second press refunds nothing more), or null when it is not a paid payment
 * of a submission or a listing.
 */
export async function refundPayment(env: RefundEnv, db: Db, paymentId: number, admin: { id: string; email: string }): Promise<number | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (payment?.status === "refunded") return payment.amount_cents;
  if (payment?.status !== "paid" || (payment.submission_id === null && payment.listing_id === null)) return null;
  return refundPaid(env, db, payment, clock.now(), admin);
}

/**
 * Paid submissions rejected longer ago than the undo window, whose refund waits for no approval: the
 * sweep's refunds. Answers how many.
 */
export async function refundSettledRejections(env: RefundEnv, db: Db, windowSeconds: number, now: Date = clock.now()): Promise<number> {
  const settledBefore = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  const due = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        eq(submissions.status, "rejected"),
        eq(submissions.paid, true),
        lte(submissions.reviewed_at, settledBefore),
        notExists(
          db
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.submission_id, submissions.id), eq(payments.status, "paid"), eq(payments.refund_awaits_approval, true))),
        ),
      ),
    )
    .limit(50);
  let refunded = 0;
  for (const { id } of due) {
    try {
      if ((await refundSubmission(env, db, id, now)) !== null) refunded++;
    } catch (error) {
      console.error(`Submission ${id}: refund failed; the next sweep tries again`, error);
    }
  }
  return refunded;
}

/** The Payments view's "Refunds awaiting approval": paid payments of rejected submissions held for an admin. */
export async function refundsAwaitingApproval(db: Db, paymentId?: number) {
  return db
    .select({
      id: payments.id,
      submission_id: submissions.id,
      title: submissions.title,
      tier: payments.tier,
      amount_cents: payments.amount_cents,
      currency: payments.currency,
      rejected_at: submissions.reviewed_at,
    })
    .from(payments)
    .innerJoin(submissions, eq(submissions.id, payments.submission_id))
    .where(
      and(
        eq(payments.status, "paid"),
        eq(payments.refund_awaits_approval, true),
        eq(submissions.status, "rejected"),
        paymentId === undefined ? undefined : eq(payments.id, paymentId),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(PAYMENTS_VIEW_LIMIT);
}
