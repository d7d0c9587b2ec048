// Newsletter double opt-in (Canada's anti-spam law): a signup sends a confirmation e-mail and counts only
// once its link is opened (consent time recorded); every newsletter e-mail carries a one-click unsubscribe
// link and the List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058), which work without a login.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "@worker/db/client";
import { countConfirmedSubscribers } from "@worker/features/newsletter/newsletter-queries";
import { linkIn, outboxRows, queueSettled, recordEmails } from "./email-helpers";
import { caller, outcome } from "./caller";
import { ORIGIN, fetchApp } from "./fetch-app";

let lastIp = 0;
const freshIp = () => `198.19.2.${++lastIp}`;
let lastAddress = 0;
const freshAddress = () => `reader${++lastAddress}@example.com`;

const subscribe = (email: string) => outcome(caller({ headers: { "cf-connecting-ip": freshIp() } }).newsletter.subscribe({ email }));
const confirm = (token: string) => outcome(caller({ headers: { "cf-connecting-ip": freshIp() } }).newsletter.confirm({ token }));
const subscriber = (email: string) =>
  env.DB.prepare("SELECT * FROM newsletter_subscribers WHERE email = ?").bind(email).first<Record<string, unknown>>();
const confirmed = () => countConfirmedSubscribers(createDb(env.DB));

