// Paying for a promotion tier, through the app router, the real Worker, D1 and queue: without a Stripe key the local test
// checkout signs a Stripe-shaped event and sends it through the same webhook Stripe's events reach. The
// webhook checks signatures with the SDK (good, bad, stale, replayed), handles each event once whatever
// the order, checks the amount, and only a confirmed payment buys promotion.
import { createScheduledController, env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as clock from "@shared/time/clock";
import { EVENTS_CRON } from "@worker/features/listings/event-timing";
import { PUBLISHED_ID_OFFSET } from "@worker/features/listings/community-listings";
import worker from "@worker/index";
import { LOCAL_TEST_WEBHOOK_SECRET, isLoopbackHost, webhookSecret } from "@worker/features/payments/stripe-client";
import { makeSubmissionInput } from "../unit/factories";
import { adminCookie, createAccount, sessionCookie } from "./account-helpers";
import { linkIn, queueSettled, recordEmails } from "./email-helpers";
import type { Locale } from "@shared/i18n/locales";
import { caller, outcome, type RouterInputs } from "./caller";
import { ORIGIN, fetchApp } from "./fetch-app";
import Stripe from "stripe";
import { completedSession, deliver, paymentRows, pressTestCheckout, stripeEvent, testCheckoutOf, webCrypto } from "./payment-helpers";
import { submissionRow } from "./submission-helpers";
import "./clock";

const { cookie, account: admin } = await adminCookie();
let lastIp = 0;
const freshIp = () => `198.19.7.${++lastIp}`;
let lastAddress = 0;
const freshAddress = () => `payer${++lastAddress}@example.com`;

let mail: ReturnType<typeof recordEmails>;
beforeEach(() => {
  mail = recordEmails();
});

/** Submits with a tier; answers the id, the address and the Checkout URL the browser is sent to. */
async function submitPaid(tier: "basic" | "pro" = "pro", locale?: Locale, city?: string) {
  // A French page's submitter writes in French (and so gets French e-mails) when the form says so.
  const input = makeSubmissionInput({ submitter_email: freshAddress(), promotion_tier: tier, ...(city ? { city, language: locale } : {}) });
  const res = await outcome(caller({ locale, headers: { "cf-connecting-ip": freshIp() } }).submissions.create(input));
  expect(res.status).toBe(200);
  const answer = res.data!;
  if (!("checkout_url" in answer)) throw new Error("a paid tier's answer has no Checkout URL");
  const { id } = (await env.DB.prepare("SELECT id FROM submissions WHERE title = ?").bind(input.title).first<{ id: number }>())!;
  return { id, input, url: answer.checkout_url };
}

const statusOf = async (token: string) => (await caller().submissions.status({ token }))!;
const runCron = () => worker.scheduled(createScheduledController({ scheduledTime: clock.nowMs(), cron: EVENTS_CRON }), env);
type Review = RouterInputs["admin"]["submissions"]["review"];
const review = (id: number, status: Review["status"], reason: Extract<Review, { status: "rejected" }>["reason"] = "incomplete") =>
  outcome(caller({ cookie }).admin.submissions.review(status === "rejected" ? { id, status, reason } : { id, status }));

describe("Submit & Pay without a Stripe key: the local test checkout", () => {
  it("stores the submission awaiting payment, sends the receipt, and answers the test checkout's URL", async () => {
    const { id, input, url } = await submitPaid("pro");
    expect(url).toMatch(/^http:\/\/localhost\/payments\/test-checkout\/cs_test_local_[0-9a-f]{24}\?token=[A-Za-z0-9_-]{43}$/);
    const row = await submissionRow(id);
    expect(row).toMatchObject({ status: "awaiting_payment", promotion_tier: "pro", price: 99, paid: 0 });
    expect(await paymentRows(id)).toEqual([
      expect.objectContaining({ tier: "pro", amount_cents: 9900, currency: "cad", provider: "test", status: "open" }),
    ]);
    await queueSettled();
    expect(mail.to(input.submitter_email).map((email) => email.subject)).toEqual([`We received “${input.title}”`]);
    // Admins can list it under its own status; it is not in the review queue.
    const stats = await outcome(caller({ cookie }).admin.submissions.stats());
    expect(stats.data!.awaiting_payment).toBeGreaterThanOrEqual(1);
    const pending = await outcome(caller({ cookie }).admin.submissions.list({ status: "pending" }));
    expect(pending.data!.items.map((item) => item.id)).not.toContain(id);
  });

  it("shows the tier and the amount, marked as test mode; a wrong token shows nothing", async () => {
    const { url } = await submitPaid("pro");
    const page = await (await fetchApp(url)).text();
    expect(page).toContain("Test mode — no money moves");
    expect(page).toContain("Pro promotion");
    expect(page).toContain("$99.00 CAD");
    expect(page).toContain(">Pay $99.00</button>");
    expect(page).toContain(">Cancel</button>");
    const { path } = testCheckoutOf(url);
    const wrong = await fetchApp(`${path}?token=${"A".repeat(43)}`);
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).not.toContain("$99.00");
  });

  it("in French: the checkout page's texts and amount, and the way back to the French status page", async () => {
    const { url } = await submitPaid("basic", "fr");
    expect(new URL(url).pathname).toMatch(/^\/fr\/payments\/test-checkout\//);
    const page = await (await fetchApp(url)).text();
    expect(page).toContain('<html lang="fr-CA"');
    expect(page).toContain("Mode test — aucun argent n&#39;est prélevé");
    expect(page).toMatch(/39,00\s\$ CAD/);
    expect(page).toMatch(/>Payer 39,00\s\$<\/button>/);
    const back = await pressTestCheckout(url, "cancel");
    expect(new URL(back.headers.get("Location")!).pathname).toMatch(/^\/fr\/submissions\/status\//);
  });

  it("Pay: the signed event goes through the webhook; the submission is paid, queued for review, and e-mailed", async () => {
    const { id, input, url } = await submitPaid("pro");
    const { token } = testCheckoutOf(url);
    const paid = await pressTestCheckout(url, "pay");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toBe(`http://localhost/submissions/status/${token}?checkout=success`);
    expect(await submissionRow(id)).toMatchObject({ status: "pending", paid: 1 });
    expect((await paymentRows(id))[0]!.status).toBe("paid");
    expect(String((await paymentRows(id))[0]!.payment_intent_id)).toMatch(/^pi_test_local_/);
    await queueSettled();
    const subjects = mail.to(input.submitter_email).map((email) => email.subject);
    expect(subjects).toContain("Payment received — $99.00 CAD");
    expect(await statusOf(token)).toMatchObject({ status: "pending", paid: true, payment_status: "paid" });
    // The session is used: paying it again shows nothing and changes nothing.
    expect((await pressTestCheckout(url, "pay")).status).toBe(404);
    await queueSettled();
    expect(mail.to(input.submitter_email).filter((email) => email.subject.startsWith("Payment received"))).toHaveLength(1);
  });

  it("Cancel: nothing is charged; Pay now opens a new session (the old one closes); Continue for free goes to review", async () => {
    const { id, url } = await submitPaid("pro");
    const { token } = testCheckoutOf(url);
    const back = await pressTestCheckout(url, "cancel");
    expect(back.headers.get("Location")).toBe(`http://localhost/submissions/status/${token}?checkout=cancelled`);
    expect(await statusOf(token)).toMatchObject({ status: "awaiting_payment", paid: false, payment_status: "open" });

    const again = await outcome(caller({ headers: { "cf-connecting-ip": freshIp() } }).submissions.payNow({ token }));
    const second = again.data!.checkout_url;
    expect(testCheckoutOf(second).sessionId).not.toBe(testCheckoutOf(url).sessionId);
    expect((await paymentRows(id)).map((row) => row.status)).toEqual(["expired", "open"]);
    expect((await fetchApp(url)).status).toBe(404);

    const free = await outcome(caller().submissions.continueFree({ token }));
    expect(free.status).toBe(200);
    expect(await submissionRow(id)).toMatchObject({ status: "pending", promotion_tier: "none", price: 0, paid: 0 });
    expect((await paymentRows(id)).map((row) => row.status)).toEqual(["expired", "expired"]);
    // Nothing left to pay for.
    expect((await outcome(caller({ headers: { "cf-connecting-ip": freshIp() } }).submissions.payNow({ token }))).status).toBe(409);
  });

  it("production without Stripe keys refuses a paid tier before storing anything", async () => {
    const bindings = env as unknown as { APP_ENV: string };
    const before = bindings.APP_ENV;
    bindings.APP_ENV = "production";
    try {
      const input = makeSubmissionInput({ submitter_email: freshAddress(), promotion_tier: "basic" });
      const res = await outcome(caller({ headers: { "cf-connecting-ip": freshIp() } }).submissions.create(input));
      expect(res.status).toBe(412);
      expect(res.message!).toBe("Payments are not available right now. Please try again later.");
      expect(await env.DB.prepare("SELECT id FROM submissions WHERE title = ?").bind(input.title).first()).toBeNull();
    } finally {
      bindings.APP_ENV = before;
    }
  });
});

describe("the local test checkout answers only on a loopback host", () => {
  it("a deploy of the default environment (not production, no key) refuses paid tiers, the public test secret and the test page", async () => {
    const deployed = "https://local-hype.example.workers.dev";
    const input = makeSubmissionInput({ submitter_email: freshAddress(), promotion_tier: "basic" });
    // Over HTTP, as every call below: what decides is the deployed host the request arrives at.
    const create = await fetchApp(`${deployed}/api/trpc/submissions.create`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: deployed, "cf-connecting-ip": freshIp() },
      body: JSON.stringify(input),
    });
    expect(create.status).toBe(412);
    expect(await env.DB.prepare("SELECT id FROM submissions WHERE title = ?").bind(input.title).first()).toBeNull();

    const { id, url } = await submitPaid("basic");
    const payload = JSON.stringify(completedSession(testCheckoutOf(url).sessionId, 3900));
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: LOCAL_TEST_WEBHOOK_SECRET, cryptoProvider: webCrypto });
    const forged = await fetchApp(`${deployed}/api/payments/stripe/webhook`, {
      method: "POST",
      headers: { "Stripe-Signature": signature, "Content-Type": "application/json" },
      body: payload,
    });
    expect(forged.status).toBe(400);
    const { pathname, search } = new URL(url);
    expect((await fetchApp(`${deployed}${pathname}${search}`)).status).toBe(404);
    expect(await submissionRow(id)).toMatchObject({ status: "awaiting_payment", paid: 0 });
    // localhost (npm start, the Workers pool, Playwright), 127.0.0.0/8 and [::1] keep the test checkout.
    for (const local of ["http://localhost:8787", "http://127.0.0.1:8787", "http://127.1.2.3", "http://[::1]:8787"]) {
      expect((await fetchApp(`${local}${pathname}${search}`)).status, local).toBe(200);
    }
  });

  it("recognises loopback hosts only", () => {
    for (const host of ["localhost", "app.localhost", "127.0.0.1", "127.255.0.9", "[::1]"]) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ["localhost.evil.example", "127.0.0.1.nip.io", "128.0.0.1", "[::2]", "local-hype.example", "0.0.0.0"]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe("the webhook: signatures first, each event once, the server's amount", () => {
  it("refuses a missing, wrongly signed, tampered or stale signature with 400, and changes nothing", async () => {
    const { id, url } = await submitPaid("pro");
    const event = completedSession(testCheckoutOf(url).sessionId, 9900);
    expect((await deliver(event, { signature: null })).status).toBe(400);
    expect((await deliver(event, { secret: "whsec_someone_else" })).status).toBe(400);
    expect((await deliver(event, { timestamp: Math.floor(clock.nowMs() / 1000) - 301 })).status).toBe(400);
    // A body changed after signing: the signature covers the exact bytes.
    const payload = JSON.stringify(event);
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: webhookSecret(env, ORIGIN)!,
      cryptoProvider: webCrypto,
    });
    const tampered = await fetchApp("/api/payments/stripe/webhook", {
      method: "POST",
      headers: { "Stripe-Signature": signature, "Content-Type": "application/json" },
      body: payload.replace("9900", "100"),
    });
    expect(tampered.status).toBe(400);
    expect(await submissionRow(id)).toMatchObject({ status: "awaiting_payment", paid: 0 });
    expect((await paymentRows(id))[0]!.status).toBe("open");
    // Within the tolerance (299 s old) it is accepted.
    expect((await deliver(event, { timestamp: Math.floor(clock.nowMs() / 1000) - 299 })).status).toBe(200);
    expect(await submissionRow(id)).toMatchObject({ status: "pending", paid: 1 });
  });

  it("refuses a signature dated more than 5 minutes ahead; one less far ahead is accepted", async () => {
    const { id, url } = await submitPaid("basic");
    const event = completedSession(testCheckoutOf(url).sessionId, 3900);
    const now = Math.floor(clock.nowMs() / 1000);
    expect((await deliver(event, { timestamp: now + 301 })).status).toBe(400);
    expect((await deliver(event, { timestamp: now + 24 * 60 * 60 })).status).toBe(400);
    expect(await submissionRow(id)).toMatchObject({ status: "awaiting_payment", paid: 0 });
    expect((await deliver(event, { timestamp: now + 299 })).status).toBe(200);
    expect(await submissionRow(id)).toMatchObject({ status: "pending", paid: 1 });
  });

  it("a replayed event and a second event for the same payment change nothing twice (one e-mail)", async () => {
    const { id, input, url } = await submitPaid("basic");
    const session = testCheckoutOf(url).sessionId;
    const event = completedSession(session, 3900);
    const first = await deliver(event);
    expect(await first.json()).toEqual({ received: true, outcome: "processed" });
    const replay = await deliver(event);
    expect(await replay.json()).toEqual({ received: true, outcome: "duplicate" });
    // Stripe may also send async_payment_succeeded for the same session: already paid, nothing moves.
    const succeeded = await deliver({ ...completedSession(session, 3900), type: "checkout.session.async_payment_succeeded" });
    expect(succeeded.status).toBe(200);
    // Two deliveries at once: one batch wins, the other is a duplicate.
    const twin = completedSession(session, 3900);
    const answers = await Promise.all([deliver(twin), deliver(twin)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    await queueSettled();
    expect(mail.to(input.submitter_email).filter((email) => email.subject === "Payment received — $39.00 CAD")).toHaveLength(1);
    expect(await paymentRows(id)).toHaveLength(1);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM payment_events WHERE id = ?").bind(event.id).first<{ n: number }>())!;
    expect(n).toBe(1);
  });

  it("out of order: an expiry after the payment leaves it paid; a refund before its payment is retried later", async () => {
    const { id, url } = await submitPaid("pro");
    const session = testCheckoutOf(url).sessionId;
    const refundFirst = stripeEvent("charge.refunded", {
      id: "ch_1",
      object: "charge",
      refunded: true,
      payment_intent: `pi_${session}`,
      refunds: { data: [{ id: "re_1" }] },
    });
    // Its payment is not known yet: 500, so Stripe delivers it again later.
    expect((await deliver(refundFirst)).status).toBe(500);
    expect((await deliver(completedSession(session, 9900))).status).toBe(200);
    expect((await deliver(stripeEvent("checkout.session.expired", { id: session, object: "checkout.session" }))).status).toBe(200);
    expect((await paymentRows(id))[0]!.status).toBe("paid");
    // The retry of the refund now applies: the promotion's payment is refunded.
    expect((await deliver(refundFirst)).status).toBe(200);
    expect((await paymentRows(id))[0]).toMatchObject({ status: "refunded", refund_id: "re_1" });
    expect(await submissionRow(id)).toMatchObject({ paid: 0 });
    // A late completion for the refunded payment does not make it paid again.
    expect((await deliver(completedSession(session, 9900))).status).toBe(200);
    expect((await paymentRows(id))[0]!.status).toBe("refunded");
  });

  it("an amount or currency that is not the tier's does not pay for it", async () => {
    const { id, url } = await submitPaid("pro");
    const session = testCheckoutOf(url).sessionId;
    expect((await deliver(completedSession(session, 3900))).status).toBe(200);
    expect(await submissionRow(id)).toMatchObject({ status: "awaiting_payment", paid: 0 });
    expect((await paymentRows(id))[0]!.status).toBe("failed");
    const other = await submitPaid("pro");
    expect((await deliver(completedSession(testCheckoutOf(other.url).sessionId, 9900, { currency: "usd" }))).status).toBe(200);
    expect(await submissionRow(other.id)).toMatchObject({ status: "awaiting_payment", paid: 0 });
  });

  it("answers 200 to event types it does not handle, and to sessions it does not know", async () => {
    const unknown = await deliver(stripeEvent("customer.created", { id: "cus_1", object: "customer" }));
    expect(await unknown.json()).toEqual({ received: true, outcome: "ignored" });
    const stranger = await deliver(completedSession("cs_not_ours", 9900));
    expect(await stranger.json()).toEqual({ received: true, outcome: "ignored" });
  });
});

describe("payment state moves only forward, in the order of the events' own timestamps", () => {
  const listingOf = (id: number) =>
    env.DB.prepare("SELECT promoted, promoted_until FROM listings WHERE id = ?")
      .bind(PUBLISHED_ID_OFFSET + id)
      .first();

  it("a paid event after the refund (late or replayed under a new id) neither pays nor promotes the submission again", async () => {
    const { id, url } = await submitPaid("pro");
    const session = testCheckoutOf(url).sessionId;
    await pressTestCheckout(url, "pay");
    expect((await review(id, "approved")).status).toBe(200);
    const intent = String((await paymentRows(id))[0]!.payment_intent_id);
    const refund = stripeEvent("charge.refunded", {
      id: "ch_late",
      object: "charge",
      refunded: true,
      payment_intent: intent,
      refunds: { data: [{ id: "re_late" }] },
    });
    expect(await (await deliver(refund)).json()).toEqual({ received: true, outcome: "processed" });
    expect(await (await deliver(refund)).json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await listingOf(id)).toEqual({ promoted: null, promoted_until: null });

    // A day later Stripe delivers a completion (and an async success) for the refunded session.
    clock.setClock(clock.nowMs() + 24 * 60 * 60 * 1000);
    const late = completedSession(session, 9900, { paymentIntent: intent });
    expect((await deliver(late)).status).toBe(200);
    expect(
      (await deliver({ ...completedSession(session, 9900, { paymentIntent: intent }), type: "checkout.session.async_payment_succeeded" })).status,
    ).toBe(200);
    expect((await paymentRows(id))[0]).toMatchObject({ status: "refunded", refund_id: "re_late" });
    expect(await submissionRow(id)).toMatchObject({ paid: 0 });
    expect(await listingOf(id)).toEqual({ promoted: null, promoted_until: null });
  });

  it("an event older than the last one applied moves nothing: a success stamped before the failure stays failed", async () => {
    const { id, url } = await submitPaid("basic");
    const session = testCheckoutOf(url).sessionId;
    const at = Math.floor(clock.nowMs() / 1000);
    const failed = { ...stripeEvent("checkout.session.async_payment_failed", { id: session, object: "checkout.session" }), created: at + 10 };
    const succeeded = { ...completedSession(session, 3900), type: "checkout.session.async_payment_succeeded", created: at };
    expect((await deliver(failed)).status).toBe(200);
    expect((await deliver(succeeded)).status).toBe(200);
    expect((await paymentRows(id))[0]).toMatchObject({ status: "failed", last_event_id: failed.id, last_event_at: at + 10 });
    expect(await submissionRow(id)).toMatchObject({ status: "awaiting_payment", paid: 0 });
  });

  it("in order, the same events apply: paid, then refunded; the refund's own timestamp is recorded", async () => {
    const { id, url } = await submitPaid("basic");
    const session = testCheckoutOf(url).sessionId;
    const at = Math.floor(clock.nowMs() / 1000);
    const paid = { ...completedSession(session, 3900), created: at };
    const refunded = {
      ...stripeEvent("charge.refunded", {
        id: "ch_order",
        object: "charge",
        refunded: true,
        payment_intent: `pi_${session}`,
        refunds: { data: [{ id: "re_order" }] },
      }),
      created: at + 5,
    };
    expect((await deliver(paid)).status).toBe(200);
    expect(await submissionRow(id)).toMatchObject({ paid: 1 });
    expect((await deliver(refunded)).status).toBe(200);
    expect((await paymentRows(id))[0]).toMatchObject({ status: "refunded", last_event_id: refunded.id, last_event_at: at + 5 });
    expect(await submissionRow(id)).toMatchObject({ paid: 0 });
  });
});

describe("money for a submission that no longer waits for it", () => {
  it("erasing closes the test checkout's session; a payment arriving anyway is recorded without personal data and refunded", async () => {
    const { id, url } = await submitPaid("pro");
    const { sessionId, token } = testCheckoutOf(url);
    expect(await caller().submissions.erase({ token })).toEqual({ outcome: "deleted" });
    expect((await fetchApp(url)).status).toBe(404);
    expect((await pressTestCheckout(url, "pay")).status).toBe(404);

    const late = completedSession(sessionId, 9900, { paymentIntent: "pi_after_erase", metadata: { submission_id: String(id), tier: "pro" } });
    expect(await (await deliver(late)).json()).toEqual({ received: true, outcome: "processed" });
    const row = await env.DB.prepare("SELECT * FROM payments WHERE checkout_session_id = ?").bind(sessionId).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      submission_id: null,
      tier: "pro",
      amount_cents: 9900,
      status: "refunded",
      provider: "test",
      payment_intent_id: "pi_after_erase",
      refund_id: `re_test_local_refund-session-${sessionId}`,
    });
    // A replay refunds nothing twice; Stripe's charge.refunded for it changes nothing.
    expect(await (await deliver(late)).json()).toEqual({ received: true, outcome: "duplicate" });
    const charge = stripeEvent("charge.refunded", { id: "ch_erased", object: "charge", refunded: true, payment_intent: "pi_after_erase" });
    expect((await deliver(charge)).status).toBe(200);
    const view = await caller({ cookie }).admin.payments.list({ status: "refunded" });
    expect(view.payments.find((payment) => payment.checkout_session_id === sessionId)).toMatchObject({
      submission_id: null,
      title: null,
      status: "refunded",
    });
  });
});

