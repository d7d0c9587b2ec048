// French content in D1 (its content part): the seed writes the catalogue's French text as
// rows of listing_translations, the search index holds it, a submission records the language it is written in and its listing keeps
// it (pages mark it lang="fr-CA"), and admins edit the French fields with the same audit trail.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { listingsFrench } from "@worker/db/seed/listings-fr";
import { catalogue } from "@worker/db/seed/listings";
import { catalogueSeedSql } from "@worker/db/catalogue-seed";
import { adminCookie } from "./account-helpers";
import { caller, outcome } from "./caller";
import { fetchApp } from "./fetch-app";
import { storeSubmission, submissionRow } from "./submission-helpers";
import { makeSubmissionInput } from "../unit/factories";
import { LISTING_TYPE_REGISTRY } from "@shared/listings/listing-type-registry";

const { cookie } = await adminCookie();
const row = (id: number) => env.DB.prepare("SELECT * FROM listings WHERE id = ?").bind(id).first<Record<string, unknown>>();
/** A listing's translation into a locale, as stored. */
const translation = (id: number, locale = "fr") =>
  env.DB.prepare("SELECT * FROM listing_translations WHERE listing_id = ? AND locale = ?").bind(id, locale).first<Record<string, unknown>>();
const searchIds = async (q: string) => (await caller().listings.search({ q })).items.map((l) => l.id);

// A Montreal listing with French text in the catalogue (worker/db/seed/listings-fr.ts).
const MONTREAL_ID = 13;
const french = listingsFrench[MONTREAL_ID]!;

describe("the catalogue's French text", () => {
  it("is seeded as the listing's French translation, next to the English", async () => {
    const english = catalogue.find((listing) => listing.id === MONTREAL_ID)!;
    expect(await row(MONTREAL_ID)).toMatchObject({ title: english.title, language: "en" });
    const seeded = (await translation(MONTREAL_ID))!;
    expect(seeded).toMatchObject({ title: french.title, description: french.description });
    expect(JSON.parse(seeded.tags as string)).toEqual(french.tags);
    expect(JSON.parse(seeded.highlights as string)).toEqual(french.highlights);
    // A listing without French has no translation: nothing is made up.
    expect(await translation(1)).toBeNull();
  });

  it("is searchable, accents folded: a word only the French says finds the listing", async () => {
    const onlyFrench = "illumine";
    expect(french.description).toContain(onlyFrench);
    expect(catalogue.find((l) => l.id === MONTREAL_ID)!.description).not.toContain(onlyFrench);
    expect(await searchIds(onlyFrench)).toContain(MONTREAL_ID);
    expect(await searchIds("Quartier des spectacles lumieres")).toContain(MONTREAL_ID);
  });

  it("a re-seed changes nothing, and keeps a French field an admin edited", async () => {
    const input = { id: MONTREAL_ID, ...(await adminFields(MONTREAL_ID)), title_fr: "Montréal en Lumière, édition d'hiver" };
    expect((await outcome(caller({ cookie }).admin.listings.update(input))).status).toBe(200);
    const before = [await row(MONTREAL_ID), await translation(MONTREAL_ID)];
    const results = await env.DB.batch(catalogueSeedSql(catalogue).map((sql) => env.DB.prepare(sql)));
    expect(results.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0)).toBe(0);
    expect([await row(MONTREAL_ID), await translation(MONTREAL_ID)]).toEqual(before);
    expect(before[1]).toMatchObject({ title: "Montréal en Lumière, édition d'hiver" });
  });
});

async function adminFields(id: number) {
  const { data } = await outcome(caller({ cookie }).admin.listings.get({ id }));
  return data!.fields;
}

