// The weekly digest end to end in the Workers pool: the hourly Cron Trigger at the moments the clock is
// set to, real D1 and queues, the recording e-mail fake. Due on Thursday 08:xx in each subscriber's city
// (St. John's, Toronto, Vancouver), once per ISO week, skipped when the city has nothing new, never to
// paused or unsubscribed addresses, in the subscriber's language, and a bounce pauses the address.
import { createScheduledController, env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { setClock } from "@shared/time/clock";
import worker from "@worker/index";
import "./clock";
import { adminCookie } from "./account-helpers";
import { linkIn, outboxRows, queueSettled, recordEmails } from "./email-helpers";
import { caller, outcome, type RouterInputs } from "./caller";
import { ORIGIN as ORIGIN_OF_TESTS } from "./fetch-app";
import { addTestSubscriber, subscriberRow } from "./subscriber-fixture";
import { newsletterConfirmEmail, receiptEmail, rejectedEmail } from "@worker/features/notifications/email-templates";
import { inLocale } from "@worker/i18n/request-locale";

const ORIGIN = "https://localhype.test";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Thursday, October 1, 2026 (daylight time everywhere): 08:17 in Toronto. */
const TORONTO_RUN = Date.parse("2026-10-01T12:17:00Z");
const ST_JOHNS_RUN = TORONTO_RUN - HOUR; // 08:47 in St. John's (UTC−2:30)
const VANCOUVER_RUN = TORONTO_RUN + 3 * HOUR; // 08:17 in Vancouver (UTC−7)
const REGINA_RUN = TORONTO_RUN + 2 * HOUR; // 08:17 in Regina (UTC−6)

async function runHourlyCron(at: number) {
  setClock(at);
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "17 * * * *" }), { ...env, PUBLIC_ORIGIN: ORIGIN });
  await queueSettled();
}

let lastListing = 990_000;
interface ListingFacts {
  type?: "story" | "event" | "gem" | "shop";
  city: string;
  title: string;
  publishedAt: number;
  startsAt?: number;
  image?: string | null;
}

