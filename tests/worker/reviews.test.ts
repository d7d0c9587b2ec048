// Reviews and tips: written by anyone with an e-mail address, published only through the e-mailed link,
// one per address and browser and listing; automatic holds and reports go to the moderators' queue, where a
// review is published or hidden with a reason its author is told, and may then be edited once.
import { env } from "cloudflare:test";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { catalogue } from "@worker/db/seed/listings";
import { createDb } from "@worker/db/client";
import { auditLog, listingReviews, reviewReports } from "@worker/db/schema";
import { websiteDomain } from "@shared/owners/claim-rules";
import { setClock } from "@shared/time/clock";
import { detailPath } from "@shared/routing/paths";
import { citySlug, listingSlug } from "@shared/places/slug";
import { edgeScreen, fetchApp, jsonLdOf } from "./fetch-app";
import type { RouterInputs } from "./caller";
import { caller, outcome } from "./caller";
import { createAccount, freshIp, sessionCookie } from "./account-helpers";
import { recordEmails } from "./email-helpers";
import { blankPng, uploadImage } from "./upload-helpers";
import { reviewFixtureSql } from "./review-fixture";
import { ROWS_READ_HEADER } from "@worker/features/listings/listing-rows";
import { makeOwner } from "./owner-helpers";
import { procedures } from "./fuzz-cases";
import { CALLABLE_BY_ANYONE } from "./public-procedures";
import { advanceClock } from "./clock";

type CatalogueListing = (typeof catalogue)[number];

/** Each test reviews listings of its own, so one test's reviews never meet another's. */
const reserved = new Set<number>();
function reserve(pick: (listing: CatalogueListing) => boolean): CatalogueListing {
  const listing = catalogue.find((item) => pick(item) && !reserved.has(item.id));
  if (!listing) throw new Error("No catalogue listing left for this test");
  reserved.add(listing.id);
  return listing;
}
const shop = () => reserve((listing) => listing.type === "shop");

const db = () => createDb(env.DB);
let browsers = 0;
const newBrowser = () => `browser-key-${++browsers}-${"x".repeat(16)}`;
let addresses = 0;
const newAddress = () => `reviewer${++addresses}@example.org`;

const TEXT = "Warm room, kind staff and the best cardamom bun I have had this year.";

type WriteInput = RouterInputs["reviews"]["write"];
function reviewOf(listingId: number, overrides: Partial<WriteInput> = {}, content: Partial<WriteInput["review"]> = {}): WriteInput {
  return {
    listingId,
    email: newAddress(),
    browserKey: newBrowser(),
    // Each text its own: the same text twice is held as a repeat.
    review: { kind: "review", stars: 5, text: `${TEXT} Visit ${browsers}.`, visitMonth: "2026-10", displayName: "Sam", language: "en", ...content },
    ...overrides,
  };
}

const anyone = () => caller({ headers: { "cf-connecting-ip": freshIp() } });
const detailOf = (listing: CatalogueListing, locale: "en" | "fr" = "en") =>
  caller({ locale }).listings.get({ type: listing.type, city: citySlug(listing.city), slug: listingSlug(listing) });

/** Writes a review and answers its link's token, read from the e-mail its address got. */
async function write(input: WriteInput, mail: ReturnType<typeof recordEmails>, locale: "en" | "fr" = "en") {
  const before = mail.to(input.email).length;
  await caller({ locale, headers: { "cf-connecting-ip": freshIp() } }).reviews.write(input);
  await vi.waitUntil(() => mail.to(input.email).length === before + 1, { timeout: 5000, interval: 50 });
  const message = mail.to(input.email).at(-1)!;
  const token = /\/reviews\/how-it-works#([A-Za-z0-9_-]{43})/.exec(message.text)?.[1];
  expect(token).toBeDefined();
  return { token: token!, message };
}

const stored = async (email: string) => (await db().select().from(listingReviews).where(eq(listingReviews.email, email)))[0];

async function moderator() {
  return caller({ cookie: await sessionCookie(await createAccount(["moderator"])) });
}

