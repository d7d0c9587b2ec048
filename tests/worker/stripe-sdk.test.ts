// With a Stripe key, the official SDK makes the requests: here they reach the Stripe stand-in
// (tests/stripe-stub, STRIPE_API_BASE), so the real request shapes are checked offline: one Checkout
// Session per attempt with the server's price in CAD, the page's locale and an idempotency key; a refund
// of the payment intent with its own key when a paid submission's rejection stands.
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { makeSubmissionInput } from "../unit/factories";
import { STRIPE_STUB_ORIGIN, type StubRequest } from "../stripe-stub/stripe-stub";
import { adminCookie } from "./account-helpers";
import { recordEmails } from "./email-helpers";
import { caller, outcome } from "./caller";
import { completedSession, deliver, paymentRows } from "./payment-helpers";
import { submissionRow } from "./submission-helpers";
import "./clock";

const bindings = env as unknown as { STRIPE_SECRET_KEY?: string; STRIPE_API_BASE?: string; STRIPE_WEBHOOK_SECRET?: string };
const stubRequests = async () => (await fetch(`${STRIPE_STUB_ORIGIN}/__stub/requests`)).json<StubRequest[]>();

beforeAll(async () => {
  bindings.STRIPE_SECRET_KEY = "sk_test_stub_key";
  bindings.STRIPE_API_BASE = STRIPE_STUB_ORIGIN;
  bindings.STRIPE_WEBHOOK_SECRET = "whsec_test_stub_endpoint";
  await fetch(`${STRIPE_STUB_ORIGIN}/__stub/reset`);
});
afterAll(() => {
  delete bindings.STRIPE_SECRET_KEY;
  delete bindings.STRIPE_API_BASE;
  delete bindings.STRIPE_WEBHOOK_SECRET;
});

const { cookie } = await adminCookie();
let lastIp = 0;
const freshIp = () => `198.19.8.${++lastIp}`;

