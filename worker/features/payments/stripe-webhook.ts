// POST /api/payments/stripe/webhook: Stripe's events (and the local test checkout's, signed the same way).
// The signature is checked against the raw body before anything else is read; a bad, missing or stale
// one is a 400 and nothing happens.
import { Hono } from "hono";
import * as clock from "@shared/time/clock";
import { createDb } from "../../db/client";
import { publicOrigin } from "../../http/public-origin";
import { handlePaymentEvent } from "./payment-events";
import { paymentMode, verifiedEvent, webhookSecret } from "./stripe-client";

export const STRIPE_WEBHOOK_PATH = "/api/payments/stripe/webhook";

/** Verifies and handles one webhook request; the test checkout calls this with the request it signed. */
export async function receiveWebhook(env: Env, request: Request): Promise<Response> {
  const signature = request.headers.get("Stripe-Signature");
  const mode = paymentMode(env, request.url);
  if (!signature || !webhookSecret(env, request.url) || mode === "unavailable") {
    return Response.json({ error: "Missing or unusable Stripe-Signature" }, { status: 400 });
  }
  const rawBody = await request.text();
  let event;
  try {
    event = await verifiedEvent(env, request.url, rawBody, signature, clock.nowMs());
  } catch (error) {
    console.warn("Stripe webhook: signature refused", error instanceof Error ? error.message : error);
    return Response.json({ error: "Invalid signature" }, { status: 400 });
  }
  const outcome = await handlePaymentEvent({ env, db: createDb(env.DB), origin: publicOrigin(env, request.url), provider: mode }, event);
  if (outcome === "retry") return Response.json({ received: false, retry: true }, { status: 500 });
  return Response.json({ received: true, outcome });
}

export const stripeWebhookRoutes = new Hono<{ Bindings: Env }>();
stripeWebhookRoutes.post("/", (c) => receiveWebhook(c.env, c.req.raw));
