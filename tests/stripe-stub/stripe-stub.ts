// A small stand-in for Stripe's API, for the Workers pool (vitest.config.ts routes the Worker's outgoing
// requests here: miniflare's outboundService). With STRIPE_API_BASE pointing at STRIPE_STUB_ORIGIN, the
// real SDK's requests (Checkout Session create and expire, refunds) arrive here as Stripe would get them:
// form-encoded bodies, the Idempotency-Key header, the secret key as the bearer. It answers like Stripe
// for the fields the app reads, replays the first answer for a repeated idempotency key, and records each
// request; tests read them at GET /__stub/requests. It keeps each session's status as Stripe does: only an
// open session can be expired (an unknown one is a 404, an expired or paid one a 400).

export const STRIPE_STUB_ORIGIN = "http://stripe.stub";

export interface StubRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  params: Record<string, string>;
}

const requests: StubRequest[] = [];
const replays = new Map<string, unknown>();
const sessionStatus = new Map<string, "open" | "expired">();
let counter = 0;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "Request-Id": `req_stub_${++counter}` } });
}

function answer(path: string, method: string, params: Record<string, string>): Response {
  if (method === "POST" && path === "/v1/checkout/sessions") {
    const id = `cs_test_stub_${++counter}`;
    sessionStatus.set(id, "open");
    return json({
      id,
      object: "checkout.session",
      url: `https://checkout.stripe.com/c/pay/${id}`,
      mode: params.mode,
      amount_total: Number(params["line_items[0][price_data][unit_amount]"]),
      currency: params["line_items[0][price_data][currency]"],
      client_reference_id: params.client_reference_id,
      customer_email: params.customer_email,
      locale: params.locale,
      expires_at: Number(params.expires_at),
      status: "open",
      payment_status: "unpaid",
    });
  }
  const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
  if (method === "POST" && expire) {
    const id = expire[1]!;
    const status = sessionStatus.get(id);
    if (!status)
      return json({ error: { type: "invalid_request_error", code: "resource_missing", message: `No such checkout.session: '${id}'` } }, 404);
    if (status !== "open") {
      return json({ error: { type: "invalid_request_error", message: 'Only Checkout Sessions with a status in ["open"] can be expired.' } }, 400);
    }
    sessionStatus.set(id, "expired");
    return json({ id, object: "checkout.session", status: "expired" });
  }
  if (method === "POST" && path === "/v1/refunds") {
    return json({ id: `re_stub_${++counter}`, object: "refund", status: "succeeded", payment_intent: params.payment_intent });
  }
  return json({ error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } }, 404);
}

/** The outbound handler: Stripe-shaped answers at STRIPE_STUB_ORIGIN, a network error anywhere else. */
export async function stripeStub(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.origin !== STRIPE_STUB_ORIGIN) return new Response("No network in tests", { status: 502 });
  if (url.pathname === "/__stub/requests") return json(requests);
  if (url.pathname === "/__stub/reset") {
    requests.length = 0;
    replays.clear();
    sessionStatus.clear();
    return json({ reset: true });
  }
  const body = request.method === "GET" ? "" : await request.text();
  const params = Object.fromEntries(new URLSearchParams(body));
  const idempotencyKey = request.headers.get("Idempotency-Key");
  requests.push({ method: request.method, path: url.pathname, idempotencyKey, authorization: request.headers.get("Authorization"), params });
  const replayKey = idempotencyKey ? `${url.pathname} ${idempotencyKey}` : null;
  if (replayKey && replays.has(replayKey)) return json(replays.get(replayKey));
  const response = answer(url.pathname, request.method, params);
  if (replayKey && response.ok) replays.set(replayKey, await response.clone().json());
  return response;
}