describe("writing and publishing by e-mail link", () => {
  it("lists every reviews procedure as callable by anyone", () => {
    const paths = procedures.filter(({ path }) => path.startsWith("reviews.")).map(({ path }) => path);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !CALLABLE_BY_ANYONE.has(path))).toEqual([]);
  });

  it("publishes only when the e-mailed link is followed, and the same link edits and deletes it", async () => {
    const mail = recordEmails();
    const listing = shop();
    const input = reviewOf(listing.id);
    const { token, message } = await write(input, mail);
    expect(message.subject).toBe(`Publish your review of ${listing.title}`);
    expect(message.text).toContain("It is published when you follow this link");
    const before = await stored(input.email);
    expect(before).toMatchObject({ status: "unconfirmed", stars: 5, visit_month: "2026-10", language: "en" });
    // Only the link's hash and a sealed copy are kept; never the browser's key itself.
    expect(JSON.stringify(before)).not.toContain(token);
    expect(JSON.stringify(before)).not.toContain(input.browserKey);

    const api = caller();
    expect(await api.reviews.manage({ token })).toMatchObject({ status: "unconfirmed", canEdit: true, listing: { title: listing.title } });
    expect(await api.reviews.confirm({ token })).toEqual({ status: "published" });
    expect((await stored(input.email))?.status).toBe("published");
    // Pressing again changes nothing.
    expect(await api.reviews.confirm({ token })).toEqual({ status: "published" });

    const edited = "Still the best cardamom bun, and now they open at seven on Sundays too.";
    expect(await api.reviews.edit({ token, review: { ...input.review, stars: 4, text: edited } })).toEqual({ status: "published" });
    expect(await stored(input.email)).toMatchObject({ stars: 4, text: edited, status: "published" });

    expect(await api.reviews.remove({ token })).toEqual({ deleted: true });
    expect(await stored(input.email)).toBeUndefined();
    expect(await outcome(api.reviews.manage({ token }))).toMatchObject({
      status: 404,
      message: "This review link is not valid or the review was deleted.",
    });
  });

  it("e-mails a French reviewer in French, and keeps the review's language", async () => {
    const mail = recordEmails();
    const input = reviewOf(
      shop().id,
      {},
      { language: "fr", text: "Un accueil chaleureux et les meilleures brioches du quartier, sans aucun doute." },
    );
    const { message } = await write(input, mail, "fr");
    expect(message.subject).toMatch(/^Publiez votre avis sur /);
    expect(message.headers["content-language"]).toBe("fr-CA");
    expect((await stored(input.email))?.language).toBe("fr");
  });

  it("refuses a bad review with clear 400s: too short, a tip over 280, stars on a tip, none on a review, a future month", async () => {
    const id = shop().id;
    const cases: [Partial<WriteInput["review"]>, string][] = [
      [{ text: "Too short." }, "Your review must be at least 30 characters."],
      [{ kind: "tip", stars: null, text: "a".repeat(281) }, "A tip must be at most 280 characters."],
      [{ kind: "tip", stars: 3, text: TEXT }, "A tip has no stars."],
      [{ kind: "review", stars: null }, "Please choose 1 to 5 stars."],
      [{ visitMonth: "2026-13" }, "Please choose the month of your visit (not in the future)."],
    ];
    for (const [content, message] of cases) {
      const answer = await outcome(anyone().reviews.write(reviewOf(id, {}, content)));
      expect(answer.status, message).toBe(400);
      expect(Object.values(answer.fieldErrors ?? {}).flat()).toContain(message);
    }
    setClock(new Date("2026-11-28T12:00:00Z"));
    expect(await outcome(anyone().reviews.write(reviewOf(id, {}, { visitMonth: "2026-12" })))).toMatchObject({
      status: 400,
      message: "Please choose the month of your visit (not in the future).",
    });
    // A tip: no stars, 30 to 280 characters.
    expect(await anyone().reviews.write(reviewOf(id, {}, { kind: "tip", stars: null }))).toEqual({ sent: true });
    setClock(null);
  });

  it("reviews shops, gems and events once started; not stories, unknown listings or events still to come", async () => {
    const story = reserve((listing) => listing.type === "story");
    expect(await outcome(anyone().reviews.write(reviewOf(story.id)))).toMatchObject({ status: 404, message: "This listing cannot be reviewed." });
    expect(await outcome(anyone().reviews.write(reviewOf(999_999_999)))).toMatchObject({ status: 404 });
    const gem = reserve((listing) => listing.type === "gem");
    expect(await anyone().reviews.write(reviewOf(gem.id))).toEqual({ sent: true });

    const event = reserve((listing) => listing.type === "event");
    setClock(new Date(`${Number(event.date!.slice(0, 4)) - 1}-01-15T12:00:00Z`));
    expect(await outcome(anyone().reviews.write(reviewOf(event.id, {}, { visitMonth: "2020-01" })))).toMatchObject({
      status: 409,
      message: "This event can be reviewed once it has started.",
    });
    // Its page links to the rules but offers no "Write a review" yet.
    expect((await detailOf(event))?.reviewsNote).toEqual({ hidden: null, rules: "How reviews work", write: null });
    setClock(null);
    expect(await anyone().reviews.write(reviewOf(event.id))).toEqual({ sent: true });
  });

  it("keeps one published review per address and per browser on a listing", async () => {
    const mail = recordEmails();
    const listing = shop();
    const first = reviewOf(listing.id);
    const { token } = await write(first, mail);
    await caller().reviews.confirm({ token });

    // The same browser hears at once.
    expect(await outcome(anyone().reviews.write(reviewOf(listing.id, { browserKey: first.browserKey })))).toMatchObject({
      status: 409,
      message: "You have already reviewed this place from this browser: use the link in your e-mail to edit your review.",
    });
    // The same address from another browser: the second link cannot publish.
    const again = reviewOf(listing.id, { email: first.email });
    const { token: secondToken } = await write(again, mail);
    expect(await outcome(caller().reviews.confirm({ token: secondToken }))).toMatchObject({
      status: 409,
      message: "This address has already reviewed this place: use the link of that review to edit it.",
    });
    // Another listing is another review.
    const other = reviewOf(shop().id, { email: first.email, browserKey: first.browserKey });
    const { token: otherToken } = await write(other, mail);
    expect(await caller().reviews.confirm({ token: otherToken })).toEqual({ status: "published" });
  });

  it("refuses an expired link", async () => {
    const mail = recordEmails();
    const input = reviewOf(shop().id);
    const { token } = await write(input, mail);
    setClock(new Date(Date.now() + 366 * 86_400_000));
    expect(await outcome(caller().reviews.confirm({ token }))).toMatchObject({ status: 409, message: "This review link has expired." });
    setClock(null);
  });
});

