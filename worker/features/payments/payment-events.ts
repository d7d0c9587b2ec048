// What a verified payment event does: the one fulfilment path for Stripe's webhooks and the local test
// checkout's events alike. Each event id is recorded in the same D1 batch as its effects, so a replay or a
// retry changes nothing twice; transitions only leave the statuses they name, so events arriving out of
// order (an expiry after the payment) change nothing either. The success URL alone proves nothing.
import type Stripe from "stripe";
import { PAYMENT_CURRENCY, type PaymentProvider } from "@shared/payments/payment-statuses";
import { PROMOTION_TIERS } from "@shared/submissions/promotion-tiers";
import * as clock from "@shared/time/clock";
import type { Db } from "../../db/client";
import { payments, type PaymentRow } from "../../db/schema";
import { queueEmail } from "../notifications/email-queue";
import { eventSeen, markPaid, markRefunded, movePayment, paymentByIntent, paymentBySession, recordEvent } from "./payment-queries";
import { loadSubmissionForEmail } from "../notifications/submission-links";
import { sendRefund, type RefundEnv } from "./refunds";
import { personById } from "../people/people-queries";
import { isUniqueViolation } from "../../db/unique-violation";

/**
 * processed: its effects are stored; duplicate: seen before; ignored: a type or object we do not act on
 * (answered 200 so Stripe stops sending it); retry: it refers to a payment not known yet (answered 500 so
 * Stripe delivers it again later, after the event it depends on).
 */
export type EventOutcome = "processed" | "duplicate" | "ignored" | "retry";

interface Effects {
  env: Pick<Env, "EMAIL_QUEUE"> & RefundEnv;
  db: Db;
  origin: string;
  /** Who takes payments here (the webhook's mode): what an unknown session's money is refunded through. */
  provider: PaymentProvider;
}

export async function handlePaymentEvent(fx: Effects, event: Stripe.Event): Promise<EventOutcome> {
  if (await eventSeen(fx.db, event.id)) return "duplicate";
  try {
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        return await sessionPaid(fx, event, event.data.object);
      case "checkout.session.async_payment_failed":
        return await sessionClosed(fx, event, event.data.object, "failed");
      case "checkout.session.expired":
        return await sessionClosed(fx, event, event.data.object, "expired");
      case "charge.refunded":
        return await chargeRefunded(fx, event, event.data.object);
      default:
        return "ignored";
    }
  } catch (error) {
    // Two deliveries of one event raced: the second batch hit the recorded id and rolled back whole.
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
}

function intentId(value: string | { id: string } | null): string | null {
  return typeof value === "string" ? value : (value?.id ?? null);
}

async function sessionPaid(fx: Effects, event: Stripe.Event, session: Stripe.Checkout.Session): Promise<EventOutcome> {
  const payment = await paymentBySession(fx.db, session.id);
  if (!payment && session.payment_status === "paid" && session.metadata?.submission_id) return refundUnknownSession(fx, event, session);
  if (!payment || (payment.submission_id === null && payment.listing_id === null)) {
    await fx.db.batch([recordEvent(fx.db, event)]);
    return "ignored";
  }
  const now = clock.now();
  const payment_intent_id = intentId(session.payment_intent);
  // A delayed method (a bank debit) completes the session unpaid; its async_payment_succeeded follows.
  if (session.payment_status !== "paid") {
    await fx.db.batch([recordEvent(fx.db, event), movePayment(fx.db, payment.id, ["open"], { status: "open", payment_intent_id }, now, event)]);
    return "processed";
  }
  // The price is ours: a session whose amount or currency is not the tier's never buys the tier.
  if (session.amount_total !== payment.amount_cents || session.currency !== payment.currency || payment.currency !== PAYMENT_CURRENCY) {
    console.error(
      `Payment ${payment.id}: Checkout reported ${session.amount_total} ${session.currency}, expected ${payment.amount_cents} ${payment.currency}; not fulfilled`,
    );
    await fx.db.batch([
      recordEvent(fx.db, event),
      movePayment(fx.db, payment.id, ["open", "expired"], { status: "failed", payment_intent_id }, now, event),
    ]);
    return "processed";
  }
  // Payment state only moves forward (a refunded payment stays refunded) and never behind a later event;
  // the submission and its listing (or the listing bought for) change only if this event moved the payment.
  const [, moved] = await fx.db.batch([
    recordEvent(fx.db, event),
    movePayment(fx.db, payment.id, ["open", "expired", "failed"], { status: "paid", payment_intent_id, paid_at: now.toISOString() }, now, event),
    ...markPaid(fx.db, payment, now, event),
  ]);
  if (moved.length > 0) await queuePaymentReceived(fx, payment);
  return "processed";
}