describe("admins edit the French fields", () => {
  it("shows them in the Listings view, saves them with the audit trail, and an empty one means none", async () => {
    const fields = await adminFields(MONTREAL_ID + 1);
    expect(fields).toHaveProperty("title_fr");
    const saved = await outcome(
      caller({ cookie }).admin.listings.update({
        id: MONTREAL_ID + 1,
        ...fields,
        cost_fr: "Gratuit pour les moins de 12 ans",
        tags_fr: "jazz, plein air",
        location_fr: "  ",
      }),
    );
    expect(saved.status).toBe(200);
    const answer = saved.data!;
    expect(answer.changed).toEqual(expect.arrayContaining(["cost_fr", "tags_fr"]));
    expect(answer.listing.edited_fields).toEqual(expect.arrayContaining(["cost_fr", "tags_fr"]));
    expect(answer.listing.changes.at(-1)!.changes).toContainEqual({ field: "tags_fr", before: fields.tags_fr, after: ["jazz", "plein air"] });
    expect(await translation(MONTREAL_ID + 1)).toMatchObject({
      cost: "Gratuit pour les moins de 12 ans",
      location: null,
      tags: '["jazz","plein air"]',
    });
    expect(await searchIds("plein air")).toContain(MONTREAL_ID + 1);
  });

  it("refuses a French field that is too long, naming it", async () => {
    const fields = await adminFields(MONTREAL_ID);
    const { status, fieldErrors } = await outcome(
      caller({ cookie }).admin.listings.update({ id: MONTREAL_ID, ...fields, title_fr: "x".repeat(500) }),
    );
    expect(status).toBe(400);
    expect(JSON.stringify(fieldErrors)).toContain("Title in French");
  });
});

describe("a submission written in French", () => {
  it("records its language, and its published listing is marked French", async () => {
    const id = await storeSubmission({
      title: "La Petite Boulangerie du Plateau",
      description: "Une boulangerie de quartier où le pain au levain sort du four à l'aube, tous les jours.",
      city: "Montreal",
      content_type: "shop",
      language: "fr",
    });
    expect(await submissionRow(id)).toMatchObject({ language: "fr" });
    // Moderators see which language it is written in.
    const queue = await outcome(caller({ cookie }).admin.submissions.list({ status: "pending" }));
    expect(queue.data!.items.find((item) => item.id === id)).toMatchObject({ language: "fr" });
    const reviewed = await outcome(caller({ cookie }).admin.submissions.review({ id, status: "approved" }));
    expect(reviewed.status).toBe(200);
    const listing = (await env.DB.prepare("SELECT * FROM listings WHERE submission_id = ?").bind(id).first<Record<string, unknown>>())!;
    expect(listing).toMatchObject({ language: "fr", title: "La Petite Boulangerie du Plateau" });
    expect(await translation(listing.id as number)).toMatchObject({ title: "La Petite Boulangerie du Plateau" });

    const path = reviewed.data!.public_path;
    const html = await (await fetchApp(path!)).text();
    // On the English page its French text is marked, so screen readers switch voice.
    expect(html).toMatch(/<h1[^>]*lang="fr-CA"[^>]*>La Petite Boulangerie du Plateau<\/h1>/);
    const list = await caller().listings.list({ type: "shop", city: "Montreal" });
    expect(list.items.find((item) => item.path === path)).toMatchObject({ language: "fr" });
  });

  it("an English submission stays English, and an unknown language is refused with a clear message", async () => {
    const id = await storeSubmission({ title: "Harbourfront Kites" });
    expect(await submissionRow(id)).toMatchObject({ language: "en" });
    const { status, fieldErrors } = await outcome(caller().submissions.create(makeSubmissionInput({ language: "de" as "en" })));
    expect(status).toBe(400);
    expect(JSON.stringify(fieldErrors)).toContain("Please choose English or French.");
  });
});

