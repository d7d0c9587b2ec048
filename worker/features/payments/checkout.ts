// Starting a payment for a submission's paid tier: a Stripe Checkout Session (or, without a key outside
// production, the local test checkout), one per attempt, priced by the server from the tier. The browser
// is sent to the answer's URL; it comes back to the private status page, which never takes its return
// as proof of payment (the webhook decides).
import { CHECKOUT_SESSION_SECONDS, PAYMENT_CURRENCY } from "@shared/payments/payment-statuses";
import { PAID_TIERS, priceCentsForTier, type PromotionTier } from "@shared/submissions/promotion-tiers";
import { localizedPath, type Locale } from "@shared/i18n/locales";
import { submissionStatusPath, testCheckoutPath } from "@shared/routing/paths";
import * as clock from "@shared/time/clock";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments } from "../../db/schema";
import { movePayment } from "./payment-queries";
import { paymentMode, stripeClient, type PaymentEnv } from "./stripe-client";
import { toHex } from "../../crypto/hex-digest";

export interface CheckoutSubject {
  id: number;
  tier: Exclude<PromotionTier, "none">;
  title: string;
  submitterEmail: string;
}

export interface CheckoutReturn {
  origin: string;
  /** The private status link's token: the success and cancel URLs are that page. */
  token: string;
  locale: Locale;
  /** The request's own URL: whether the local test checkout may stand in (paymentMode). */
  requestUrl: string;
}

/** Where the status page sends the browser back to after Checkout, with what happened. */
export function statusReturnUrl(back: CheckoutReturn, outcome: "success" | "cancelled"): string {
  return `${back.origin}${localizedPath(submissionStatusPath(back.token), back.locale)}?checkout=${outcome}`;
}

const randomId = () => toHex(crypto.getRandomValues(new Uint8Array(12)));

/**
 * Closes the submission's open Checkout attempts: each Stripe session is expired at Stripe (so it can no
 * longer be paid), and every open attempt, Stripe's or the local test checkout's, is marked expired (the
 * test checkout's page then refuses to pay). Called whenever a submission stops waiting for a payment:
 * a new attempt, "Continue for free", an erasure. A session Stripe will not expire (already paid, say)
 * is logged: its payment then arrives through the webhook like any other.
 */
export async function closeOpenAttempts(env: PaymentEnv, db: Db, submissionId: number, now: Date = clock.now()): Promise<void> {
  const open = await db
    .select({ id: payments.id, session: payments.checkout_session_id, provider: payments.provider })
    .from(payments)
    .where(and(eq(payments.submission_id, submissionId), eq(payments.status, "open")));
  if (open.length === 0) return;
  const atStripe = open.filter((attempt) => attempt.provider === "stripe");
  if (atStripe.length > 0) {
    if (!env.STRIPE_SECRET_KEY) console.warn(`Submission ${submissionId}: no Stripe key to expire ${atStripe.length} open session(s)`);
    else {
      const stripe = await stripeClient(env);
      for (const attempt of atStripe) {
        await stripe.checkout.sessions
          .expire(attempt.session)
          .catch((error: unknown) => console.warn(`Session ${attempt.session} not expired`, error));
      }
    }
  }
  await db.batch(open.map((attempt) => movePayment(db, attempt.id, ["open"], { status: "expired" }, now)) as [ReturnType<typeof movePayment>]);
}

/** Creates a Checkout Session for the submission's tier; answers the URL to send the browser to. */
export async function startCheckout(env: PaymentEnv, db: Db, subject: CheckoutSubject, back: CheckoutReturn): Promise<string> {
  const mode = paymentMode(env, back.requestUrl);
  if (mode === "unavailable") throw new Error("payments are not configured (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)");
  const amountCents = priceCentsForTier(subject.tier);
  const now = clock.now();
  // An older session still open must not be paid as well: it closes first.
  await closeOpenAttempts(env, db, subject.id, now);
  const [attempts] = await db.select({ n: count() }).from(payments).where(eq(payments.submission_id, subject.id));

  let sessionId: string;
  let url: string;
  if (mode === "stripe") {
    const stripe = await stripeClient(env);
    const tierName = PAID_TIERS.find((tier) => tier.id === subject.tier)?.name ?? subject.tier;
    const session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: PAYMENT_CURRENCY,
              unit_amount: amountCents,
              product_data: { name: `Local Hype ${tierName}: ${subject.title}`.slice(0, 250) },
            },
          },
        ],
        client_reference_id: String(subject.id),
        metadata: { submission_id: String(subject.id), tier: subject.tier },
        payment_intent_data: { metadata: { submission_id: String(subject.id), tier: subject.tier } },
        customer_email: subject.submitterEmail,
        locale: back.locale === "fr" ? "fr" : "en",
        success_url: statusReturnUrl(back, "success"),
        cancel_url: statusReturnUrl(back, "cancelled"),
        expires_at: Math.floor(now.getTime() / 1000) + CHECKOUT_SESSION_SECONDS,
      },
      // One key per attempt: a retried request (the SDK's, or a double click) gets the same session.
      { idempotencyKey: `checkout-${subject.id}-${(attempts?.n ?? 0) + 1}` },
    );
    if (!session.url) throw new Error("Stripe answered a Checkout Session without a URL");
    sessionId = session.id;
    url = session.url;
  } else {
    sessionId = `cs_test_local_${randomId()}`;
    url = `${back.origin}${localizedPath(testCheckoutPath(sessionId), back.locale)}?token=${encodeURIComponent(back.token)}`;
  }
  const at = now.toISOString();
  await db.insert(payments).values({
    submission_id: subject.id,
    tier: subject.tier,
    amount_cents: amountCents,
    currency: PAYMENT_CURRENCY,
    provider: mode,
    checkout_session_id: sessionId,
    created_at: at,
    updated_at: at,
  });
  return url;
}