/** A published listing as the digest reads it (the catalogue seed is dated after these tests' clock). */
async function addListing(facts: ListingFacts) {
  const id = ++lastListing;
  const slug = `digest-${id}`;
  await env.DB.prepare(
    `INSERT INTO listings (id, source, status, type, slug, city, city_slug, province, title, description, location, image, date,
       next_start_at, next_end_at, published_at)
     VALUES (?, 'catalogue', 'published', ?, ?, ?, ?, 'Ontario', ?, 'A test listing.', 'Downtown', ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      facts.type ?? "story",
      slug,
      facts.city,
      facts.city.toLowerCase().replace(/[^a-z]+/g, "-"),
      facts.title,
      facts.image ?? null,
      facts.startsAt === undefined ? null : new Date(facts.startsAt).toISOString().slice(0, 10),
      facts.startsAt ?? null,
      facts.startsAt === undefined ? null : facts.startsAt + 3 * HOUR,
      new Date(facts.publishedAt).toISOString(),
    )
    .run();
  return { id, slug };
}

const digestSends = async (subscriberId: number) =>
  (await env.DB.prepare("SELECT week, outbox_id FROM digest_sends WHERE subscriber_id = ? ORDER BY week").bind(subscriberId).all()).results;

let mail: ReturnType<typeof recordEmails>;
beforeEach(() => {
  mail = recordEmails();
});

describe("weekly digest", () => {
  it("goes out at Thursday 08:xx in each subscriber's city: St. John's, Toronto, Vancouver", async () => {
    setClock(TORONTO_RUN - DAY);
    const story = await addListing({
      city: "Toronto",
      title: "The Junction's new bakery",
      publishedAt: TORONTO_RUN - 2 * DAY,
      image: "/api/uploads/bakery.jpg",
    });
    await addListing({ type: "gem", city: "St. John's", title: "Signal Hill at dawn", publishedAt: TORONTO_RUN - 3 * DAY });
    const festival = await addListing({
      type: "event",
      city: "Vancouver",
      title: "Harbour lantern walk",
      publishedAt: TORONTO_RUN - 60 * DAY,
      startsAt: Date.parse("2026-10-03T02:00:00Z"), // Friday, October 2, 19:00 in Vancouver
    });
    const toronto = await addTestSubscriber({ city: "Toronto" });
    const stJohns = await addTestSubscriber({ city: "St. John's" });
    const vancouver = await addTestSubscriber({ city: "Vancouver" });

    await runHourlyCron(TORONTO_RUN - DAY); // Wednesday: nobody
    await runHourlyCron(ST_JOHNS_RUN - HOUR); // Thursday 07:47 in St. John's: not yet
    expect(mail.sent).toHaveLength(0);

    await runHourlyCron(ST_JOHNS_RUN);
    expect(mail.sent.map((email) => email.to)).toEqual([stJohns.email]);
    expect(mail.to(stJohns.email)[0]?.subject).toBe("This week in St. John's");

    await runHourlyCron(TORONTO_RUN);
    expect(mail.sent.map((email) => email.to)).toEqual([stJohns.email, toronto.email]);
    const torontoDigest = mail.to(toronto.email)[0]!;
    expect(torontoDigest.subject).toBe("This week in Toronto");
    expect(torontoDigest.text).toContain(
      `What is new in Toronto this week, and what is on in the next 10 days.\n\nNew this week\n\nThe Junction's new bakery: ${ORIGIN}/stories/toronto/${story.slug}`,
    );
    expect(torontoDigest.text).toContain(`See more of Toronto on Local Hype: ${ORIGIN}/city/Toronto`);
    expect(torontoDigest.text).not.toContain("Signal Hill");
    // Every newsletter e-mail: preferences and unsubscribe links, one-click unsubscribe headers.
    expect(linkIn(torontoDigest.text, "/newsletter/preferences?")).toBe(`${ORIGIN}/newsletter/preferences?s=${toronto.s}&t=${toronto.t}`);
    expect(linkIn(torontoDigest.text, "/newsletter/unsubscribe?")).toBe(`${ORIGIN}/newsletter/unsubscribe?s=${toronto.s}&t=${toronto.t}`);
    expect(torontoDigest.headers["list-unsubscribe"]).toBe(`<${ORIGIN}/api/newsletter/unsubscribe?s=${toronto.s}&t=${toronto.t}>`);
    expect(torontoDigest.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    await runHourlyCron(VANCOUVER_RUN);
    const vancouverDigest = mail.to(vancouver.email)[0]!;
    expect(vancouverDigest.subject).toBe("This week in Vancouver");
    expect(vancouverDigest.text).toContain(
      `Coming up in the next 10 days\n\nHarbour lantern walk · Friday, October 2: ${ORIGIN}/events/vancouver/${festival.slug}`,
    );
    expect(vancouverDigest.text).not.toContain("New this week");
    expect(mail.sent).toHaveLength(3);
    expect((await outboxRows()).filter((row) => row.kind === "digest").map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
  });

  it("is sent once per week: a repeated run in the same hour sends nothing, the next Thursday sends again", async () => {
    setClock(TORONTO_RUN - DAY);
    await addListing({ city: "Ottawa", title: "Canal skating opens early", publishedAt: TORONTO_RUN - DAY });
    const reader = await addTestSubscriber({ city: "Ottawa" });
    await runHourlyCron(TORONTO_RUN);
    await runHourlyCron(TORONTO_RUN + 30 * 60_000);
    expect(mail.to(reader.email)).toHaveLength(1);
    await addListing({ city: "Ottawa", title: "ByWard market's winter stalls", publishedAt: TORONTO_RUN + 5 * DAY });
    await runHourlyCron(TORONTO_RUN + 7 * DAY);
    await runHourlyCron(TORONTO_RUN + 7 * DAY + 30 * 60_000);
    expect(mail.to(reader.email).map((email) => email.text.includes("ByWard market's winter stalls"))).toEqual([false, true]);
    expect(await digestSends(reader.id)).toEqual([
      { week: "2026-W40", outbox_id: expect.any(Number) as number },
      { week: "2026-W41", outbox_id: expect.any(Number) as number },
    ]);
  });

  it("is skipped when the city has nothing new (the week is still claimed)", async () => {
    setClock(REGINA_RUN - DAY);
    const reader = await addTestSubscriber({ city: "Regina" });
    const outboxBefore = (await outboxRows()).length;
    await runHourlyCron(REGINA_RUN);
    expect(mail.to(reader.email)).toHaveLength(0);
    expect((await outboxRows()).length).toBe(outboxBefore);
    expect(await digestSends(reader.id)).toEqual([{ week: "2026-W40", outbox_id: null }]);
  });

  it("never goes to paused, bounced, unsubscribed or unconfirmed addresses", async () => {
    setClock(TORONTO_RUN - DAY);
    await addListing({ city: "Hamilton", title: "Waterfalls in full flow", publishedAt: TORONTO_RUN - DAY });
    const active = await addTestSubscriber({ city: "Hamilton" });
    const silent = [
      await addTestSubscriber({ city: "Hamilton", paused: "subscriber" }),
      await addTestSubscriber({ city: "Hamilton", paused: "bounced" }),
      await addTestSubscriber({ city: "Hamilton", unsubscribed: true }),
      await addTestSubscriber({ city: "Hamilton", confirmed: false }),
    ];
    await runHourlyCron(TORONTO_RUN);
    expect(mail.to(active.email)).toHaveLength(1);
    for (const reader of silent) expect(mail.to(reader.email), reader.email).toHaveLength(0);
  });

  it("comes in French to a French subscriber: texts, place name, translated titles, French links and dates", async () => {
    setClock(TORONTO_RUN - DAY);
    const museum = await addListing({ type: "gem", city: "Montreal", title: "Rooftop garden", publishedAt: TORONTO_RUN - DAY });
    await env.DB.prepare("INSERT INTO listing_translations (listing_id, locale, title) VALUES (?, 'fr', 'Jardin sur le toit')").bind(museum.id).run();
    const show = await addListing({
      type: "event",
      city: "Montreal",
      title: "Jazz in the park",
      publishedAt: TORONTO_RUN - 90 * DAY,
      startsAt: Date.parse("2026-10-04T23:00:00Z"), // Sunday, October 4, 19:00 in Montreal
    });
    const reader = await addTestSubscriber({ city: "Montreal", language: "fr" });
    await runHourlyCron(TORONTO_RUN);
    const digest = mail.to(reader.email)[0]!;
    expect(digest.subject).toBe("Cette semaine à Montréal");
    expect(digest.headers["content-language"]).toBe("fr-CA");
    expect(digest.text).toContain(`Nouveau cette semaine\n\nJardin sur le toit\u00a0: ${ORIGIN}/fr/gems/montreal/${museum.slug}`);
    expect(digest.text).toContain(
      `À venir dans les 10 prochains jours\n\nJazz in the park · dimanche 4 octobre\u00a0: ${ORIGIN}/fr/events/montreal/${show.slug}`,
    );
    expect(digest.text).toContain(`Voir Montréal sur Local Hype\u00a0: ${ORIGIN}/fr/city/Montreal`);
    expect(linkIn(digest.text, "/fr/newsletter/preferences?")).toContain(`s=${reader.s}`);
  });

  it("an every-city subscriber gets every city's news on Toronto's clock; its week row leaves with the address", async () => {
    setClock(TORONTO_RUN - DAY);
    await addListing({ city: "Halifax", title: "Harbour oysters", publishedAt: TORONTO_RUN - DAY });
    await addListing({ city: "Calgary", title: "Chinook sunsets", publishedAt: TORONTO_RUN - 2 * DAY });
    const reader = await addTestSubscriber({ city: null });
    await runHourlyCron(TORONTO_RUN - HOUR);
    expect(mail.to(reader.email)).toHaveLength(0);
    await runHourlyCron(TORONTO_RUN);
    const digest = mail.to(reader.email)[0]!;
    expect(digest.subject).toBe("This week on Local Hype");
    expect(digest.text).toContain("Harbour oysters");
    expect(digest.text).toContain("Chinook sunsets");
    expect(digest.text).toContain(`See more on Local Hype: ${ORIGIN}/`);
    // Deleting the address (the retention job, an erasure request) deletes its digest log too.
    await env.DB.prepare("DELETE FROM newsletter_subscribers WHERE id = ?").bind(reader.id).run();
    expect(await digestSends(reader.id)).toEqual([]);
  });

  it("an address whose digest fails after every retry is paused as bounced, and gets no more", async () => {
    setClock(TORONTO_RUN - DAY);
    await addListing({ city: "London", title: "Forest City food trucks", publishedAt: TORONTO_RUN - DAY });
    const reader = await addTestSubscriber({ city: "London" });
    mail = recordEmails({ failures: Infinity, failFor: reader.email });
    await runHourlyCron(TORONTO_RUN);
    expect(mail.attemptsTo(reader.email)).toBe(3);
    expect((await outboxRows()).find((row) => row.subscriber_id === reader.id)).toMatchObject({ kind: "digest", status: "failed" });
    expect(await subscriberRow(reader.id)).toMatchObject({ paused: "bounced" });
    await runHourlyCron(TORONTO_RUN + 7 * DAY);
    expect(mail.attemptsTo(reader.email)).toBe(3);
  });
});