describe("what a payment buys, and refunds", () => {
  it("no promotion without payment: a paid tier continued for free publishes unpromoted", async () => {
    const { id, url } = await submitPaid("pro");
    await outcome(caller().submissions.continueFree({ token: testCheckoutOf(url).token }));
    expect((await review(id, "approved")).status).toBe(200);
    const listing = await env.DB.prepare("SELECT promoted, promoted_until FROM listings WHERE id = ?")
      .bind(PUBLISHED_ID_OFFSET + id)
      .first();
    expect(listing).toEqual({ promoted: null, promoted_until: null });
  });

  it("a paid Pro listing is promoted for 30 days from publication, then the cron ends it (the page cache moves on)", async () => {
    const { id, url } = await submitPaid("pro");
    const { token } = testCheckoutOf(url);
    await pressTestCheckout(url, "pay");
    const start = clock.nowMs();
    clock.setClock(start);
    expect((await review(id, "approved")).status).toBe(200);
    const until = start + 30 * 24 * 60 * 60 * 1000;
    const listing = () =>
      env.DB.prepare("SELECT promoted, promoted_until FROM listings WHERE id = ?")
        .bind(PUBLISHED_ID_OFFSET + id)
        .first();
    expect(await listing()).toEqual({ promoted: "pro", promoted_until: until });
    expect((await statusOf(token)).promoted_until).toBe(new Date(until).toISOString());
    const featured = async () => (await caller().listings.home()).featured.map((l) => l.id);
    expect(await featured()).toContain(PUBLISHED_ID_OFFSET + id);

    // A minute before the end the cron leaves it; after the end it clears it, and the content version moves.
    clock.setClock(until - 60_000);
    await runCron();
    expect((await listing())!.promoted).toBe("pro");
    const version = async () => (await env.DB.prepare("SELECT version FROM content_version WHERE id = 1").first<{ version: number }>())!.version;
    const before = await version();
    clock.setClock(until);
    await runCron();
    expect((await listing())!.promoted).toBeNull();
    expect(await version()).toBeGreaterThan(before);
    expect(await featured()).not.toContain(PUBLISHED_ID_OFFSET + id);
    expect((await statusOf(token)).promoted_until).toBeNull();
  });

  it("rejecting a paid submission refunds it once the undo window has passed; the e-mail and the admin say so", async () => {
    const { id, input, url } = await submitPaid("pro");
    await pressTestCheckout(url, "pay");
    expect((await review(id, "rejected")).status).toBe(200);
    // Within the undo window nothing is refunded (an undo would keep the payment).
    expect((await paymentRows(id))[0]!.status).toBe("paid");
    await vi.waitUntil(() => mail.to(input.submitter_email).some((email) => email.subject.startsWith("About your submission")), {
      timeout: 5000,
      interval: 50,
    });
    const notice = mail.to(input.submitter_email).find((email) => email.subject.startsWith("About your submission"))!;
    expect(notice.text).toContain("We have refunded your payment of $99.00 CAD in full");
    expect((await paymentRows(id))[0]!.status).toBe("refunded");
    expect(String((await paymentRows(id))[0]!.refund_id)).toMatch(/^re_test_local_/);
    expect(await submissionRow(id)).toMatchObject({ paid: 0 });
    const list = await outcome(caller({ cookie }).admin.submissions.list({ status: "rejected" }));
    expect(list.data!.items.find((item) => item.id === id)?.payment_status).toBe("refunded");
    expect((await statusOf(testCheckoutOf(url).token)).payment_status).toBe("refunded");
  });

  it("a spam rejection sends no notice; the cron refunds it after the undo window", async () => {
    const { id, url } = await submitPaid("basic");
    await pressTestCheckout(url, "pay");
    const start = clock.nowMs();
    clock.setClock(start);
    expect((await review(id, "rejected", "spam")).status).toBe(200);
    await runCron();
    expect((await paymentRows(id))[0]!.status).toBe("paid");
    clock.setClock(start + 2_000);
    await runCron();
    expect((await paymentRows(id))[0]!.status).toBe("refunded");
  });
});

