// `newsletter.subscribe` against real D1: one row per address whatever its case, idempotent, validated
// and rate limited.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { addSubscriber, countConfirmedSubscribers } from "@worker/features/newsletter/newsletter-queries";
import { createDb } from "@worker/db/client";
import { caller, type CallerOptions, outcome, type RouterInputs } from "./caller";
import { addTestSubscriber, subscriberRow } from "./subscriber-fixture";
import { linkIn, outboxRows, queueSettled, recordEmails } from "./email-helpers";
import { fetchApp, ORIGIN } from "./fetch-app";

let lastIp = 0;
const freshIp = () => `198.18.0.${++lastIp}`;

function subscribe(input: RouterInputs["newsletter"]["subscribe"], ip: string = freshIp()) {
  return outcome(caller({ headers: { "cf-connecting-ip": ip } }).newsletter.subscribe(input));
}

async function emails() {
  const { results } = await env.DB.prepare("SELECT email FROM newsletter_subscribers ORDER BY id").all<{ email: string }>();
  return results.map((r) => r.email);
}

describe("newsletter.subscribe", () => {
  it("stores the address, trimmed and lower-cased", async () => {
    const { status, data } = await subscribe({ email: "  Reader.One@Example.COM " });
    expect(status).toBe(200);
    expect(data).toEqual({ subscribed: true });
    expect(await emails()).toContain("reader.one@example.com");
  });

  it("is idempotent and case-insensitive: subscribing again succeeds and keeps one row", async () => {
    for (const email of ["twice@example.com", "twice@example.com", "TWICE@Example.com"]) {
      const { status, data } = await subscribe({ email });
      expect(status, email).toBe(200);
      expect(data).toEqual({ subscribed: true });
    }
    expect((await emails()).filter((e) => e === "twice@example.com")).toHaveLength(1);
  });

  it("keeps the page's city for the weekly digest: a known one in its own spelling, else every city (null)", async () => {
    for (const [email, city] of [
      ["city-known@example.com", "Montreal"],
      ["city-loose@example.com", "st. john’s"],
      ["city-unknown@example.com", "Atlantis"],
      ["city-none@example.com", undefined],
    ] as const) {
      const { status } = await subscribe(city === undefined ? { email } : { email, city });
      expect(status, email).toBe(200);
    }
    const { results } = await env.DB.prepare("SELECT email, city, paused FROM newsletter_subscribers WHERE email LIKE 'city-%' ORDER BY id").all<{
      email: string;
      city: string | null;
      paused: string | null;
    }>();
    expect(results).toEqual([
      { email: "city-known@example.com", city: "Montreal", paused: null },
      { email: "city-loose@example.com", city: "St. John's", paused: null },
      { email: "city-unknown@example.com", city: null, paused: null },
      { email: "city-none@example.com", city: null, paused: null },
    ]);
  });

  it.each([
    ["an empty address", { email: "" }],
    ["a malformed address", { email: "not-an-email" }],
    ["no address", {}],
    ["an unknown field", { email: "extra@example.com", list: "all" }],
    ["an over-long address", { email: `${"a".repeat(250)}@example.com` }],
  ])("refuses %s with BAD_REQUEST and stores nothing", async (_label, input) => {
    const before = await emails();
    const { status, code } = await subscribe(input as never);
    expect(status).toBe(400);
    expect(code).toBe("BAD_REQUEST");
    expect(await emails()).toEqual(before);
  });

  it("asks for the bot challenge (PRECONDITION_REQUIRED) after the limit and stores no more", async () => {
    const ip = "198.18.9.9";
    for (let i = 0; i < 5; i++) expect((await subscribe({ email: `burst${i}@example.com` }, ip)).status).toBe(200);
    const refused = await subscribe({ email: "burst-extra@example.com" }, ip);
    expect(refused.status).toBe(428);
    expect(refused.code).toBe("PRECONDITION_REQUIRED");
    expect(refused.message).toBe("Too many attempts from your network. Please complete the verification to continue.");
    expect(await emails()).not.toContain("burst-extra@example.com");
  });
});

