// Accounts and submissions for the browser tests. The accounts are created by tests/e2e/serve.sh
// with the operator CLI's own steps (tests/e2e/prepare-state.ts) before the server starts (the same way a person creates the first admin, and
// never while the server holds the database); there is no HTTP way to create one. Submissions go
// through the public API, as the submit form sends them.
import { randomInt, randomUUID } from "node:crypto";
import type { APIRequestContext, BrowserContext } from "@playwright/test";
import accounts from "./accounts.json" with { type: "json" };
import { baseURL } from "./playwright.config";

export interface Account {
  email: string;
  password: string;
}

/** An account with the admin role, and one without any role. */
export const E2E_ADMIN: Account = accounts.admin;
export const E2E_USER: Account = accounts.user;
/** An admin only the bot-challenge test logs in as (it fills the address with failures). */
export const E2E_LOCKOUT_ADMIN: Account = accounts.lockout;

export const randomIp = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

/** Logs the browser context in through `auth.login`; its cookie jar keeps the session. */
export async function logIn(context: BrowserContext, account: Account): Promise<void> {
  const res = await context.request.post("/api/trpc/auth.login", {
    headers: { origin: baseURL, "cf-connecting-ip": randomIp() },
    data: account,
  });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
}

export interface SubmissionFields {
  title: string;
  description?: string;
  content_type?: "gem" | "story" | "event" | "shop";
  city?: string;
  location?: string;
  date?: string;
  tags?: string;
  promotion_tier?: "none" | "basic" | "pro";
  submitter_name?: string;
  submitter_email?: string;
  image_key?: string;
  image_token?: string;
}

/** Sends a submission as the submit form would; it arrives pending. */
export async function submit(request: APIRequestContext, fields: SubmissionFields): Promise<void> {
  const res = await request.post("/api/trpc/submissions.create", {
    headers: { origin: baseURL, "cf-connecting-ip": randomIp() },
    data: {
      description: "A place worth a visit, sent in by a browser test.",
      content_type: "gem",
      city: "Toronto",
      location: "Downtown",
      submitter_name: "Test Sender",
      submitter_email: "sender@example.com",
      ...fields,
    },
  });
  if (!res.ok()) throw new Error(`submission refused: ${res.status()} ${await res.text()}`);
  // A paid tier: pay it on the local test checkout (no Stripe key here), so it joins the review queue.
  const answer = (await res.json()) as { result: { data: { checkout_url?: string } } };
  const checkout = answer.result.data.checkout_url;
  if (checkout) {
    const url = new URL(checkout);
    const paid = await request.post(url.pathname, { form: { token: url.searchParams.get("token") ?? "", choice: "pay" }, maxRedirects: 0 });
    if (paid.status() !== 303) throw new Error(`test checkout refused: ${paid.status()}`);
  }
}

/** A real 2×2 PNG stored through POST /api/uploads; answers its key and the uploader's token. */
export async function uploadPng(request: APIRequestContext): Promise<{ key: string; token: string }> {
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4AWI6Y2z8H4SZGKAAAAAA//9GCLHHAAAABklEQVQDADraBGceUPKyAAAAAElFTkSuQmCC",
    "base64",
  );
  const res = await request.post("/api/uploads", {
    headers: { origin: baseURL, "cf-connecting-ip": randomIp(), "content-type": "application/octet-stream" },
    data: png,
  });
  if (res.status() !== 201) throw new Error(`upload refused: ${res.status()}`);
  return (await res.json()) as { key: string; token: string };
}

/** A title no other test uses. */
export const uniqueTitle = (text: string) => `${text} ${randomUUID().slice(0, 6)}`;