/** "Payment received", to the submitter, or to the owner who bought a listing's promotion. */
async function queuePaymentReceived(fx: Effects, payment: PaymentRow): Promise<void> {
  if (payment.submission_id !== null) {
    const submission = await loadSubmissionForEmail(fx.db, payment.submission_id);
    if (!submission) return;
    await queueEmail(
      fx.env,
      fx.db,
      { kind: "payment_received", recipient: submission.submitter_email, submissionId: submission.id },
      { origin: fx.origin },
    );
    return;
  }
  const buyer = payment.buyer_id === null ? null : await personById(fx.db, payment.buyer_id);
  if (!buyer) return;
  await queueEmail(fx.env, fx.db, { kind: "payment_received", recipient: buyer.email, paymentId: payment.id }, { origin: fx.origin });
}

/**
 * Money for one of our sessions whose submission we no longer hold (erased, or deleted meanwhile): there
 * is nothing to buy, so it goes back at once. The refund is sent first (its key is the session's, so a
 * retried event asks for the same refund), then the payment is recorded, refunded, with no submission and
 * no personal data; the admin's Payments view lists it. A refund that fails answers 500 (Stripe retries).
 */
async function refundUnknownSession(fx: Effects, event: Stripe.Event, session: Stripe.Checkout.Session): Promise<EventOutcome> {
  const payment_intent_id = intentId(session.payment_intent);
  const refund_id = await sendRefund(fx.env, {
    provider: fx.provider,
    paymentIntentId: payment_intent_id,
    idempotencyKey: `refund-session-${session.id}`,
    metadata: { checkout_session_id: session.id },
  });
  const at = clock.now().toISOString();
  const tier = PROMOTION_TIERS.find((known) => known === session.metadata?.tier) ?? "none";
  console.warn(`Checkout session ${session.id}: paid for a submission we no longer hold; refunded (${refund_id})`);
  await fx.db.batch([
    recordEvent(fx.db, event),
    fx.db.insert(payments).values({
      submission_id: null,
      tier,
      amount_cents: session.amount_total ?? 0,
      currency: session.currency ?? PAYMENT_CURRENCY,
      provider: fx.provider,
      status: "refunded",
      checkout_session_id: session.id,
      payment_intent_id,
      refund_id,
      created_at: at,
      updated_at: at,
      paid_at: at,
      refunded_at: at,
      last_event_id: event.id,
      last_event_at: event.created,
    }),
  ]);
  return "processed";
}

/** An expiry or a failed delayed payment: the attempt closes; the status page offers "Pay now" again. */
async function sessionClosed(
  fx: Effects,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  status: "expired" | "failed",
): Promise<EventOutcome> {
  const payment = await paymentBySession(fx.db, session.id);
  await fx.db.batch([recordEvent(fx.db, event), ...(payment ? [movePayment(fx.db, payment.id, ["open"], { status }, clock.now(), event)] : [])]);
  return payment ? "processed" : "ignored";
}

/** A refund made here (a rejection) or in Stripe's dashboard: the tier's benefits end. */
async function chargeRefunded(fx: Effects, event: Stripe.Event, charge: Stripe.Charge): Promise<EventOutcome> {
  const intent = intentId(charge.payment_intent);
  const payment = intent ? await paymentByIntent(fx.db, intent) : null;
  if (!payment) return intent ? "retry" : "ignored";
  // A partial refund leaves the promotion as it is; only a full one takes it away. A payment without a
  // submission or a listing was refunded when it arrived.
  if (!charge.refunded || (payment.submission_id === null && payment.listing_id === null)) {
    await fx.db.batch([recordEvent(fx.db, event)]);
    return "ignored";
  }
  const now = clock.now();
  const refund_id = charge.refunds?.data[0]?.id ?? payment.refund_id;
  await fx.db.batch([
    recordEvent(fx.db, event),
    movePayment(fx.db, payment.id, ["paid"], { status: "refunded", refund_id, refunded_at: now.toISOString() }, now, event),
    ...markRefunded(fx.db, payment, now, event),
  ]);
  return "processed";
}
