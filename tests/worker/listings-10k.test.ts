// 10,000 published community listings on top of the catalogue: every public read still answers one
// page, reading about as many rows as one page needs (D1's rows_read, reported as X-D1-Rows-Read).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { allCities } from "@shared/places/provinces";
import { provinceOf } from "@shared/places/city-provinces";
import { PAGE_SIZE, SEARCH_COUNT_CAP } from "@shared/rules/pages";
import { citySlug } from "@shared/rules/slug";
import { communityFixtureSql } from "./community-fixture";
import { fetchApp } from "./fetch-app";

const FIXTURE = 10_000;
const cities = allCities.map((name) => ({ name, slug: citySlug(name), province: provinceOf(name)! }));

beforeAll(async () => {
  await env.DB.batch(communityFixtureSql(FIXTURE, cities).map((sql) => env.DB.prepare(sql)));
});

/** A tRPC query's answer, the rows D1 read for it and how a search was ranked (X-Search-Cache). */
async function read<T>(path: string, input?: unknown, headers: HeadersInit = {}) {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await fetchApp(`/api/trpc/${path}${query}`, { headers });
  expect(res.status, path).toBe(200);
  const body = await res.json<{ result: { data: T } }>();
  return { data: body.result.data, rowsRead: Number(res.headers.get("x-d1-rows-read")), ranked: res.headers.get("x-search-cache") };
}

type Card = { id: number; type: string; city: string; path: string };
type Page = { items: Card[]; total: number; nextAfter: number | null };

describe("with 10,000 community listings", () => {
  it("holds them all, counted per type and city by the triggers", async () => {
    const row = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM listings) AS listings, (SELECT sum(n) FROM listing_counts) AS counted, (SELECT count(*) FROM listings_fts) AS indexed",
    ).first();
    expect(row).toEqual({ listings: FIXTURE + 110, counted: FIXTURE + 110, indexed: FIXTURE + 110 });
  });

  it("a list page reads one page of rows", async () => {
    const { data, rowsRead } = await read<Page>("listings.list", { type: "shop" });
    expect(data.items).toHaveLength(PAGE_SIZE);
    expect(data.total).toBe(
      FIXTURE / 4 +
        (await env.DB.prepare("SELECT count(*) AS n FROM listings WHERE type = 'shop' AND source = 'catalogue'").first<{ n: number }>())!.n,
    );
    expect(rowsRead).toBeLessThanOrEqual(3 * PAGE_SIZE + 70);
    const later = await read<Page>("listings.list", { type: "shop", after: data.nextAfter });
    expect(later.data.items).toHaveLength(PAGE_SIZE);
    expect(later.rowsRead).toBeLessThanOrEqual(3 * PAGE_SIZE + 70);
  });

  it("a city page reads one page and four counters", async () => {
    const { data, rowsRead } = await read<{ counts: Record<string, number>; listings: Page }>("listings.city", { city: "Toronto" });
    expect(data.listings.items).toHaveLength(PAGE_SIZE);
    expect(Object.values(data.counts).reduce((a, b) => a + b, 0)).toBe(data.listings.total);
    // The stories, gems and shops at least (events count while not ended: the fixture dates them around January 2026).
    expect(data.listings.total).toBeGreaterThan((FIXTURE * 3) / 4 / cities.length);
    expect(rowsRead).toBeLessThanOrEqual(3 * PAGE_SIZE + 10);
  });

  it("a list of every type reads one page", async () => {
    const all = await read<Page>("listings.list", {});
    expect(all.data.items.map((l) => l.id)).toEqual(Array.from({ length: PAGE_SIZE }, (_, i) => i + 1));
    expect(all.rowsRead).toBeLessThanOrEqual(3 * PAGE_SIZE + 300);
  });

  it("home and a detail page read a handful of rows", async () => {
    const home = await read<{ featured: Card[]; trending: Card[] }>("listings.home");
    expect(home.data.featured).toHaveLength(3);
    expect(home.data.trending.map((l) => l.id)).toEqual([1, 2, 3]);
    expect(home.rowsRead).toBeLessThanOrEqual(60);
    const card = (await read<Page>("listings.list", { type: "gem", city: "Regina" })).data.items.at(-1)!;
    const [, , city, slug] = card.path.split("/");
    const detail = await read<{ id: number }>("listings.get", { type: "gem", city, slug });
    expect(detail.data.id).toBe(card.id);
    expect(detail.rowsRead).toBeLessThanOrEqual(3);
  });

  it("search ranks a page of matches among thousands", async () => {
    type Found = { items: Card[]; total: number; totalCapped: boolean; nextPage: number | null };
    const { data, rowsRead, ranked } = await read<Found>("listings.search", { q: "espresso" });
    // 1,250 fixture listings mention espresso: the count stops at the cap and says there are more.
    expect(data).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true, nextPage: 2 });
    expect(data.items).toHaveLength(PAGE_SIZE);
    // bm25 ranks every match, so the first search reads in proportion to the matches (not to all listings)…
    expect(ranked).toBe("MISS");
    expect(rowsRead).toBeGreaterThan(SEARCH_COUNT_CAP);
    expect(rowsRead).toBeLessThan(FIXTURE);
    // …and keeps the ranking: the same search again, and its next page, read one page of rows by id
    // (D1 counts two rows per id of the IN list: the list's own and the listing's), plus the content
    // version's row if a second has passed.
    const again = await read<Found>("listings.search", { q: "Espresso!" });
    expect(again).toMatchObject({ data, ranked: "HIT" });
    expect(again.rowsRead).toBeLessThanOrEqual(2 * PAGE_SIZE + 1);
    const second = await read<Found>("listings.search", { q: "espresso", page: 2 });
    expect(second.ranked).toBe("HIT");
    expect(second.rowsRead).toBeLessThanOrEqual(2 * PAGE_SIZE + 1);
    expect(second.data.items.map((l) => l.id)).not.toContain(data.items[0]!.id);
    // Ranked afresh on request (outside production), the answer is the same.
    const afresh = await read<Found>("listings.search", { q: "espresso", page: 2 }, { "x-search-cache": "bypass" });
    expect(afresh).toMatchObject({ data: second.data, ranked: "BYPASS" });
    const past = await read<Found>("listings.search", { q: "espresso", page: Math.ceil(SEARCH_COUNT_CAP / PAGE_SIZE) + 1 });
    expect(past.data.items).toHaveLength(PAGE_SIZE);
    expect(past.data.nextPage).toBe(Math.ceil(SEARCH_COUNT_CAP / PAGE_SIZE) + 2);
    const inCity = await read<Found>("listings.search", { q: "espresso", city: "Regina" });
    // Within one city the matches are counted exactly.
    expect(inCity.data).toMatchObject({ totalCapped: false, total: inCity.data.items.length, nextPage: null });
    expect(inCity.data.total).toBeGreaterThan(10);
  });

  it("the edge renders the list and search pages, and the sitemap splits into files of one page", async () => {
    for (const path of ["/shop", "/shop?page=40", "/city/Toronto", "/search?q=garden", "/"]) {
      const res = await fetchApp(path);
      expect(res.status, path).toBe(200);
    }
    expect(await (await fetchApp("/search?q=espresso")).text()).toContain("1,000+ results");
    const index = await (await fetchApp("/sitemap.xml")).text();
    expect(index.match(/<sitemap>/g)).toHaveLength(1 + 3);
    const third = await (await fetchApp("/sitemap-listings.xml?page=3")).text();
    // Each detail page in English and in French.
    expect(third.match(/<url>/g)).toHaveLength(2 * (FIXTURE + 110 - 2 * 5000));
  }, 30_000);
});
