// The one place that knows how payments are taken in this environment, and the Stripe SDK's client.
// With STRIPE_SECRET_KEY the SDK talks to Stripe (or, with STRIPE_API_BASE, to a stand-in at that origin:
// the tests' stub, a mock server). Without a key, the local test checkout stands in for Stripe's page,
// but only outside production AND on a loopback host (`npm start`, the tests): a deploy of the default
// environment would otherwise take "payments" signed with a public secret. Anything else without a key
// takes no payments at all.
//
// The SDK (hundreds of modules) is imported on first use, not when the Worker starts: most requests never
// touch a payment, and a cold isolate then starts without evaluating it.
import type Stripe from "stripe";

const sdk = async () => (await import("stripe")).default;

export type PaymentMode = "stripe" | "test" | "unavailable";

export type PaymentEnv = Pick<Env, "APP_ENV" | "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE">;

/**
 * What the local test checkout signs its events with when STRIPE_WEBHOOK_SECRET is unset. Not a secret:
 * it is only ever used in "test" mode, which production and any non-loopback host never are.
 */
export const LOCAL_TEST_WEBHOOK_SECRET = "whsec_local_test_checkout_not_a_secret";

/** The secret webhooks are verified (and test checkout events signed) with, or null when there is none. */
export function webhookSecret(env: PaymentEnv, requestUrl: string): string | null {
  if (env.STRIPE_WEBHOOK_SECRET) return env.STRIPE_WEBHOOK_SECRET;
  return paymentMode(env, requestUrl) === "test" ? LOCAL_TEST_WEBHOOK_SECRET : null;
}

/** localhost (and *.localhost), 127.0.0.0/8 and [::1]: a request only this machine can make. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost") || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) || hostname === "[::1]";
}

/** How payments are taken for a request to `requestUrl` (the Worker's own URL for it, not a header). */
export function paymentMode(env: PaymentEnv, requestUrl: string): PaymentMode {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) return "stripe";
  return env.APP_ENV !== "production" && isLoopbackHost(new URL(requestUrl).hostname) ? "test" : "unavailable";
}

/** The SDK on Workers: fetch for HTTP, Web Crypto for signatures; host and port from STRIPE_API_BASE. */
export async function stripeClient(env: PaymentEnv): Promise<Stripe> {
  if (!env.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  const Stripe = await sdk();
  return new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    // Stripe retries with the same idempotency key, so a retried create or refund never doubles.
    maxNetworkRetries: 2,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "http:" ? 80 : 443),
          protocol: base.protocol === "http:" ? ("http" as const) : ("https" as const),
        }
      : {}),
  });
}

/**
 * Signature tolerance: events signed longer ago than this are refused as replays, and so are events
 * signed this far in the future (the SDK checks only the past; a future date would outlive the window).
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Verifies a webhook's Stripe-Signature against the raw body; throws on a bad, missing, stale or future one. */
export async function verifiedEvent(env: PaymentEnv, requestUrl: string, rawBody: string, signature: string, nowMs: number): Promise<Stripe.Event> {
  const secret = webhookSecret(env, requestUrl);
  if (!secret) throw new Error("STRIPE_WEBHOOK_SECRET is not set");
  const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
  if (signedAt > nowMs / 1000 + WEBHOOK_TOLERANCE_SECONDS) throw new Error("Timestamp outside the tolerance zone (in the future)");
  const Stripe = await sdk();
  return Stripe.webhooks.constructEventAsync(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS, Stripe.createSubtleCryptoProvider(), nowMs);
}

/** A Stripe-Signature header for `payload` (the local test checkout signs its events like Stripe does). */
export async function signPayload(secret: string, payload: string, timestampSeconds: number): Promise<string> {
  const Stripe = await sdk();
  return Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    timestamp: timestampSeconds,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
}