describe("only admins cause money to move: held refunds", () => {
  const held = () => caller({ cookie }).admin.payments.refundsAwaiting();
  const paidSubmission = async () => {
    const { id, url } = await submitPaid("basic");
    await pressTestCheckout(url, "pay");
    return id;
  };
  const settle = async () => {
    clock.setClock(clock.nowMs() + 2_000);
    await runCron();
    await queueSettled();
  };

  it("a bulk rejection refunds nothing until an admin approves it in the Payments view", async () => {
    const id = await paidSubmission();
    const bulk = await outcome(caller({ cookie }).admin.submissions.bulkReview({ ids: [id], status: "rejected", reason: "spam" }));
    expect(bulk.status).toBe(200);
    await settle();
    expect((await paymentRows(id))[0]).toMatchObject({ status: "paid", refund_awaits_approval: 1 });
    expect(await submissionRow(id)).toMatchObject({ status: "rejected", paid: 1 });
    const waiting = (await held()).find((row) => row.submission_id === id)!;
    expect(waiting).toMatchObject({ amount_cents: 3900, tier: "basic" });

    const approve = await outcome(caller({ cookie }).admin.payments.approveRefund({ paymentId: waiting.id }));
    expect(approve.status).toBe(200);
    expect(approve.data!.refunded_cents).toBe(3900);
    expect((await paymentRows(id))[0]).toMatchObject({ status: "refunded" });
    expect(await submissionRow(id)).toMatchObject({ paid: 0 });
    expect((await held()).map((row) => row.id)).not.toContain(waiting.id);
    const audit = await env.DB.prepare("SELECT actor_email FROM audit_log WHERE action = 'payment.refund' AND target_id = ?")
      .bind(String(id))
      .first();
    expect(audit).toEqual({ actor_email: admin.email });
    // Approving it again: nothing left to approve.
    const again = await outcome(caller({ cookie }).admin.payments.approveRefund({ paymentId: waiting.id }));
    expect(again.status).toBe(409);
    expect(again.message!).toBe("This refund is no longer waiting for approval.");
  });

  it("Refund in the Payments view: an admin refunds a published listing's payment once (audited, promotion ended); a moderator cannot", async () => {
    const moderator = await sessionCookie(await createAccount(["moderator"]));
    const id = await paidSubmission();
    expect((await review(id, "approved")).status).toBe(200);
    const paymentId = Number((await paymentRows(id))[0]!.id);
    expect((await outcome(caller({ cookie: moderator }).admin.payments.refund({ paymentId }))).status).toBe(403);
    expect((await outcome(caller().admin.payments.refund({ paymentId }))).status).toBe(401);
    expect((await outcome(caller({ cookie }).admin.payments.refund({ paymentId: -1 }))).status).toBe(400);
    expect((await paymentRows(id))[0]!.status).toBe("paid");

    const refund = await outcome(caller({ cookie }).admin.payments.refund({ paymentId }));
    expect(refund.data).toEqual({ paymentId, refunded_cents: 3900 });
    expect((await paymentRows(id))[0]).toMatchObject({ status: "refunded" });
    expect(await submissionRow(id)).toMatchObject({ status: "approved", paid: 0 });
    const listing = await env.DB.prepare("SELECT promoted, promoted_until FROM listings WHERE submission_id = ?").bind(id).first();
    expect(listing).toEqual({ promoted: null, promoted_until: null });
    const audits = async () =>
      (await env.DB.prepare("SELECT actor_email FROM audit_log WHERE action = 'payment.refund' AND target_id = ?").bind(String(id)).all()).results;
    expect(await audits()).toEqual([{ actor_email: admin.email }]);
    // Pressed again: the same answer, no second refund nor audit entry.
    expect((await outcome(caller({ cookie }).admin.payments.refund({ paymentId }))).data).toEqual({ paymentId, refunded_cents: 3900 });
    expect(await audits()).toHaveLength(1);
    // A payment that was never paid, or none at all, has nothing to refund.
    const open = await submitPaid("basic");
    const openId = Number((await paymentRows(open.id))[0]!.id);
    for (const missing of [openId, 999_999]) {
      const refused = await outcome(caller({ cookie }).admin.payments.refund({ paymentId: missing }));
      expect(refused.status).toBe(409);
      expect(refused.message).toBe("Only a paid payment can be refunded.");
    }
  });

  it("a moderator's single rejection is held too; the moderator cannot approve it; an admin's own rejection refunds as before", async () => {
    const moderator = await sessionCookie(await createAccount(["moderator"]));
    const id = await paidSubmission();
    expect((await outcome(caller({ cookie: moderator }).admin.submissions.review({ id, status: "rejected", reason: "spam" }))).status).toBe(200);
    await settle();
    expect((await paymentRows(id))[0]!.status).toBe("paid");
    const paymentId = Number((await paymentRows(id))[0]!.id);
    expect((await outcome(caller({ cookie: moderator }).admin.payments.approveRefund({ paymentId }))).status).toBe(403);
    expect((await outcome(caller({ cookie: moderator }).admin.payments.refundsAwaiting())).status).toBe(403);
    // The same rejection made again by an admin alone lifts the hold: refunded after the undo window.
    expect((await review(id, "rejected", "spam")).status).toBe(200);
    await settle();
    expect((await paymentRows(id))[0]).toMatchObject({ status: "refunded", refund_awaits_approval: 0 });
  });
});