describe("automatic holds and the moderators' queue", () => {
  async function confirmed(input: WriteInput, mail: ReturnType<typeof recordEmails>) {
    const { token } = await write(input, mail);
    return { token, answer: await caller().reviews.confirm({ token }) };
  }

  it("holds a review with a link, one repeating another's text, one by an owner and one from the website's domain", async () => {
    const mail = recordEmails();
    const withLink = await confirmed(reviewOf(shop().id, {}, { text: "Great coffee, see my photos at www.example-photos.com today." }), mail);
    expect(withLink.answer).toEqual({ status: "held" });

    const original = "The bakery on the corner has the flakiest croissants and a patio that gets the morning sun.";
    expect((await confirmed(reviewOf(shop().id, {}, { text: original }), mail)).answer).toEqual({ status: "published" });
    const copy = await confirmed(reviewOf(shop().id, {}, { text: `  ${original.toUpperCase()}!! ` }), mail);
    expect(copy.answer).toEqual({ status: "held" });

    const owned = shop();
    const owner = await createAccount();
    await makeOwner(owned.id, owner);
    expect((await confirmed(reviewOf(owned.id, { email: owner.email }), mail)).answer).toEqual({ status: "held" });

    const withSite = reserve((listing) => listing.type === "shop" && websiteDomain(listing.website) !== null);
    expect((await confirmed(reviewOf(withSite.id, { email: `staff@${websiteDomain(withSite.website)}` }), mail)).answer).toEqual({ status: "held" });

    const queue = await (await moderator()).admin.reviews.list();
    const reasons = Object.fromEntries(queue.map((item) => [item.listing.id, item.holdReason]));
    expect(reasons[owned.id]).toBe("owner");
    expect(reasons[withSite.id]).toBe("listing-domain");
    expect(queue.map((item) => item.holdReason)).toEqual(expect.arrayContaining(["links", "repeated-text"]));
  });

  it("holds a burst: from the sixth review confirmed on one listing within a day", async () => {
    const mail = recordEmails();
    const listing = shop();
    const statuses: string[] = [];
    for (let i = 0; i < 6; i++) {
      const text = `Visit number ${i}: a different thought each time about the bread and the coffee here.`;
      statuses.push((await confirmed(reviewOf(listing.id, {}, { text }), mail)).answer.status);
    }
    expect(statuses).toEqual(["published", "published", "published", "published", "published", "held"]);
    expect(
      (await db().select().from(listingReviews).where(eq(listingReviews.listing_id, listing.id)).orderBy(asc(listingReviews.id))).at(-1)?.hold_reason,
    ).toBe("burst");
  });

  it("a moderator publishes a held review, or hides one with a reason: its author is e-mailed and may edit it once, back to the queue", async () => {
    const mail = recordEmails();
    const listing = shop();
    const held = reviewOf(listing.id, {}, { text: "Lovely place, more at https://spam.example/offer for all of you." });
    const { token } = await confirmed(held, mail);
    const review = (await stored(held.email))!;
    const mod = await moderator();

    // The reviewer waits for the decision before editing.
    expect(await outcome(caller().reviews.edit({ token, review: held.review }))).toMatchObject({ status: 409 });

    expect(await mod.admin.reviews.decide({ id: review.id, decision: "hide", reason: "spam" })).toEqual({ id: review.id, status: "hidden" });
    await vi.waitUntil(() => mail.to(held.email).length === 2, { timeout: 5000, interval: 50 });
    const notice = mail.to(held.email)[1]!;
    expect(notice.subject).toBe(`Your review of ${listing.title} was hidden`);
    expect(notice.text).toContain("spam");
    expect(notice.text).toContain(`/reviews/how-it-works#${token}`);
    expect(await caller().reviews.manage({ token })).toMatchObject({ status: "hidden", hideReason: "spam", canEdit: true });
    // Decided: not again.
    expect(await outcome(mod.admin.reviews.decide({ id: review.id, decision: "publish" }))).toMatchObject({ status: 409 });

    const fixed = "Lovely place with a quiet back room; the rye loaf is worth the walk.";
    expect(await caller().reviews.edit({ token, review: { ...held.review, text: fixed } })).toEqual({ status: "held" });
    expect(await stored(held.email)).toMatchObject({ status: "held", hold_reason: "edited-after-hide", text: fixed });
    expect(await mod.admin.reviews.decide({ id: review.id, decision: "publish" })).toEqual({ id: review.id, status: "published" });

    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target_id, String(review.id)));
    expect(audit.map((entry) => entry.action).sort()).toEqual(["review.hide", "review.publish"]);

    // Reported and hidden a second time: the one edit is spent.
    expect(await anyone().reviews.report({ id: review.id, reason: "off-topic" })).toEqual({ reported: true });
    await mod.admin.reviews.decide({ id: review.id, decision: "hide", reason: "off-topic" });
    expect(await caller().reviews.manage({ token })).toMatchObject({ status: "hidden", hideReason: "off-topic", canEdit: false });
    expect(await outcome(caller().reviews.edit({ token, review: { ...held.review, text: `${fixed} Again.` } }))).toMatchObject({
      status: 409,
      message: "This review was hidden and its one edit was already sent to our team.",
    });
  });

  it("anyone reports a published review with a reason: it stays shown and joins the queue until a moderator decides", async () => {
    const mail = recordEmails();
    const input = reviewOf(shop().id);
    await confirmed(input, mail);
    const review = (await stored(input.email))!;
    expect(await anyone().reviews.report({ id: review.id, reason: "not-first-hand" })).toEqual({ reported: true });
    expect((await stored(input.email))?.status).toBe("published");
    const queued = (await (await moderator()).admin.reviews.list()).find((item) => item.id === review.id);
    expect(queued).toMatchObject({ status: "published", openReports: 1, reportReasons: ["not-first-hand"] });

    await (await moderator()).admin.reviews.decide({ id: review.id, decision: "hide", reason: "not-first-hand" });
    expect((await stored(input.email))?.hide_reason).toBe("not-first-hand");
    const reports = await db().select().from(reviewReports).where(eq(reviewReports.review_id, review.id));
    expect(reports.every((report) => report.resolved_at !== null)).toBe(true);
    expect((await (await moderator()).admin.reviews.list()).some((item) => item.id === review.id)).toBe(false);

    // Only a published review can be reported; a bad reason is a 400.
    expect(await outcome(anyone().reviews.report({ id: review.id, reason: "spam" }))).toMatchObject({
      status: 404,
      message: "This review does not exist.",
    });
    expect(await outcome(anyone().reviews.report({ id: review.id, reason: "boring" as "spam" }))).toMatchObject({ status: 400 });
  });
});