describe("admin: the next digest of any city, a test to oneself, the bounced addresses", () => {
  const preview = (input: RouterInputs["admin"]["digest"]["preview"], cookie: string) => outcome(caller({ cookie }).admin.digest.preview(input));

  it("previews the next digest of a city as it stands, in either language, and says when it would be skipped", async () => {
    const { cookie } = await adminCookie();
    setClock(TORONTO_RUN - 2 * DAY); // Tuesday
    const story = await addListing({ city: "Mississauga", title: "Square One skating rink", publishedAt: TORONTO_RUN - 3 * DAY });
    const english = await preview({ city: "Mississauga", language: "en" }, cookie);
    expect(english.status).toBe(200);
    expect(english.data?.at).toBe(new Date(TORONTO_RUN - 17 * 60_000).toISOString());
    expect(english.data?.email?.subject).toBe("This week in Mississauga");
    expect(english.data?.email?.text).toContain(`Square One skating rink: ${ORIGIN_OF_TESTS}/stories/mississauga/${story.slug}`);
    const french = await preview({ city: "Mississauga", language: "fr" }, cookie);
    expect(french.data?.email?.subject).toBe("Cette semaine à Mississauga");
    const empty = await preview({ city: "Whitehorse", language: "en" }, cookie);
    expect(empty.data?.email).toBeNull();
    const refused = await preview({ city: "Atlantis", language: "en" }, cookie);
    expect(refused.status).toBe(400);
  });

  it("sends a test to the admin's own address through the queue, and lists the bounced addresses", async () => {
    const { account, cookie } = await adminCookie();
    setClock(TORONTO_RUN - 2 * DAY);
    await addListing({ city: "Sherbrooke", title: "Lac des Nations lights", publishedAt: TORONTO_RUN - 3 * DAY });
    const sent = await outcome(caller({ cookie }).admin.digest.sendTest({ city: "Sherbrooke", language: "fr" }));
    expect(sent.data).toEqual({ queued: true, to: account.email });
    await queueSettled();
    const [test] = mail.to(account.email);
    expect(test?.subject).toBe("Cette semaine à Sherbrooke");
    expect(test?.text).toContain("Lac des Nations lights");
    expect((await outboxRows()).find((row) => row.kind === "digest_test")).toMatchObject({ recipient: account.email, status: "sent" });

    const bounced = await addTestSubscriber({ city: "Sherbrooke", paused: "bounced" });
    const list = await outcome(caller({ cookie }).admin.digest.bounced());
    expect(list.data).toContainEqual({ id: bounced.id, email: bounced.email, city: "Sherbrooke" });
  });

  it("is for admins only", async () => {
    expect((await preview({ city: "Toronto", language: "en" }, "")).status).toBe(401);
    expect((await outcome(caller().admin.digest.sendTest({ city: "Toronto", language: "en" }))).status).toBe(401);
  });
});