describe("the cron's sweep of submissions left awaiting payment", () => {
  it("after 7 days they go to review for free; younger ones keep waiting", async () => {
    const old = await submitPaid("pro");
    const start = clock.nowMs();
    clock.setClock(start + 6 * 24 * 60 * 60 * 1000);
    const young = await submitPaid("basic");
    await runCron();
    expect(await submissionRow(old.id)).toMatchObject({ status: "awaiting_payment" });
    clock.setClock(start + 7 * 24 * 60 * 60 * 1000 + 1000);
    await runCron();
    expect(await submissionRow(old.id)).toMatchObject({ status: "pending", promotion_tier: "none", price: 0 });
    expect((await paymentRows(old.id))[0]!.status).toBe("expired");
    expect(await submissionRow(young.id)).toMatchObject({ status: "awaiting_payment", promotion_tier: "basic" });
  });
});

describe("the admin's Payments view", () => {
  it("lists attempts with their Stripe ids by status and month, totals each month, and is admin-only", async () => {
    const { id, url } = await submitPaid("pro");
    await pressTestCheckout(url, "pay");
    const month = new Date(clock.nowMs()).toISOString().slice(0, 7);
    const view = (input: RouterInputs["admin"]["payments"]["list"]) => caller({ cookie }).admin.payments.list(input);
    const paid = await view({ status: "paid", month });
    const row = paid.payments.find((payment) => payment.submission_id === id)!;
    expect(row).toMatchObject({ tier: "pro", amount_cents: 9900, currency: "cad", status: "paid", provider: "test" });
    expect(row.checkout_session_id).toMatch(/^cs_test_local_/);
    expect(row.payment_intent_id).toMatch(/^pi_test_local_/);
    expect(paid.payments.every((payment) => payment.status === "paid")).toBe(true);
    expect((await view({ status: "refunded" })).payments.map((payment) => payment.submission_id)).not.toContain(id);
    expect((await view({ month: "2001-01" })).payments).toEqual([]);
    const total = paid.totals.find((t) => t.month === month)!;
    const { sum } = (await env.DB.prepare("SELECT sum(amount_cents) AS sum FROM payments WHERE status = 'paid' AND created_at LIKE ?")
      .bind(`${month}-%`)
      .first<{ sum: number }>())!;
    expect(total.paid_cents).toBe(sum);
    expect((await outcome(caller().admin.payments.list({}))).status).toBe(401);
    expect((await outcome(caller({ cookie }).admin.payments.list({ month: "2026-13" }))).status).toBe(400);
  });
});

