// Over HTTP: rows read and the ranking's cache come from the API's response headers.
// A search's ranking is kept per content version (worker/features/listings/search-queries.ts): the same
// search again is served from it and reads one page of rows, and any change to the listings, through the
// Worker or behind its back, ranks afresh, so a kept ranking never hides a change.
import { env } from "cloudflare:test";
import { advanceClock } from "./clock";
import { describe, expect, it } from "vitest";
import { PAGE_SIZE } from "@shared/listings/paging";
import { ftsQueries } from "@shared/search/search";
import { VERSION_FRESH_MS } from "../../worker/cache/content-version";
import { BM25_WEIGHTS, searchPage } from "../../worker/features/listings/search-queries";
import { adminCookie } from "./account-helpers";
import { fetchApp, trpcMutation } from "./fetch-app";
import { storeSubmission } from "./submission-helpers";
import type { Locale } from "@shared/i18n/locales";
import { caller, outcome } from "./caller";
import type { RouterOutputs } from "./fetch-app";

type Found = { items: { id: number; title: string }[]; total: number; totalCapped: boolean; nextPage: number | null };

async function search(q: string, page?: number, city?: string) {
  const res = await fetchApp(`/api/trpc/listings.search?input=${encodeURIComponent(JSON.stringify({ q, page, city }))}`);
  expect(res.status).toBe(200);
  const { result } = await res.json<{ result: { data: Found } }>();
  return { found: result.data, ranked: res.headers.get("x-search-cache"), rowsRead: Number(res.headers.get("x-d1-rows-read")) };
}

describe("kept search rankings", () => {
  it("serve the same search again, and its later pages, by id", async () => {
    const first = await search("gem");
    expect(first.ranked).toBe("MISS");
    expect(first.found.total).toBeGreaterThan(PAGE_SIZE);
    const again = await search("the best GEM");
    expect(again).toMatchObject({ found: first.found, ranked: "HIT" });
    // One page of cards by id (D1 counts two rows per id of the IN list), and the content version's row
    // if a second has passed.
    expect(again.rowsRead).toBeLessThanOrEqual(2 * PAGE_SIZE + 1);
    const next = await search("gem", 2);
    expect(next.ranked).toBe("HIT");
    const ids = [...first.found.items, ...next.found.items].map((l) => l.id);
    expect(new Set(ids).size).toBe(first.found.total);
    // The kept ranking: titles with the word first, then the rest, each in bm25's order, ties by id.
    const bm25 = async (match: string) =>
      (
        await env.DB.prepare(`SELECT rowid AS id FROM listings_fts WHERE listings_fts MATCH ? ORDER BY bm25(listings_fts, ${BM25_WEIGHTS}), rowid`)
          .bind(match)
          .all<{ id: number }>()
      ).results.map((row) => row.id);
    const titled = await bm25('title : ("gem"*)');
    expect(ids).toEqual([...titled, ...(await bm25('"gem"*')).filter((id) => !titled.includes(id))]);
    // Another query is ranked on its own.
    expect((await search("park")).ranked).toBe("MISS");
    // Once this isolate's content version has aged out, the version is read with the page, in the same
    // round trip, and the kept ranking still serves while nothing changed.
    advanceClock(VERSION_FRESH_MS);
    expect(await search("gem")).toEqual({ ...first, ranked: "HIT", rowsRead: 2 * PAGE_SIZE + 1 });
  });

  it("rank afresh after an approval, and after a change behind the Worker's back", async () => {
    const { cookie } = await adminCookie();
    const before = await search("coffee");
    expect((await search("coffee")).ranked).toBe("HIT");

    const id = await storeSubmission({ title: "Ranking Test Coffee Cart", city: "Halifax", content_type: "shop" });
    expect((await trpcMutation("admin.submissions.review", { id, status: "approved" }, { cookie })).status).toBe(200);
    const approved = await search("coffee");
    expect(approved.ranked).toBe("MISS");
    expect(approved.found.total).toBe(before.found.total + 1);
    expect((await search("ranking test cart")).found.items.map((l) => l.title)).toEqual(["Ranking Test Coffee Cart"]);

    // Behind the Worker's back (SQL, like the seed CLI): seen once the remembered version ages out.
    await env.DB.prepare("UPDATE listings SET status = 'unpublished' WHERE submission_id = ?").bind(id).run();
    advanceClock(VERSION_FRESH_MS);
    const gone = await search("coffee");
    expect(gone.ranked).toBe("MISS");
    expect(gone.found.total).toBe(before.found.total);
    expect((await search("ranking test cart")).found.items).toEqual([]);
  });

  it("rank afresh on request only outside production", async () => {
    await search("festival");
    const bypass = { "x-search-cache": "bypass" };
    const res = await fetchApp(`/api/trpc/listings.search?input=${encodeURIComponent(JSON.stringify({ q: "festival" }))}`, { headers: bypass });
    expect(res.headers.get("x-search-cache")).toBe("BYPASS");
    // In production the header is ignored: nobody outside can make the Worker rank every match at will.
    const production = {
      env: { ...env, APP_ENV: "production" },
      req: new Request("https://localhype.example/api/trpc/listings.search", { headers: bypass }),
      resHeaders: new Headers(),
      meter: { rowsRead: 0 },
    };
    const found = await searchPage(production, "festival", undefined, 1);
    expect(production.resHeaders.get("x-search-cache")).toBe("HIT");
    expect(found.total).toBe((await search("festival")).found.total);
  });
});

