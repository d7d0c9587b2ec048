// Languages as data (migration 0012): a listing's text in another locale is a row of listing_translations,
// the one search row per listing holds every translation's words, and the words that find a type come
// from listing_type_words (written by the seed from the listing-type registry), not from trigger SQL.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LISTING_TYPE_REGISTRY } from "@shared/listings/listing-type-registry";
import { caller } from "./caller";

const searchIds = async (q: string) => (await caller().listings.search({ q })).items.map((l) => l.id);
/** What the index matches, read straight from it (the public search keeps rankings per content version). */
const ftsIds = async (q: string) =>
  (await env.DB.prepare("SELECT rowid AS id FROM listings_fts WHERE listings_fts MATCH ? ORDER BY rowid").bind(q).all<{ id: number }>()).results.map(
    (r) => r.id,
  );
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
    await run("INSERT INTO listing_translations (listing_id, locale, title, description) VALUES (?, 'de', 'Zwiebelkuchen', 'Ein Fest')", LISTING_ID);
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
