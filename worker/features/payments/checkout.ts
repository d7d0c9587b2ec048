// Starting a payment for a paid tier, a submission's or a listing's (its owner buying from /owner): a Stripe
// Checkout Session (or, without a key outside production, the local test checkout), one per attempt,
// priced by the server from the tier. The browser is sent to the answer's URL; it comes back to the
// private status page (or /owner), which never takes its return as proof of payment (the webhook decides).
import { CHECKOUT_SESSION_SECONDS, PAYMENT_CURRENCY } from "@shared/payments/payment-statuses";
import { PAID_TIERS, priceCentsForTier, type PromotionTier } from "@shared/submissions/promotion-tiers";
import { localizedPath, type Locale } from "@shared/i18n/locales";
import { submissionStatusPath, testCheckoutPath } from "@shared/routing/paths";
import * as clock from "@shared/time/clock";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments, type PaymentRow } from "../../db/schema";
import { ownerListingPath } from "@shared/owners/claim-paths";
import { movePayment } from "./payment-queries";
import { paymentMode, stripeClient, type PaymentEnv } from "./stripe-client";
import { toHex } from "../../crypto/hex-digest";

/** What a payment buys a tier for: a submission (its status link pays), or a listing its owner manages. */
export type PaymentFor = { submissionId: number } | { listingId: number; buyerId: string };

export interface CheckoutSubject {
  for: PaymentFor;
  tier: Exclude<PromotionTier, "none">;
  title: string;
  /** Who pays: Stripe fills in the address on its page. */
  email: string;
}

export interface CheckoutReturn {
  origin: string;
  /** The page Checkout sends the browser back to, with `checkout=success|cancelled`: a path without the language prefix. */
  path: string;
  /** The submission's status token, which the local test checkout asks for (a listing's asks for its buyer's session). */
  token?: string;
  locale: Locale;
  /** The request's own URL: whether the local test checkout may stand in (paymentMode). */
  requestUrl: string;
}

/** Where Checkout sends the browser back to, with what happened. */
export function checkoutReturnUrl(back: Pick<CheckoutReturn, "origin" | "path" | "locale">, outcome: "success" | "cancelled"): string {
  return `${back.origin}${localizedPath(back.path, back.locale)}${back.path.includes("?") ? "&" : "?"}checkout=${outcome}`;
}

/** The page a payment's Checkout returns to: its submission's status page, or its listing on /owner. */
export function returnPathOf(payment: Pick<PaymentRow, "listing_id">, token: string): string {
  return payment.listing_id !== null ? ownerListingPath(payment.listing_id) : submissionStatusPath(token);
}

/** The condition that picks the payments of what is paid for. */
const paymentsOf = (subject: PaymentFor) =>
  "listingId" in subject ? eq(payments.listing_id, subject.listingId) : eq(payments.submission_id, subject.submissionId);

const randomId = () => toHex(crypto.getRandomValues(new Uint8Array(12)));

/**
 * Closes the open Checkout attempts of a submission (or a listing): each Stripe session is expired at
 * Stripe (so it can no longer be paid), and every open attempt, Stripe's or the local test checkout's, is
 * marked expired (the test checkout's page then refuses to pay). Called whenever a submission stops waiting
 * for a payment: a new attempt, "Continue for free", an erasure; and before a listing's new attempt. A
 * session Stripe will not expire (already paid, say) is logged: its payment then arrives through the
 * webhook like any other.
 */
export async function closeOpenAttempts(env: PaymentEnv, db: Db, subject: PaymentFor, now: Date = clock.now()): Promise<void> {
  const open = await db
    .select({ id: payments.id, session: payments.checkout_session_id, provider: payments.provider })
    .from(payments)
    .where(and(paymentsOf(subject), eq(payments.status, "open")));
  if (open.length === 0) return;
  const atStripe = open.filter((attempt) => attempt.provider === "stripe");
  if (atStripe.length > 0) {
    if (!env.STRIPE_SECRET_KEY) console.warn(`${JSON.stringify(subject)}: no Stripe key to expire ${atStripe.length} open session(s)`);
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

/** Creates a Checkout Session for the tier; answers the URL to send the browser to. */
export async function startCheckout(env: PaymentEnv, db: Db, subject: CheckoutSubject, back: CheckoutReturn): Promise<string> {
  const mode = paymentMode(env, back.requestUrl);
  if (mode === "unavailable") throw new Error("payments are not configured (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)");
  const amountCents = priceCentsForTier(subject.tier);
  const now = clock.now();
  // An older session still open must not be paid as well: it closes first.
  await closeOpenAttempts(env, db, subject.for, now);
  const [attempts] = await db.select({ n: count() }).from(payments).where(paymentsOf(subject.for));
  // Stripe's metadata names what was paid for (a submission's lets a late payment for an erased one be refunded).
  const [column, id] =
    "listingId" in subject.for ? (["listing_id", subject.for.listingId] as const) : (["submission_id", subject.for.submissionId] as const);
  const metadata = { [column]: String(id), tier: subject.tier };
  const reference = column === "listing_id" ? `listing-${id}` : String(id);

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
        client_reference_id: reference,
        metadata,
        payment_intent_data: { metadata },
        customer_email: subject.email,
        locale: back.locale === "fr" ? "fr" : "en",
        success_url: checkoutReturnUrl(back, "success"),
        cancel_url: checkoutReturnUrl(back, "cancelled"),
        expires_at: Math.floor(now.getTime() / 1000) + CHECKOUT_SESSION_SECONDS,
      },
      // One key per attempt: a retried request (the SDK's, or a double click) gets the same session.
      { idempotencyKey: `checkout-${reference}-${(attempts?.n ?? 0) + 1}` },
    );
    if (!session.url) throw new Error("Stripe answered a Checkout Session without a URL");
    sessionId = session.id;
    url = session.url;
  } else {
    sessionId = `cs_test_local_${randomId()}`;
    const token = back.token ? `?token=${encodeURIComponent(back.token)}` : "";
    url = `${back.origin}${localizedPath(testCheckoutPath(sessionId), back.locale)}${token}`;
  }
  const at = now.toISOString();
  await db.insert(payments).values({
    [column]: id,
    ...("buyerId" in subject.for ? { buyer_id: subject.for.buyerId, language: back.locale } : {}),
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