describe("double opt-in", () => {
  let mail: ReturnType<typeof recordEmails>;
  beforeEach(() => {
    mail = recordEmails();
  });

  async function signUp(email: string) {
    expect((await subscribe(email)).status).toBe(200);
    await queueSettled();
    const [message] = mail.to(email);
    if (!message) throw new Error(`no confirmation e-mail to ${email}`);
    return message;
  }

  it("a signup stores the address unconfirmed and e-mails a confirmation link with unsubscribe headers", async () => {
    const before = await confirmed();
    const email = freshAddress();
    const message = await signUp(email);
    expect(message.subject).toBe("Confirm your Local Hype newsletter subscription");
    expect(mail.to(email)).toHaveLength(1);
    const row = await subscriber(email);
    expect(row).toMatchObject({ confirmed_at: null, unsubscribed_at: null });
    expect(row?.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await confirmed()).toBe(before);

    const pageLink = linkIn(message.text, "/newsletter/unsubscribe?");
    expect(pageLink).toMatch(new RegExp(`^${ORIGIN}/newsletter/unsubscribe\\?s=${String(row?.id)}&t=[A-Za-z0-9_-]{43}$`));
    expect(message.headers["list-unsubscribe"]).toBe(`<${pageLink.replace("/newsletter/", "/api/newsletter/")}>`);
    expect(message.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("a signup from a French page gets its confirmation in French, linking the French pages", async () => {
    const email = freshAddress();
    expect((await outcome(caller({ locale: "fr", headers: { "cf-connecting-ip": freshIp() } }).newsletter.subscribe({ email }))).status).toBe(200);
    await queueSettled();
    const [message] = mail.to(email);
    expect(message?.subject).toBe("Confirmez votre abonnement à l'infolettre de Local Hype");
    expect(message?.headers["content-language"]).toBe("fr-CA");
    expect(message?.text).toContain("Oui, abonnez-moi");
    const row = await subscriber(email);
    expect(row?.language).toBe("fr");
    expect(linkIn(message!.text, "/fr/newsletter/confirm/")).toMatch(new RegExp(`^${ORIGIN}/fr/newsletter/confirm/[A-Za-z0-9_-]{43}$`));
    expect(linkIn(message!.text, "/fr/newsletter/unsubscribe?")).toMatch(
      new RegExp(`^${ORIGIN}/fr/newsletter/unsubscribe\\?s=${String(row?.id)}&t=`),
    );
    // Mail clients' one-click address is the same API in every language.
    expect(message?.headers["list-unsubscribe"]).toMatch(new RegExp(`^<${ORIGIN}/api/newsletter/unsubscribe\\?s=${String(row?.id)}&t=`));
  });

  it("opening the link confirms the address and records the consent time; the link works once", async () => {
    const before = await confirmed();
    const email = freshAddress();
    const link = linkIn((await signUp(email)).text, "/newsletter/confirm/");
    const token = link.split("/").pop()!;
    const started = Date.now();
    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ confirmed: true });
    const row = await subscriber(email);
    expect(Date.parse(String(row?.confirmed_at))).toBeGreaterThanOrEqual(started - 1000);
    expect(row?.confirm_token_hash).toBeNull();
    expect(await confirmed()).toBe(before + 1);
    expect((await confirm(token)).data).toEqual({ confirmed: false });
  });

  it("a wrong, expired or malformed confirmation link confirms nothing", async () => {
    const email = freshAddress();
    const token = linkIn((await signUp(email)).text, "/newsletter/confirm/")
      .split("/")
      .pop()!;
    expect((await confirm("A".repeat(43))).data).toEqual({ confirmed: false });
    expect((await confirm("bad")).status).toBe(400);
    await env.DB.prepare("UPDATE newsletter_subscribers SET confirm_sent_at = ? WHERE email = ?")
      .bind(new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString(), email)
      .run();
    expect((await confirm(token)).data).toEqual({ confirmed: false });
    expect(await subscriber(email)).toMatchObject({ confirmed_at: null });
  });

  it("a confirmed address signing up again gets no e-mail; a repeat signup within minutes gets no second one", async () => {
    const email = freshAddress();
    const token = linkIn((await signUp(email)).text, "/newsletter/confirm/")
      .split("/")
      .pop()!;
    expect((await subscribe(email)).status).toBe(200);
    await queueSettled();
    expect(mail.to(email)).toHaveLength(1);
    await confirm(token);
    expect((await subscribe(email)).status).toBe(200);
    await queueSettled();
    expect(mail.to(email)).toHaveLength(1);
    // Every signup did the same work (a queued job each), and only the first was due: the others are
    // recorded as skipped, never sent.
    const rows = (await outboxRows()).filter((row) => row.recipient === email);
    expect(rows.map((row) => row.status).sort()).toEqual(["sent", "skipped", "skipped"]);
  });

  it("does the same work for a new, a pending and a confirmed address: one queued job each", async () => {
    const fresh = freshAddress();
    const confirmedAddress = freshAddress();
    await confirm(
      linkIn((await signUp(confirmedAddress)).text, "/newsletter/confirm/")
        .split("/")
        .pop()!,
    );
    const jobsFor = async (email: string) => (await outboxRows()).filter((row) => row.recipient === email).length;
    const before = { fresh: await jobsFor(fresh), confirmed: await jobsFor(confirmedAddress) };
    expect((await subscribe(fresh)).status).toBe(200);
    expect((await subscribe(confirmedAddress)).status).toBe(200);
    await queueSettled();
    expect((await jobsFor(fresh)) - before.fresh).toBe(1);
    expect((await jobsFor(confirmedAddress)) - before.confirmed).toBe(1);
    expect(mail.to(confirmedAddress)).toHaveLength(1);
    expect(mail.to(fresh)).toHaveLength(1);
  });

  it("one-click unsubscribe (RFC 8058 POST) stops an address counting; a forged link is refused", async () => {
    const email = freshAddress();
    const message = await signUp(email);
    await confirm(linkIn(message.text, "/newsletter/confirm/").split("/").pop()!);
    const before = await confirmed();
    const post = message.headers["list-unsubscribe"]!.slice(1, -1);
    const url = new URL(post);

    const forged = await fetchApp(`${url.pathname}?s=${url.searchParams.get("s")}&t=${"A".repeat(43)}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(forged.status).toBe(400);
    expect(await confirmed()).toBe(before);

    // From the mail provider: another origin, no cookie.
    const res = await fetchApp(`${url.pathname}${url.search}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example" },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("You are unsubscribed.");
    expect(await subscriber(email)).toMatchObject({ unsubscribed_at: expect.any(String) as string });
    expect(await confirmed()).toBe(before - 1);

    // Opened in a browser, the header's address leads to the page with its button.
    const opened = await fetchApp(`${url.pathname}${url.search}`, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(`/newsletter/unsubscribe${url.search}`);
  });

  it("the unsubscribe page's call works with the page link's values", async () => {
    const email = freshAddress();
    const link = new URL(linkIn((await signUp(email)).text, "/newsletter/unsubscribe?"));
    const input = { s: Number(link.searchParams.get("s")), t: link.searchParams.get("t")! };
    const forged = await outcome(caller().newsletter.unsubscribe({ ...input, s: input.s + 1 }));
    expect(forged.data).toEqual({ unsubscribed: false });
    const res = await outcome(caller().newsletter.unsubscribe(input));
    expect(res.data).toEqual({ unsubscribed: true });
    expect(await subscriber(email)).toMatchObject({ unsubscribed_at: expect.any(String) as string });
  });
});