describe("a listing's reviews on its page", () => {
  /** Publishes a review straight through its link; answers its id. */
  async function published(listingId: number, content: Partial<WriteInput["review"]>, mail: ReturnType<typeof recordEmails>) {
    const input = reviewOf(listingId, {}, content);
    const { token } = await write(input, mail);
    expect(await caller().reviews.confirm({ token })).toEqual({ status: "published" });
    return (await stored(input.email))!.id;
  }
  /** The rating line of the listing's card (the saved places' cards: the same summary as every list's). */
  const cardOf = async (listing: CatalogueListing, locale: "en" | "fr" = "en") =>
    (await caller({ locale }).listings.saved({ ids: [listing.id] })).items[0]!.ratingText;

  it("keeps the spec's fixed figures until the first published review, then shows the real average and count", async () => {
    const mail = recordEmails();
    const gem = reserve((listing) => listing.type === "gem");
    const path = detailPath(gem);
    expect((await detailOf(gem))?.rating).toEqual({ value: "5.0", count: "(89 reviews)", price: null });
    expect((await detailOf(gem))?.ratingFigures).toBeNull();
    const before = await edgeScreen(path);
    expect(before).toContain("5.0");
    expect(before).toContain("(89 reviews)");

    // Unconfirmed and held reviews change nothing.
    await caller({ headers: { "cf-connecting-ip": freshIp() } }).reviews.write(reviewOf(gem.id, {}, { stars: 1 }));
    expect((await detailOf(gem))?.rating?.count).toBe("(89 reviews)");

    await published(gem.id, { stars: 4 }, mail);
    await published(gem.id, { stars: 5 }, mail);
    await published(gem.id, { kind: "tip", stars: null }, mail);
    expect((await detailOf(gem))?.rating).toEqual({ value: "4.5", count: "(2 reviews)", price: null });
    expect((await detailOf(gem, "fr"))?.rating).toEqual({ value: "4,5", count: "(2 avis)", price: null });
    expect((await detailOf(gem))?.ratingFigures).toEqual({ average: 4.5, count: 2 });
    const after = await edgeScreen(path);
    expect(after).toContain("(2 reviews)");
    expect(after).not.toContain("(89 reviews)");
    const html = await (await fetchApp(path, { headers: { accept: "text/html" } })).text();
    expect(html).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":4.5,"reviewCount":2');
    expect(before).not.toContain("aggregateRating");

    // The fixed-value pages of other listings are untouched.
    const shopListing = shop();
    expect((await detailOf(shopListing))?.rating).toEqual({ value: "4.8", count: "(127 reviews)", price: "$$" });
    expect(await edgeScreen(detailPath(shopListing))).toContain("(127 reviews)");
    expect(await cardOf(shopListing)).toBe("★ 4.8 · 127 reviews");
  });

  it("names the newest published reviews in the page's structured data, never a hidden, unconfirmed one or a tip", async () => {
    const mail = recordEmails();
    const listing = reserve((item) => item.type === "gem");
    const day = 24 * 60 * 60 * 1000;
    setClock(Date.parse("2026-11-10T15:00:00Z"));
    const ana = await published(listing.id, { stars: 2, displayName: "Ana" }, mail);
    advanceClock(day);
    const french = "Un café chaleureux, un accueil attentionné et des brioches à la cardamome.";
    await published(listing.id, { stars: 4, displayName: "Luc", language: "fr", text: french }, mail);
    advanceClock(day);
    const hidden = await published(listing.id, { stars: 1, displayName: "Spam" }, mail);
    await anyone().reviews.report({ id: hidden, reason: "spam" });
    await (await moderator()).admin.reviews.decide({ id: hidden, decision: "hide", reason: "spam" });
    advanceClock(day);
    await published(listing.id, { kind: "tip", stars: null, displayName: "Tipper" }, mail);
    await anyone().reviews.write(reviewOf(listing.id, {}, { stars: 3, displayName: "Unconfirmed" }));
    advanceClock(day);
    const mo = await published(listing.id, { stars: 5, displayName: "Mo" }, mail);
    const textOf = async (id: number) => (await db().select().from(listingReviews).where(eq(listingReviews.id, id)))[0]!.text;

    const html = await (await fetchApp(detailPath(listing), { headers: { accept: "text/html" } })).text();
    const entity = jsonLdOf(html).find((entry) => "aggregateRating" in entry)!;
    expect(entity.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 3.7, reviewCount: 3, bestRating: 5, worstRating: 1 });
    const review = (name: string, stars: number, on: string, text: string, language = "en-CA") => ({
      "@type": "Review",
      author: { "@type": "Person", name },
      datePublished: on,
      reviewBody: text,
      inLanguage: language,
      reviewRating: { "@type": "Rating", ratingValue: stars, bestRating: 5, worstRating: 1 },
    });
    expect(entity.review).toEqual([
      review("Mo", 5, "2026-11-14", await textOf(mo)),
      review("Luc", 4, "2026-11-11", french, "fr-CA"),
      review("Ana", 2, "2026-11-10", await textOf(ana)),
    ]);
  });

  it("puts the page's figures on the listing's card in one line: the fixed ones, then the published reviews'; none where the page says \"No reviews yet\"", async () => {
    const mail = recordEmails();
    const gem = reserve((listing) => listing.type === "gem");
    const event = reserve((listing) => listing.type === "event");
    expect(await cardOf(gem)).toBe("★ 5.0 · 89 reviews");
    expect(await cardOf(gem, "fr")).toBe("★ 5,0 · 89 avis");
    expect(await cardOf(event)).toBeNull();

    await published(gem.id, { stars: 4 }, mail);
    expect(await cardOf(gem)).toBe("★ 4.0 · 1 review");
    await published(gem.id, { stars: 5 }, mail);
    expect(await cardOf(gem)).toBe("★ 4.5 · 2 reviews");
    expect(await cardOf(gem, "fr")).toBe("★ 4,5 · 2 avis");
    // The same figures as its page.
    expect((await detailOf(gem))?.rating).toEqual({ value: "4.5", count: "(2 reviews)", price: null });
  });

  it('says "No reviews yet" where there are no fixed figures (an event), until its first review', async () => {
    const event = reserve((listing) => listing.type === "event");
    expect((await detailOf(event))?.rating).toEqual({ value: null, count: "No reviews yet", price: null });
    expect(await edgeScreen(detailPath(event))).toContain("No reviews yet");
  });

  it("pages by keyset in every order, each review once, and a promotion changes nothing", async () => {
    const mail = recordEmails();
    const listing = shop();
    const stars = [3, 5, 1, 4, 5, 2, 3, 5, 1, 4, 2, 3];
    for (const [i, value] of stars.entries()) {
      // A day apart: more at once would be a burst, held for the moderators.
      setClock(new Date(Date.UTC(2026, 9, 1 + i, 12)));
      await published(
        listing.id,
        { stars: value, language: i % 3 === 0 ? "fr" : "en", text: `Review number ${i} of this shop, with enough words in it.` },
        mail,
      );
    }
    setClock(null);
    const walk = async (sort: "newest" | "highest" | "lowest" | "language", language: "en" | "fr" = "en") => {
      const seen: { id: number; stars: number | null; language: string }[] = [];
      let cursor: RouterInputs["reviews"]["list"]["cursor"];
      do {
        const page = await caller().reviews.list({ listingId: listing.id, sort, language, cursor });
        expect(page.items.length).toBeLessThanOrEqual(10);
        seen.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return seen;
    };
    const newest = await walk("newest");
    expect(newest).toHaveLength(stars.length);
    expect(new Set(newest.map((review) => review.id)).size).toBe(stars.length);
    expect(newest.map((review) => review.stars)).toEqual([...stars].reverse());
    const highest = (await walk("highest")).map((review) => review.stars);
    expect(highest).toEqual([...stars].sort((a, b) => b - a));
    expect((await walk("lowest")).map((review) => review.stars)).toEqual([...stars].sort((a, b) => a - b));
    const french = (await walk("language", "fr")).map((review) => review.language);
    expect(french).toEqual([...french].sort((a, b) => (a === "fr" ? 0 : 1) - (b === "fr" ? 0 : 1)));
    expect(french.filter((language) => language === "fr")).toHaveLength(4);

    // A paid promotion: the same reviews in the same order.
    await env.DB.prepare("UPDATE listings SET promoted = 'pro', promoted_until = ? WHERE id = ?")
      .bind(Date.now() + 86_400_000, listing.id)
      .run();
    expect(await walk("newest")).toEqual(newest);
    expect((await walk("highest")).map((review) => review.stars)).toEqual(highest);
  });

  it("counts the stars and the hidden reviews by reason", async () => {
    const mail = recordEmails();
    const listing = shop();
    const ids = [];
    for (const [i, value] of [5, 5, 4, 1, 2, 3].entries()) {
      setClock(new Date(Date.UTC(2026, 9, 1 + i, 12)));
      ids.push(await published(listing.id, { stars: value }, mail));
    }
    setClock(null);
    const mod = await moderator();
    for (const [id, reason] of [
      [ids[3]!, "conflict-of-interest"],
      [ids[4]!, "conflict-of-interest"],
      [ids[5]!, "off-topic"],
    ] as const) {
      await anyone().reviews.report({ id, reason });
      await mod.admin.reviews.decide({ id, decision: "hide", reason });
    }
    expect(await caller().reviews.summary({ listingId: listing.id })).toEqual({
      distribution: [
        { stars: 5, count: 2 },
        { stars: 4, count: 1 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
    expect((await caller().reviews.list({ listingId: listing.id })).items.map((review) => review.id).sort()).toEqual(ids.slice(0, 3).sort());
    expect((await detailOf(listing))?.rating).toEqual({ value: "4.7", count: "(3 reviews)", price: "$$" });
    // The page says it without a tap, in its language.
    expect((await detailOf(listing))?.reviewsNote).toEqual({
      hidden: "3 hidden · conflict of interest 2, off-topic 1",
      rules: "How reviews work",
      write: "Write a review",
    });
    expect((await detailOf(listing, "fr"))?.reviewsNote).toEqual({
      hidden: "3 masqués · conflit d'intérêts 2, hors sujet 1",
      rules: "Comment fonctionnent les avis",
      write: "Donner mon avis",
    });
    // A listing without hidden reviews still links to the rules.
    expect((await detailOf(reserve((other) => other.type === "gem")))?.reviewsNote).toEqual({
      hidden: null,
      rules: "How reviews work",
      write: "Write a review",
    });
  });
});

describe("/reviews/how-it-works", () => {
  it("states the rules in English and French, promotion's included, rendered at the edge", async () => {
    const en = await edgeScreen("/reviews/how-it-works");
    expect(en).toContain("How reviews work");
    expect(en).toContain("Paid promotion never changes which reviews are shown or their order.");
    const fr = await edgeScreen("/fr/reviews/how-it-works");
    expect(fr).toContain("La promotion payée ne change jamais quels avis sont affichés ni leur ordre.");
  });
});

describe("owners' replies", () => {
  it("a verified owner posts one public reply per review and edits it (every version kept); the reviewer is e-mailed it; nobody else replies, and no owner hides", async () => {
    const mail = recordEmails();
    const listing = shop();
    const input = reviewOf(listing.id);
    const { token } = await write(input, mail);
    await caller().reviews.confirm({ token });
    const review = (await stored(input.email))!;
    const owner = await createAccount();
    await makeOwner(listing.id, owner);
    const asOwner = caller({ cookie: await sessionCookie(owner) });

    expect(await asOwner.owners.replyToReview({ listingId: listing.id, reviewId: review.id, text: "Thank you, Sam! See you Sunday." })).toEqual({
      edited: false,
    });
    await vi.waitUntil(() => mail.to(input.email).length === 2, { timeout: 5000, interval: 50 });
    const notice = mail.to(input.email)[1]!;
    expect(notice.subject).toBe(`${listing.title} replied to your review`);
    expect(notice.text).toContain("Thank you, Sam! See you Sunday.");

    expect(
      await asOwner.owners.replyToReview({ listingId: listing.id, reviewId: review.id, text: "Thank you, Sam! We open at 7 on Sundays now." }),
    ).toEqual({
      edited: true,
    });
    const shown = (await caller().reviews.list({ listingId: listing.id })).items.find((item) => item.id === review.id);
    expect(shown?.replyText).toBe("Thank you, Sam! We open at 7 on Sundays now.");
    const versions = await env.DB.prepare("SELECT text FROM review_replies WHERE review_id = ? ORDER BY id").bind(review.id).all<{ text: string }>();
    expect(versions.results.map((row) => row.text)).toEqual(["Thank you, Sam! See you Sunday.", "Thank you, Sam! We open at 7 on Sundays now."]);
    expect((await asOwner.owners.reviews({ listingId: listing.id })).map((item) => item.replyText)).toEqual([
      "Thank you, Sam! We open at 7 on Sundays now.",
    ]);

    // The owner of another listing, naming theirs or this one: refused, nothing written.
    const other = shop();
    const stranger = await createAccount();
    await makeOwner(other.id, stranger);
    const asStranger = caller({ cookie: await sessionCookie(stranger) });
    expect(await outcome(asStranger.owners.replyToReview({ listingId: listing.id, reviewId: review.id, text: "Not mine." }))).toMatchObject({
      status: 403,
      message: "This listing is not yours to manage.",
    });
    expect(await outcome(asStranger.owners.replyToReview({ listingId: other.id, reviewId: review.id, text: "Not mine." }))).toMatchObject({
      status: 404,
    });
    expect(await outcome(asStranger.owners.reviews({ listingId: listing.id }))).toMatchObject({ status: 403 });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM review_replies WHERE review_id = ?").bind(review.id).first<{ n: number }>())?.n).toBe(2);

    // An owner reports like anyone, and never hides or deletes.
    expect(await asOwner.reviews.report({ id: review.id, reason: "off-topic" })).toEqual({ reported: true });
    expect(await outcome(asOwner.admin.reviews.decide({ id: review.id, decision: "hide", reason: "off-topic" }))).toMatchObject({ status: 403 });
    expect((await stored(input.email))?.status).toBe("published");
  });
});

describe("photos on reviews", () => {
  /** A real PNG of that size through POST /api/uploads (its checks and metadata stripping): its key and token. */
  const upload = async (width = 40, height = 30) => uploadImage(await blankPng(width, height), freshIp());
  const served = async (key: string) => (await fetchApp(`/api/uploads/${key}`)).status;

  it("attaches up to 3 uploaded photos, lists them with their size and caption, and serves them only while the review is published", async () => {
    const mail = recordEmails();
    const gem = reserve((listing) => listing.type === "gem");
    const [a, b, c, d] = [await upload(40, 30), await upload(20, 20), await upload(30, 40), await upload()];
    const tooMany = await outcome(
      anyone().reviews.write({ ...reviewOf(gem.id), photos: [a, b, c, d].map((photo) => ({ ...photo, caption: null })) }),
    );
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany)).toContain("A review has at most 3 photos.");
    const wrongToken = reviewOf(gem.id, { photos: [{ key: a.key, token: b.token, caption: null }] });
    expect(await outcome(anyone().reviews.write(wrongToken))).toMatchObject({ status: 400 });
    expect(await stored(wrongToken.email)).toBeUndefined();

    const input = reviewOf(gem.id, {
      photos: [
        { ...a, caption: "  The cardamom buns  " },
        { ...b, caption: "" },
        { ...c, caption: null },
      ],
    });
    const { token } = await write(input, mail);
    // Moved to their final keys; nobody is served a review's photo before it is published.
    expect(await env.UPLOADS.get(`pending/${a.key}`)).toBeNull();
    expect(await served(a.key)).toBe(404);
    await caller().reviews.confirm({ token });

    const { items } = await caller().reviews.list({ listingId: gem.id });
    expect(items.find((item) => item.displayName === "Sam")?.photos).toEqual([
      { src: `/api/uploads/${a.key}`, width: 40, height: 30, caption: "The cardamom buns" },
      { src: `/api/uploads/${b.key}`, width: 20, height: 20, caption: null },
      { src: `/api/uploads/${c.key}`, width: 30, height: 40, caption: null },
    ]);
    expect(await served(a.key)).toBe(200);
    expect(await served(d.key)).toBe(404);

    // Reported, then hidden by a moderator: its photos are nobody's to see.
    const review = (await stored(input.email))!;
    await anyone().reviews.report({ id: review.id, reason: "spam" });
    const queued = (await (await moderator()).admin.reviews.list()).find((item) => item.id === review.id);
    expect(queued?.photos.map((photo) => photo.src)).toEqual([a, b, c].map((photo) => `/api/uploads/${photo.key}`));
    await (await moderator()).admin.reviews.decide({ id: review.id, decision: "hide", reason: "spam" });
    expect(await served(a.key)).toBe(404);
    expect(await served(c.key)).toBe(404);

    // In the reviewer's data too.
    expect((await caller().reviews.myData({ token })).reviews[0]!.photos).toEqual([
      { image: `/api/uploads/${a.key}`, caption: "The cardamom buns" },
      { image: `/api/uploads/${b.key}`, caption: null },
      { image: `/api/uploads/${c.key}`, caption: null },
    ]);

    // Deleted through its link: the images leave the bucket.
    await caller().reviews.remove({ token });
    expect(await env.UPLOADS.get(a.key)).toBeNull();
  });

  it("takes down the photos a reviewer ticks when they edit, and never another review's", async () => {
    const mail = recordEmails();
    const gem = reserve((listing) => listing.type === "gem");
    const [a, b, other] = [await upload(40, 30), await upload(20, 20), await upload()];
    const mine = reviewOf(gem.id, { photos: [a, b].map((photo) => ({ ...photo, caption: null })) });
    const { token } = await write(mine, mail);
    await caller().reviews.confirm({ token });
    const theirs = await write(reviewOf(reserve((listing) => listing.type === "gem").id, { photos: [{ ...other, caption: null }] }), mail);
    await caller().reviews.confirm({ token: theirs.token });
    const page = await caller().reviews.manage({ token });
    expect(page.photos).toEqual([
      { key: a.key, src: `/api/uploads/${a.key}`, width: 40, height: 30, caption: null },
      { key: b.key, src: `/api/uploads/${b.key}`, width: 20, height: 20, caption: null },
    ]);

    const { kind, stars, text, visitMonth, displayName, language } = page;
    const content = { kind, stars, text: `${text} Edited.`, visitMonth, displayName, language };
    await caller().reviews.edit({ token, review: content, removePhotos: [a.key, other.key] });
    expect((await caller().reviews.manage({ token })).photos.map((photo) => photo.key)).toEqual([b.key]);
    expect(await env.UPLOADS.head(a.key)).toBeNull();
    expect(await served(b.key)).toBe(200);
    // Another review's photo named in the list stays where it is.
    expect((await caller().reviews.manage({ token: theirs.token })).photos.map((photo) => photo.key)).toEqual([other.key]);
    expect(await served(other.key)).toBe(200);
  });
});

describe("reviewers' data", () => {
  it("downloads from the link every review and tip of its address, on any listing, with the replies each received; nobody else's", async () => {
    const mail = recordEmails();
    const email = newAddress();
    const first = reserve((listing) => listing.type === "gem");
    const second = reserve((listing) => listing.type === "gem");
    const { token } = await write(reviewOf(first.id, { email }, { stars: 4 }), mail);
    await caller().reviews.confirm({ token });
    await write(reviewOf(second.id, { email }, { kind: "tip", stars: null }), mail);
    await write(reviewOf(first.id), mail);
    const review = (await stored(email))!;
    const owner = await createAccount();
    await makeOwner(first.id, owner);
    const asOwner = caller({ cookie: await sessionCookie(owner) });
    await asOwner.owners.replyToReview({ listingId: first.id, reviewId: review.id, text: "Thank you, Sam!" });
    await asOwner.owners.replyToReview({ listingId: first.id, reviewId: review.id, text: "Thank you, Sam! Come back soon." });

    const data = await caller().reviews.myData({ token });
    expect(data.email).toBe(email);
    expect(data.reviews.map((item) => [item.kind, item.stars, item.status, item.listing.path])).toEqual([
      ["review", 4, "published", detailPath(first)],
      ["tip", null, "unconfirmed", detailPath(second)],
    ]);
    expect(data.reviews[0]!.repliesReceived.map((reply) => reply.text)).toEqual(["Thank you, Sam!", "Thank you, Sam! Come back soon."]);
    expect(data.reviews[1]!.repliesReceived).toEqual([]);
    expect(data.reviews[0]!.photos).toEqual([]);
    // Our keys, not the reviewer's data.
    expect(JSON.stringify(data)).not.toMatch(/token|browser|hash/i);
    expect(await outcome(caller().reviews.myData({ token: "b".repeat(43) }))).toMatchObject({ status: 404 });

    // The privacy page says what a review holds, how long, and where to download it.
    const privacy = await edgeScreen("/privacy");
    expect(privacy).toContain("When you write a review or a tip");
    expect(privacy).toContain("the link we e-mailed you for a review lets you download every review and tip from your address");
    expect(privacy).toContain("a review whose link was never followed is deleted after 30 days");
    expect(await edgeScreen("/fr/privacy")).toContain("Si vous écrivez un avis ou un conseil");
  });

  it("deletes a review whose link was never followed after 30 days, with its photos, and keeps the others", async () => {
    const mail = recordEmails();
    const listing = shop();
    const photo = await uploadImage(await blankPng(40, 30), freshIp());
    const never = reviewOf(listing.id, { photos: [{ ...photo, caption: null }] });
    await write(never, mail);
    expect(await env.UPLOADS.head(photo.key)).not.toBeNull();
    const kept = reviewOf(listing.id);
    const { token } = await write(kept, mail);
    await caller().reviews.confirm({ token });
    const { applyRetention } = await import("@worker/features/privacy/retention");
    // Counted by this test's own review: others in the file were written at other (set) times.
    await applyRetention(env, Date.now() + 29 * 86_400_000);
    expect(await stored(never.email)).toBeDefined();
    expect(await env.UPLOADS.head(photo.key)).not.toBeNull();
    expect((await applyRetention(env, Date.now() + 31 * 86_400_000)).unconfirmedReviews).toBeGreaterThanOrEqual(1);
    expect(await stored(never.email)).toBeUndefined();
    expect(await env.UPLOADS.head(photo.key)).toBeNull();
    expect((await stored(kept.email))?.status).toBe("published");
  });
});

describe("a listing with 10,000 reviews", () => {
  /** A tRPC query through the Worker's entry, with the rows D1 read for it (X-D1-Rows-Read, outside production). */
  async function read<T>(path: string, input: unknown) {
    const res = await fetchApp(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
    expect(res.status, path).toBe(200);
    const body = await res.json<{ result: { data: T } }>();
    // A missing header must fail the bound below, not read as 0.
    const header = res.headers.get("x-d1-rows-read");
    expect(header, `${path}: ${ROWS_READ_HEADER}`).not.toBeNull();
    return { data: body.result.data, rowsRead: Number(header) };
  }

  it("pages its reviews in every order reading O(page) rows, not O(reviews)", async () => {
    const listing = reserve((item) => item.type === "gem");
    // The counting trigger recounts the listing per row; for a bulk seed it is set aside, the figures counted once, and put back.
    const trigger = await env.DB.prepare("SELECT sql FROM sqlite_master WHERE name = 'listing_reviews_counts_insert'").first<{ sql: string }>();
    await env.DB.prepare("DROP TRIGGER listing_reviews_counts_insert").run();
    await env.DB.prepare(reviewFixtureSql(listing.id, 10_000)).run();
    await env.DB.prepare(
      "UPDATE listings SET review_count = (SELECT count(*) FROM listing_reviews WHERE listing_id = ?1 AND status = 'published'), review_stars_total = (SELECT sum(stars) FROM listing_reviews WHERE listing_id = ?1 AND status = 'published') WHERE id = ?1",
    )
      .bind(listing.id)
      .run();
    await env.DB.prepare(trigger!.sql).run();

    type Page = RouterOutputs["reviews"]["list"];
    for (const sort of ["newest", "highest", "lowest", "language"] as const) {
      const first = await read<Page>("reviews.list", { listingId: listing.id, sort, language: "fr" });
      expect(first.data.items).toHaveLength(10);
      expect(first.rowsRead, sort).toBeLessThanOrEqual(40);
      const second = await read<Page>("reviews.list", { listingId: listing.id, sort, language: "fr", cursor: first.data.nextCursor });
      expect(second.data.items).toHaveLength(10);
      expect(second.data.items.some((item) => first.data.items.some((seen) => seen.id === item.id))).toBe(false);
      expect(second.rowsRead, sort).toBeLessThanOrEqual(40);
    }
    expect((await detailOf(listing))?.ratingFigures).toEqual({ average: 3, count: 10_000 });
  });
});

type RouterOutputs = import("@trpc/server").inferRouterOutputs<import("@worker/trpc/router").AppRouter>;

describe("the reviews list as the page asks for it", () => {
  it("takes the input tRPC's infinite query sends (its own `direction` beside the cursor)", async () => {
    const answer = await caller().reviews.list({
      listingId: 1,
      sort: "newest",
      language: "en",
      direction: "forward",
    });
    expect(answer).toEqual({ items: [], nextCursor: null });
  });
});