describe("what people typed ranks first", () => {
  const titles = async (q: string, city?: string) => (await search(q, undefined, city)).found.items.map((l) => l.title);

  it("lists titles with the typed word, then listings with it anywhere, before family-only matches", async () => {
    // "garden" is in the park family: nature centres match through "nature", and come after every Garden.
    const garden = await titles("garden");
    expect(garden.slice(0, 6)).toEqual([
      "VanDusen Botanical Garden's Elizabethan Maze",
      "Reader Rock Garden",
      "Kasugai Gardens",
      "Dr. Sun Yat-Sen Classical Chinese Garden",
      "Halifax Public Gardens",
      "Toronto Music Garden",
    ]);
    expect((await search("garden")).found.total).toBeGreaterThan(garden.length);
    expect((await titles("jazz")).slice(0, 3)).toEqual([
      "Festival International de Jazz de Montréal",
      "Halifax Jazz Festival",
      "Whyte Avenue After Dark",
    ]);
    expect((await titles("bakery")).slice(0, 2)).toEqual(["A Chinatown Bakery Crawl on Spadina", "Orchard Crumb Bakehouse"]);
    // "café" names the Cafés category: its listings come right after the title with the word.
    expect((await titles("café")).slice(0, 2)).toEqual(["Limoilou's Café Culture on 3e Avenue", "Tallow & Fern"]);
  });

  it("keeps a family-only match behind every listing with the typed word", async () => {
    const queries = ftsQueries("garden");
    if (!queries) throw new Error("garden is a meaningful word");
    const typed = new Set(
      (await env.DB.prepare("SELECT rowid AS id FROM listings_fts WHERE listings_fts MATCH ?").bind(queries.typed).all<{ id: number }>()).results.map(
        (r) => r.id,
      ),
    );
    const found = (await search("garden")).found.items.map((l) => typed.has(l.id));
    expect(found.indexOf(false)).toBe(typed.size);
    expect(found.slice(typed.size).every((has) => !has)).toBe(true);
  });
});

describe("search in French", () => {
  // French words find what English words find (every word family has its French members and stems), on
  // the seeded catalogue: the counts and orders are pinned so a family losing a member shows here.
  type Found = RouterOutputs["listings"]["search"];

  async function search(q: string, city?: string, locale: Locale = "en") {
    const { status, data } = await outcome(caller({ locale }).listings.search({ q, ...(city ? { city } : {}) }));
    expect(status).toBe(200);
    return data!;
  }
  const ids = (found: Found) => found.items.map((item) => item.id).sort((a, b) => a - b);

  describe("search in French", () => {
    it("finds with the French word what the English word finds, in either page language", async () => {
      const pairs = [
        ["Bookstores", "Librairies", 9],
        ["nightclubs", "Boîtes de nuit", 7],
        ["Bakeries", "Boulangeries", 13],
        ["parks", "parcs", 33],
      ] as const;
      for (const [english, french, count] of pairs) {
        const byEnglish = await search(english);
        expect(byEnglish.total, english).toBe(count);
        for (const locale of ["en", "fr"] as const) {
          const byFrench = await search(french, undefined, locale);
          expect(byFrench.total, `${french} (${locale})`).toBe(count);
          expect(ids(byFrench), french).toEqual(ids(byEnglish));
        }
      }
    });

    it('reads « boîte de nuit » as one word, not "boîte" and "nuit" both required, and drops French filler words', async () => {
      expect(ids(await search("boîte de nuit"))).toEqual(ids(await search("nightclub")));
      expect(ids(await search("les meilleures boulangeries à Montréal"))).toEqual(ids(await search("best bakeries in Montreal")));
    });
  });

  describe("searches that name a business category", () => {
    const titles = async (q: string, locale: Locale) => (await search(q, undefined, locale)).items.map((item) => item.title);

    it("rank the category's listings above loose word matches, in English and French", async () => {
      // "bookshop" in a float spa's description, "booked" in a bathhouse's: loose matches, after the bookstores.
      for (const [q, locale] of [
        ["librairie", "fr"],
        ["Bookstores", "en"],
      ] as const) {
        const found = await titles(q, locale);
        expect(found.slice(0, 2), q).toEqual(["Barrington Street Bookshop", "Whyte Ave Comics & Games"]);
        expect(found.indexOf("Kensington Float & Salt"), q).toBeGreaterThan(1);
        expect(found.indexOf("Steam & Cedar Bathhouse"), q).toBeGreaterThan(1);
      }
      // The ceramics studio (an art gallery) before the festivals whose text says "art".
      for (const [q, locale] of [
        ["Galeries d'art", "fr"],
        ["Art Galleries", "en"],
      ] as const) {
        const found = await titles(q, locale);
        expect(found[0], q).toBe("Le Comptoir Céramique");
        expect(found.indexOf("Sled Island Music & Arts Festival"), q).toBeGreaterThan(0);
      }
      // A word that names no category ranks as before: the title with the typed word first.
      expect((await titles("bakery", "en"))[0]).toBe("A Chinatown Bakery Crawl on Spadina");
    });

    it("list no stationery shop among the art galleries, and offer only the categories that have listings", async () => {
      const galleries = await outcome(caller().listings.list({ type: "shop", category: "art-galleries" }));
      expect(galleries.data!.items.map((item) => item.title)).toEqual(["Le Comptoir Céramique"]);
      const inUse = (await outcome(caller().listings.categories())).data!;
      expect(inUse).toContain("bookstores");
      expect(inUse).toContain("art-galleries");
      expect(inUse).not.toContain("yoga-studios");
      expect(inUse).not.toContain("fitness-centers");
    });
  });
});