describe("Stripe Checkout through the SDK", () => {
  it("creates the session with the server's price, the submission, the e-mail, the locale and an idempotency key", async () => {
    recordEmails();
    const input = makeSubmissionInput({ submitter_email: "stripe-payer@example.com", promotion_tier: "pro" });
    const res = await outcome(caller({ locale: "fr", headers: { "cf-connecting-ip": freshIp() } }).submissions.create(input));
    expect(res.status).toBe(200);
    expect(res.data).toHaveProperty("checkout_url");
    expect((res.data as { checkout_url: string }).checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_stub_\d+$/);
    const { id } = (await env.DB.prepare("SELECT id FROM submissions WHERE title = ?").bind(input.title).first<{ id: number }>())!;
    const [create] = (await stubRequests()).filter((request) => request.path === "/v1/checkout/sessions");
    expect(create).toMatchObject({
      method: "POST",
      authorization: "Bearer sk_test_stub_key",
      idempotencyKey: `checkout-${id}-1`,
      params: {
        mode: "payment",
        "line_items[0][quantity]": "1",
        "line_items[0][price_data][currency]": "cad",
        "line_items[0][price_data][unit_amount]": "9900",
        client_reference_id: String(id),
        "metadata[submission_id]": String(id),
        customer_email: "stripe-payer@example.com",
        locale: "fr",
      },
    });
    expect(create!.params.success_url).toMatch(/^http:\/\/localhost\/fr\/submissions\/status\/[A-Za-z0-9_-]{43}\?checkout=success$/);
    expect(create!.params.cancel_url).toMatch(/\?checkout=cancelled$/);
    expect(Number(create!.params.expires_at) - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500);
    expect((await paymentRows(id))[0]).toMatchObject({ provider: "stripe", status: "open", amount_cents: 9900 });
  });

  it("refunds the payment intent in full, once, when a paid submission's rejection stands", async () => {
    const mail = recordEmails();
    const input = makeSubmissionInput({ submitter_email: "stripe-refund@example.com", promotion_tier: "basic" });
    await outcome(caller({ headers: { "cf-connecting-ip": freshIp() } }).submissions.create(input));
    const { id } = (await env.DB.prepare("SELECT id FROM submissions WHERE title = ?").bind(input.title).first<{ id: number }>())!;
    const session = String((await paymentRows(id))[0]!.checkout_session_id);
    expect((await deliver(completedSession(session, 3900, { paymentIntent: "pi_stub_refund" }))).status).toBe(200);
    expect(await submissionRow(id)).toMatchObject({ status: "pending", paid: 1 });

    expect((await outcome(caller({ cookie }).admin.submissions.review({ id, status: "rejected", reason: "incomplete" }))).status).toBe(200);
    await vi.waitUntil(() => mail.to(input.submitter_email).some((email) => email.subject.startsWith("About your submission")), {
      timeout: 5000,
      interval: 50,
    });
    const refunds = (await stubRequests()).filter((request) => request.path === "/v1/refunds");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.idempotencyKey).toMatch(/^refund-payment-\d+$/);
    expect(refunds[0]!.params.payment_intent).toBe("pi_stub_refund");
    expect((await paymentRows(id))[0]!.status).toBe("refunded");
    expect(String((await paymentRows(id))[0]!.refund_id)).toMatch(/^re_stub_/);
    expect(mail.to(input.submitter_email).find((email) => email.subject.startsWith("About"))!.text).toContain("$39.00 CAD");
  });

  it("Continue for free and erasing expire the open session at Stripe; money arriving after an erasure is refunded", async () => {
    const submit = async () => {
      const input = makeSubmissionInput({ submitter_email: "stripe-leaver@example.com", promotion_tier: "pro" });
      await outcome(caller({ headers: { "cf-connecting-ip": freshIp() } }).submissions.create(input));
      const { id } = (await env.DB.prepare("SELECT id FROM submissions WHERE title = ?").bind(input.title).first<{ id: number }>())!;
      const session = String((await paymentRows(id))[0]!.checkout_session_id);
      const create = (await stubRequests()).find(
        (request) => request.path === "/v1/checkout/sessions" && request.params.client_reference_id === String(id),
      )!;
      const token = /\/submissions\/status\/([A-Za-z0-9_-]{43})\?/.exec(create.params.success_url!)![1]!;
      return { id, session, token };
    };
    const expired = async (session: string) =>
      (await stubRequests()).filter((request) => request.method === "POST" && request.path === `/v1/checkout/sessions/${session}/expire`);

    const free = await submit();
    expect((await outcome(caller().submissions.continueFree({ token: free.token }))).status).toBe(200);
    expect(await expired(free.session)).toHaveLength(1);
    expect((await paymentRows(free.id))[0]!.status).toBe("expired");

    const erased = await submit();
    expect(await caller().submissions.erase({ token: erased.token })).toEqual({ outcome: "deleted" });
    expect(await expired(erased.session)).toHaveLength(1);
    // Paid anyway (Stripe completed it just before the expiry): refunded at once, recorded without personal data.
    const late = completedSession(erased.session, 9900, {
      paymentIntent: "pi_stub_erased",
      metadata: { submission_id: String(erased.id), tier: "pro" },
    });
    expect(await (await deliver(late)).json()).toEqual({ received: true, outcome: "processed" });
    const refunds = (await stubRequests()).filter((request) => request.path === "/v1/refunds" && request.params.payment_intent === "pi_stub_erased");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.idempotencyKey).toBe(`refund-session-${erased.session}`);
    const row = await env.DB.prepare("SELECT * FROM payments WHERE checkout_session_id = ?").bind(erased.session).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      submission_id: null,
      status: "refunded",
      provider: "stripe",
      amount_cents: 9900,
      payment_intent_id: "pi_stub_erased",
    });
    expect(String(row!.refund_id)).toMatch(/^re_stub_/);
    // Nothing personal was kept: no e-mail, no title for that payment.
    expect(JSON.stringify(row)).not.toContain("stripe-leaver@example.com");
  });
});