describe("newsletter_subscribers table", () => {
  it("keeps one row per address even when inserted directly twice", async () => {
    const db = createDb(env.DB);
    await addSubscriber(db, "direct@example.com", "a".repeat(64));
    await addSubscriber(db, "direct@example.com", "b".repeat(64));
    expect((await emails()).filter((e) => e === "direct@example.com")).toHaveLength(1);
  });

  it("refuses an address that is not lower-cased (so the unique index is case-insensitive)", async () => {
    await expect(env.DB.prepare("INSERT INTO newsletter_subscribers (email) VALUES (?)").bind("Mixed@Example.com").run()).rejects.toThrow(
      /CHECK constraint failed/,
    );
  });
});

describe("the preferences page", () => {
  // The preferences page's procedures (signed link, no login): read and change the digest's city and
  // language, pause and resume; a forged link is refused in the visitor's language.
  const read = (link: RouterInputs["newsletter"]["preferences"], options: CallerOptions = {}) =>
    outcome(caller(options).newsletter.preferences(link));
  const save = (input: RouterInputs["newsletter"]["savePreferences"], options: CallerOptions = {}) =>
    outcome(caller(options).newsletter.savePreferences(input));

  describe("newsletter preferences", () => {
    it("shows the address's settings through its signed link", async () => {
      const { s, t, email } = await addTestSubscriber({ city: "Vancouver", language: "fr" });
      const { status, data } = await read({ s, t });
      expect(status).toBe(200);
      expect(data).toEqual({ email, city: "Vancouver", language: "fr", paused: false, bounced: false, subscribed: true });
    });

    it("changes city and language, pauses and resumes", async () => {
      const { s, t, id } = await addTestSubscriber({ city: "Toronto" });
      expect((await save({ s, t, city: "St. John's", language: "fr", paused: true })).data).toEqual({ saved: true });
      expect(await subscriberRow(id)).toMatchObject({ city: "St. John's", language: "fr", paused: "subscriber" });
      expect((await save({ s, t, city: null, language: "en", paused: false })).data).toEqual({ saved: true });
      expect(await subscriberRow(id)).toMatchObject({ city: null, language: "en", paused: null });
    });

    it("keeps a bounce as the reason while paused, and clears it on resume", async () => {
      const { s, t, id } = await addTestSubscriber({ paused: "bounced" });
      expect((await read({ s, t })).data).toMatchObject({ paused: true, bounced: true });
      await save({ s, t, city: "Toronto", language: "en", paused: true });
      expect(await subscriberRow(id)).toMatchObject({ paused: "bounced" });
      await save({ s, t, city: "Toronto", language: "en", paused: false });
      expect(await subscriberRow(id)).toMatchObject({ paused: null });
    });

    it("an unsubscribed address is shown as such and cannot be changed", async () => {
      const { s, t, id } = await addTestSubscriber({ unsubscribed: true, city: "Toronto" });
      expect((await read({ s, t })).data).toMatchObject({ subscribed: false });
      expect((await save({ s, t, city: "Halifax", language: "en", paused: false })).data).toEqual({ saved: false });
      expect(await subscriberRow(id)).toMatchObject({ city: "Toronto" });
    });

    it("refuses a forged link (another subscriber's id) in the visitor's language", async () => {
      const { s, t } = await addTestSubscriber();
      const english = await read({ s: s + 1000, t });
      expect(english.status).toBe(400);
      expect(english.message).toBe("This newsletter link is not valid.");
      const french = await save({ s: s + 1000, t, city: null, language: "en", paused: false }, { locale: "fr" });
      expect(french.status).toBe(400);
      expect(french.message).toBe("Ce lien d'infolettre n'est pas valide.");
    });

    it("refuses a city that is not one of ours with the field's message", async () => {
      const { s, t, id } = await addTestSubscriber({ city: "Toronto" });
      const { status, fieldErrors } = await save({ s, t, city: "Atlantis", language: "en", paused: false });
      expect(status).toBe(400);
      expect(fieldErrors).toEqual({ city: ["Please choose a city from the list."] });
      expect(await subscriberRow(id)).toMatchObject({ city: "Toronto" });
    });
  });
});

describe("newsletter consent", () => {
  // Newsletter double opt-in (Canada's anti-spam law): a signup sends a confirmation e-mail and counts only
  // once its link is opened (consent time recorded); every newsletter e-mail carries a one-click unsubscribe
  // link and the List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058), which work without a login.
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
});