describe("Receipts: one per paid payment, with the sales tax included for the listing's province", () => {
  const receiptOf = (token: string, payment: number, locale?: Locale) => outcome(caller({ locale }).submissions.receipt({ token, payment }));

  /** Submits, pays at the test checkout, and answers the status token and the payment's id. */
  async function paidSubmission(tier: "basic" | "pro", city: string, locale?: Locale) {
    const submitted = await submitPaid(tier, locale, city);
    const { token } = testCheckoutOf(submitted.url);
    await pressTestCheckout(submitted.url, "pay");
    const [payment] = await paymentRows(submitted.id);
    return { ...submitted, token, paymentId: Number(payment!.id) };
  }

  it("Toronto: HST 13 % included, the numbers from configuration, the window once published; linked from the status page and the e-mail", async () => {
    clock.setClock(Date.parse("2026-11-28T03:30:00Z"));
    const { id, input, token, paymentId } = await paidSubmission("pro", "Toronto");
    const receipt = await receiptOf(token, paymentId);
    expect(receipt.status).toBe(200);
    expect(receipt.data).toEqual({
      number: `LH-${String(paymentId).padStart(6, "0")}`,
      // 03:30 UTC is still the 27th in Toronto.
      paid_on: "2026-11-27",
      refunded_on: null,
      status: "paid",
      tier: "pro",
      title: input.title,
      city: "Toronto",
      promotion: null,
      amount_cents: 9900,
      tax: { lines: [{ kind: "HST", percent: 13, cents: 1139 }], taxCents: 1139, netCents: 8761 },
      registration: { gst_hst: "123456789RT0001", qst: "1234567890TQ0001" },
    });
    expect((await statusOf(token)).receipt_ids).toEqual([paymentId]);

    await queueSettled();
    const email = mail.to(input.submitter_email).find((sent) => sent.subject === "Payment received — $99.00 CAD")!;
    expect(email.text).toContain("This amount includes HST 13% ($11.39 CAD).");
    expect(linkIn(email.text, `/submissions/status/${token}/receipts/${paymentId}`)).toBe(
      `http://localhost/submissions/status/${token}/receipts/${paymentId}`,
    );

    // Published: the promotion window's dates, in the city's zone.
    clock.setClock(Date.parse("2026-12-01T15:00:00Z"));
    expect((await review(id, "approved")).status).toBe(200);
    expect((await receiptOf(token, paymentId)).data!.promotion).toEqual({ from: "2026-12-01", until: "2026-12-31" });
  });

  it("Montreal, in French: GST and QST lines adding up to the tax, and the French e-mail names both", async () => {
    const { input, token, paymentId } = await paidSubmission("basic", "Montreal", "fr");
    const receipt = await receiptOf(token, paymentId, "fr");
    expect(receipt.data!.tax).toEqual({
      lines: [
        { kind: "GST", percent: 5, cents: 170 },
        { kind: "QST", percent: 9.975, cents: 338 },
      ],
      taxCents: 508,
      netCents: 3392,
    });
    await queueSettled();
    const email = mail.to(input.submitter_email).find((sent) => sent.subject.startsWith("Paiement reçu"))!;
    expect(email.text).toMatch(/Ce montant comprend la TPS de 5\s%\s\(1,70\s\$ CAD\) et la TVQ de 9,975\s%\s\(3,38\s\$ CAD\)\./);
    expect(email.text).toContain(`/fr/submissions/status/${token}/receipts/${paymentId}`);
  });

  it("Halifax: the HST in force on the payment's date (15 % until 2025-03-31, 14 % from 2025-04-01)", async () => {
    clock.setClock(Date.parse("2025-03-31T12:00:00Z"));
    const before = await paidSubmission("pro", "Halifax");
    expect((await receiptOf(before.token, before.paymentId)).data!.tax.lines).toEqual([{ kind: "HST", percent: 15, cents: 1291 }]);
    clock.setClock(Date.parse("2025-04-01T12:00:00Z"));
    const after = await paidSubmission("pro", "Halifax");
    expect((await receiptOf(after.token, after.paymentId)).data!.tax.lines).toEqual([{ kind: "HST", percent: 14, cents: 1216 }]);
    // The earlier payment keeps its own date's rate.
    expect((await receiptOf(before.token, before.paymentId)).data!.tax.taxCents).toBe(1291);
  });

  it("a refunded payment's receipt says when; the window ended with it", async () => {
    const { id, token, paymentId } = await paidSubmission("pro", "Calgary");
    expect((await review(id, "rejected")).status).toBe(200);
    await vi.waitUntil(async () => (await paymentRows(id))[0]!.status === "refunded", { timeout: 5000 });
    const receipt = await receiptOf(token, paymentId);
    expect(receipt.data).toMatchObject({ status: "refunded", promotion: null });
    expect(receipt.data!.refunded_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(receipt.data!.tax.lines).toEqual([{ kind: "GST", percent: 5, cents: 471 }]);
  });

  it("refuses a wrong token, another submission's payment and an unpaid attempt alike: NOT_FOUND in the visitor's language", async () => {
    const mine = await paidSubmission("pro", "Toronto");
    const theirs = await paidSubmission("basic", "Toronto");
    const unpaid = await submitPaid("pro");
    const unpaidToken = testCheckoutOf(unpaid.url).token;
    const [open] = await paymentRows(unpaid.id);
    const refusals = [
      await receiptOf("A".repeat(43), mine.paymentId),
      await receiptOf(mine.token, theirs.paymentId),
      await receiptOf(unpaidToken, Number(open!.id)),
    ];
    for (const refused of refusals) {
      expect(refused).toMatchObject({
        status: 404,
        code: "NOT_FOUND",
        message: "This receipt link is not valid or has expired. Open it again from your status page.",
      });
    }
    expect(await receiptOf(mine.token, theirs.paymentId, "fr")).toMatchObject({
      status: 404,
      message: "Ce lien de reçu n'est pas valide ou a expiré. Ouvrez-le de nouveau depuis votre page de suivi.",
    });
    expect((await statusOf(unpaidToken)).receipt_ids).toEqual([]);
    // A malformed id is refused by the schema (400), never a server error.
    expect((await outcome(caller().submissions.receipt({ token: mine.token, payment: -1 }))).status).toBe(400);
  });

  it("the receipt page is private: noindex, never stored", async () => {
    const { token, paymentId } = await paidSubmission("pro", "Toronto");
    const res = await fetchApp(`/fr/submissions/status/${token}/receipts/${paymentId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toContain(">Reçu | Local Hype</title>");
    // The saved places' page, private but without a secret in its address, stays keepable for reading offline.
    expect((await fetchApp("/saved")).headers.get("Cache-Control")).toBe("no-cache");
  });
});