describe("languages as data", () => {
  // Languages as data (migration 0012): a listing's text in another locale is a row of listing_translations,
  // the one search row per listing holds every translation's words, and the words that find a type come
  // from listing_type_words (written by the seed from the listing-type registry), not from trigger SQL.
  const searchIds = async (q: string) => (await caller().listings.search({ q })).items.map((l) => l.id);
  /** What the index matches, read straight from it (the public search keeps rankings per content version). */
  const ftsIds = async (q: string) =>
    (
      await env.DB.prepare("SELECT rowid AS id FROM listings_fts WHERE listings_fts MATCH ? ORDER BY rowid").bind(q).all<{ id: number }>()
    ).results.map((r) => r.id);
  const version = async () => (await env.DB.prepare("SELECT version FROM content_version WHERE id = 1").first<{ version: number }>())!.version;
  const run = (sql: string, ...values: unknown[]) =>
    env.DB.prepare(sql)
      .bind(...values)
      .run();

  // A catalogue listing without French text (ids 1–110; the seed has run).
  const LISTING_ID = 1;

  describe("listing translations", () => {
    it("are searchable in any locale, re-indexed and versioned on every change", async () => {
      expect(await ftsIds("zwiebelkuchen")).toEqual([]);
      const before = await version();
      // A locale the site does not ship yet: a translation is rows, and search finds its words at once.
      await run(
        "INSERT INTO listing_translations (listing_id, locale, title, description) VALUES (?, 'de', 'Zwiebelkuchen', 'Ein Fest')",
        LISTING_ID,
      );
      expect(await ftsIds("zwiebelkuchen")).toEqual([LISTING_ID]);
      expect(await version()).toBe(before + 1);
      // The listing's own words stay in the same index row (the public search, ranked afresh, finds it).
      const own = (await env.DB.prepare("SELECT title FROM listings WHERE id = ?").bind(LISTING_ID).first<{ title: string }>())!.title;
      expect(await searchIds(`${own.split(" ")[0]} zwiebelkuchen`)).toEqual([LISTING_ID]);
      await run("UPDATE listing_translations SET title = 'Flammkuchen' WHERE listing_id = ? AND locale = 'de'", LISTING_ID);
      expect(await ftsIds("zwiebelkuchen")).toEqual([]);
      expect(await ftsIds("flammkuchen")).toEqual([LISTING_ID]);
      expect(await version()).toBe(before + 2);
      await run("DELETE FROM listing_translations WHERE listing_id = ? AND locale = 'de'", LISTING_ID);
      expect(await ftsIds("flammkuchen")).toEqual([]);
      expect(await version()).toBe(before + 3);
      // One index row per published listing, whatever its translations.
      const counts = await env.DB.prepare(
        "SELECT (SELECT count(*) FROM listings_fts) AS indexed, (SELECT count(*) FROM listings WHERE status = 'published') AS published",
      ).first<{ indexed: number; published: number }>();
      expect(counts!.indexed).toBe(counts!.published);
    });

    it("of an unpublished listing stay out of search", async () => {
      await run("UPDATE listings SET status = 'unpublished' WHERE id = ?", LISTING_ID);
      await run("INSERT INTO listing_translations (listing_id, locale, title) VALUES (?, 'de', 'Kartoffelpuffer')", LISTING_ID);
      expect(await ftsIds("kartoffelpuffer")).toEqual([]);
      await run("UPDATE listings SET status = 'published' WHERE id = ?", LISTING_ID);
      expect(await ftsIds("kartoffelpuffer")).toEqual([LISTING_ID]);
    });
  });

  describe("the words that find a listing type", () => {
    it("are written by the seed for every registry type, in both languages", async () => {
      const rows = (await env.DB.prepare("SELECT type, words FROM listing_type_words ORDER BY type").all()).results;
      expect(rows.map((row) => row.type)).toEqual(LISTING_TYPE_REGISTRY.map(({ type }) => type).sort());
      expect(rows).toContainEqual({ type: "job", words: "job jobs hiring emploi emplois" });
      const gems = await ftsIds("hidden");
      expect(gems.length).toBeGreaterThan(0);
    });

    it("are data: a type's new words find its listings at once, without a migration", async () => {
      const gemIds = (
        await env.DB.prepare("SELECT id FROM listings WHERE type = 'gem' AND status = 'published' ORDER BY id").all<{ id: number }>()
      ).results.map((r) => r.id);
      expect(await ftsIds("trouvaille")).toEqual([]);
      const before = await version();
      await run("UPDATE listing_type_words SET words = 'gem gems hidden trouvaille' WHERE type = 'gem'");
      expect(await ftsIds("trouvaille")).toEqual(gemIds);
      expect(await version()).toBe(before + 1);
      // A type that is new to the index (as job was before its registry entry): its listings are found by
      // its words from the moment the seed writes them.
      await run(
        `INSERT INTO listings (id, source, status, type, slug, city, city_slug, province, title, description, location, tags, published_at)
         VALUES (900001, 'catalogue', 'published', 'course', 'pottery', 'Toronto', 'toronto', 'Ontario', 'Pottery', 'Wheel throwing', 'Downtown', '[]', '2026-01-01T00:00:00.000Z')`,
      );
      expect(await ftsIds("apprenticeship")).toEqual([]);
      await run("INSERT INTO listing_type_words (type, words) VALUES ('course', 'course courses apprenticeship')");
      expect(await ftsIds("apprenticeship")).toEqual([900001]);
    });
  });
});
