// /payments/test-checkout/:session — the local stand-in for Stripe's Checkout page, served only when no
// Stripe key is set outside production, on a loopback host (paymentMode "test"). It shows the tier and the amount, and its
// "Pay" button sends a Stripe-shaped checkout.session.completed event, signed with STRIPE_WEBHOOK_SECRET,
// through the same webhook handler Stripe's events go through: there is one fulfilment path. A plain
// HTML form, so no JavaScript ships for it.
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { PAID_TIERS } from "@shared/submissions/promotion-tiers";
import { activeLocale } from "@shared/i18n/active-locale";
import { format } from "@shared/i18n/messages";
import { statusMessages as m } from "@shared/submissions/status-texts";
import { escapeMarkup } from "@shared/forms/escape-markup";
import { LOCALE_TAGS, localizedPath } from "@shared/i18n/locales";
import { formatCents, formatCentsCad } from "@shared/payments/money";
import { testCheckoutPath } from "@shared/routing/paths";
import * as clock from "@shared/time/clock";
import { createDb } from "../../db/client";
import { listings, submissions } from "../../db/schema";
import { publicOrigin } from "../../http/public-origin";
import { hashLinkToken } from "../notifications/link-tokens";
import { checkoutReturnUrl, returnPathOf } from "./checkout";
import { loadSession } from "../auth/session";
import { paymentBySession } from "./payment-queries";
import { paymentMode, signPayload, webhookSecret } from "./stripe-client";
import { STRIPE_WEBHOOK_PATH, receiveWebhook } from "./stripe-webhook";

type AppContext = Context<{ Bindings: Env }>;

/**
 * The open test session behind the URL and what it pays for: a submission's when the status token matches
 * it, a listing's when its buyer is the one signed in.
 */
async function openSession(c: AppContext, sessionId: string, token: string) {
  if (paymentMode(c.env, c.req.url) !== "test") return null;
  const db = createDb(c.env.DB);
  const payment = await paymentBySession(db, sessionId);
  if (!payment || payment.provider !== "test" || payment.status !== "open") return null;
  if (payment.listing_id !== null) {
    const session = await loadSession(c.env, db, c.req.raw);
    if (!session || session.user.id !== payment.buyer_id) return null;
    const [listing] = await db.select({ title: listings.title }).from(listings).where(eq(listings.id, payment.listing_id)).limit(1);
    return listing ? { payment, title: listing.title, reference: `listing-${payment.listing_id}` } : null;
  }
  if (payment.submission_id === null) return null;
  const [submission] = await db
    .select({ id: submissions.id, title: submissions.title, token_hash: submissions.status_token_hash })
    .from(submissions)
    .where(eq(submissions.id, payment.submission_id))
    .limit(1);
  if (!submission || submission.token_hash !== (await hashLinkToken(token))) return null;
  return { payment, title: submission.title, reference: String(submission.id) };
}

function page(body: string, status = 200): Response {
  const lang = LOCALE_TAGS[activeLocale()];
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeMarkup(m.testCheckoutTitle)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main>${body}</main></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

function gone(): Response {
  return page(`<h1>${escapeMarkup(m.testCheckoutTitle)}</h1><p>${escapeMarkup(m.testCheckoutGone)}</p>`, 404);
}

async function show(c: AppContext): Promise<Response> {
  const sessionId = c.req.param("session") ?? "";
  const token = c.req.query("token") ?? "";
  const found = await openSession(c, sessionId, token);
  if (!found) return gone();
  const { payment, title } = found;
  const tier = PAID_TIERS.find((paid) => paid.id === payment.tier)?.name ?? payment.tier;
  const action = escapeMarkup(localizedPath(testCheckoutPath(sessionId), activeLocale()));
  return page(`
<h1>${escapeMarkup(m.testCheckoutTitle)}</h1>
<p role="note"><strong>${escapeMarkup(m.testCheckoutMode)}</strong></p>
<p>${escapeMarkup(m.testCheckoutIntro)}</p>
<h2>${escapeMarkup(format(m.testCheckoutTier, { tier }))}</h2>
<p>${escapeMarkup(format(m.testCheckoutFor, { title }))}</p>
<dl><dt>${escapeMarkup(m.testCheckoutAmount)}</dt><dd data-testid="test-checkout-amount">${escapeMarkup(formatCentsCad(payment.amount_cents))}</dd></dl>
<form method="post" action="${action}">
<input type="hidden" name="token" value="${escapeMarkup(token)}">
<button type="submit" name="choice" value="pay">${escapeMarkup(format(m.testCheckoutPay, { amount: formatCents(payment.amount_cents) }))}</button>
<button type="submit" name="choice" value="cancel">${escapeMarkup(m.testCheckoutCancel)}</button>
</form>`);
}

async function choose(c: AppContext): Promise<Response> {
  const sessionId = c.req.param("session") ?? "";
  const form = await c.req.formData();
  const field = form.get("token");
  const token = typeof field === "string" ? field : "";
  const found = await openSession(c, sessionId, token);
  if (!found) return gone();
  const { payment, reference } = found;
  const back = { origin: publicOrigin(c.env, c.req.url), path: returnPathOf(payment, token), locale: activeLocale() };
  if (form.get("choice") !== "pay") return c.redirect(checkoutReturnUrl(back, "cancelled"), 303);

  const now = clock.nowMs();
  const suffix = crypto.randomUUID().replaceAll("-", "");
  // The fields of Stripe's event that the webhook handler reads, in Stripe's shape.
  const payload = JSON.stringify({
    id: `evt_test_local_${suffix}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(now / 1000),
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        amount_total: payment.amount_cents,
        currency: payment.currency,
        client_reference_id: reference,
        metadata: {
          ...(payment.listing_id !== null ? { listing_id: String(payment.listing_id) } : { submission_id: String(payment.submission_id) }),
          tier: payment.tier,
        },
        mode: "payment",
        payment_status: "paid",
        status: "complete",
        payment_intent: `pi_test_local_${suffix}`,
      },
    },
  });
  const secret = webhookSecret(c.env, c.req.url);
  if (!secret) throw new Error("test checkout: STRIPE_WEBHOOK_SECRET is not set");
  const signature = await signPayload(secret, payload, Math.floor(now / 1000));
  const delivered = await receiveWebhook(
    c.env,
    new Request(new URL(STRIPE_WEBHOOK_PATH, c.req.url), {
      method: "POST",
      body: payload,
      headers: { "Stripe-Signature": signature, "Content-Type": "application/json" },
    }),
  );
  if (!delivered.ok) throw new Error(`test checkout: the webhook answered ${delivered.status}`);
  return c.redirect(checkoutReturnUrl(back, "success"), 303);
}

export const testCheckoutRoutes = new Hono<{ Bindings: Env }>();
testCheckoutRoutes.get("/:session", show);
testCheckoutRoutes.post("/:session", choose);
