// `newsletter.subscribe` against real D1: one row per address whatever its case, idempotent, validated
// and rate limited.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addSubscriber } from "@worker/features/newsletter/newsletter-queries";
import { createDb } from "@worker/db/client";
import { caller, type CallerOptions, outcome, type RouterInputs } from "./caller";
import { addTestSubscriber, subscriberRow } from "./subscriber-fixture";

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
