// Payments in Worker tests: Stripe-shaped webhook events signed with the SDK's own test header (good,
// bad or stale), and the local test checkout's pay button.
import { env } from "cloudflare:test";
import Stripe from "stripe";
import * as clock from "@shared/time/clock";
import { webhookSecret } from "@worker/features/payments/stripe-client";
import { ORIGIN, fetchApp } from "./fetch-app";

export const WEBHOOK = "/api/payments/stripe/webhook";
export const webCrypto = Stripe.createSubtleCryptoProvider();

let eventCounter = 0;

/** A Stripe-shaped event of `type` around `object` (a fresh id unless given). */
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${Date.now()}_${++eventCounter}`) {
  return { id, object: "event", type, created: Math.floor(clock.nowMs() / 1000), livemode: false, data: { object } };
}

/** A checkout.session.completed (paid) for a session, with the amount and currency given. */
export function completedSession(
  sessionId: string,
  amountCents: number,
  options: { currency?: string; paymentIntent?: string; id?: string; metadata?: Record<string, string> } = {},
) {
  return stripeEvent(
    "checkout.session.completed",
    {
      id: sessionId,
      object: "checkout.session",
      amount_total: amountCents,
      currency: options.currency ?? "cad",
      payment_status: "paid",
      status: "complete",
      payment_intent: options.paymentIntent ?? `pi_${sessionId}`,
      ...(options.metadata ? { metadata: options.metadata } : {}),
    },
    options.id,
  );
}

/** Posts `event` to the webhook, signed with `secret` (default: the configured one) at `timestamp` (seconds). */
export async function deliver(event: object, options: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature !== undefined
      ? options.signature
      : await Stripe.webhooks.generateTestHeaderStringAsync({
          payload,
          secret: options.secret ?? webhookSecret(env, ORIGIN)!,
          timestamp: options.timestamp ?? Math.floor(clock.nowMs() / 1000),
          cryptoProvider: webCrypto,
        });
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (signature !== null) headers["Stripe-Signature"] = signature;
  return fetchApp(WEBHOOK, { method: "POST", headers, body: payload });
}

/** The session id and status token in a local test checkout URL. */
export function testCheckoutOf(url: string) {
  const parsed = new URL(url);
  return { path: parsed.pathname, sessionId: decodeURIComponent(parsed.pathname.split("/").pop()!), token: parsed.searchParams.get("token")! };
}

/** Presses "Pay" (or "Cancel") on the local test checkout; answers the redirect. */
export function pressTestCheckout(url: string, choice: "pay" | "cancel") {
  const { path, token } = testCheckoutOf(url);
  return fetchApp(path, { method: "POST", body: new URLSearchParams({ token, choice }), redirect: "manual" });
}

export async function paymentRows(submissionId: number) {
  const { results } = await env.DB.prepare("SELECT * FROM payments WHERE submission_id = ? ORDER BY id")
    .bind(submissionId)
    .all<Record<string, unknown>>();
  return results;
}

/**
 * Pays a stored submission's tier the way Stripe confirms it: an open payment attempt, then a signed
 * checkout.session.completed for it through the webhook. Answers the webhook's response.
 */
export async function payThroughWebhook(submissionId: number) {
  const row = await env.DB.prepare("SELECT promotion_tier FROM submissions WHERE id = ?").bind(submissionId).first<{ promotion_tier: string }>();
  const amount = { basic: 3900, pro: 9900 }[row!.promotion_tier as "basic" | "pro"];
  const session = `cs_test_helper_${submissionId}_${++eventCounter}`;
  const at = new Date(clock.nowMs()).toISOString();
  await env.DB.prepare(
    "INSERT INTO payments (submission_id, tier, amount_cents, currency, provider, checkout_session_id, created_at, updated_at) VALUES (?, ?, ?, 'cad', 'test', ?, ?, ?)",
  )
    .bind(submissionId, row!.promotion_tier, amount, session, at, at)
    .run();
  return deliver(completedSession(session, amount));
}