describe("e-mails composed in their recipient's locale", () => {
  // Each e-mail is composed inside its recipient's locale, reading the same text facades and place names
  // as the pages, whatever locale the request that sends it runs in.
  const NB = "\u00a0";
  const submission = {
    title: "Café Olimpico",
    submitter_name: "Camille",
    submitter_email: "camille@example.com",
    content_type: "shop",
    city: "Montreal",
    promotion_tier: "none",
  } as const;

  describe("e-mails in the recipient's locale", () => {
    it("a French submitter's receipt is French (types, place names, tiers), even from an English request", () => {
      const email = inLocale("en", () => receiptEmail({ ...submission, language: "fr" }, "https://example.com/s/1"));
      expect(email.subject).toBe(`Nous avons reçu «${NB}Café Olimpico${NB}»`);
      expect(email.text).toContain(`Type${NB}: Commerce · Ville${NB}: Montréal · Promotion${NB}: Aucune`);
      expect(email.html).toContain('<html lang="fr-CA">');
      expect(email.headers?.["Content-Language"]).toBe("fr-CA");
    });

    it("an English submitter's is English, even from a French request", () => {
      const email = inLocale("fr", () => receiptEmail({ ...submission, language: "en", promotion_tier: "pro" }, "https://example.com/s/1"));
      expect(email.subject).toBe("We received “Café Olimpico”");
      expect(email.text).toContain("Type: Shop · City: Montreal · Promotion: Pro");
      expect(email.text.startsWith("Hello,\n")).toBe(true);
      expect(email.text).not.toContain("Camille");
    });

    it("rejection reasons and the newsletter follow the recipient's locale", () => {
      const rejected = rejectedEmail({ ...submission, language: "fr" }, { reason: "duplicate", note: null }, "https://example.com/submit");
      expect(rejected.text).toContain(`Motif${NB}: Elle fait double emploi avec une fiche que nous avons déjà.`);
      const confirm = inLocale("en", () =>
        newsletterConfirmEmail(
          "a@example.com",
          "https://example.com/c",
          { pageUrl: "https://example.com/u", postUrl: "https://example.com/u1", preferencesUrl: "https://example.com/p" },
          "fr",
        ),
      );
      expect(confirm.text).toContain(
        `Changez de ville ou de langue, ou mettez l'infolettre de la semaine en pause${NB}:\n\nPréférences de l'infolettre${NB}: https://example.com/p`,
      );
      expect(confirm.subject).toBe("Confirmez votre abonnement à l'infolettre de Local Hype");
      expect(confirm.headers).toMatchObject({ "List-Unsubscribe": "<https://example.com/u1>", "Content-Language": "fr-CA" });
    });
  });
});
