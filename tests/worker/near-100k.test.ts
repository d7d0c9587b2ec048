// Over HTTP: rows read come from the API's x-d1-rows-read header.
// "Near me" and ?near= at 100,000 listings: 5,000 around each of the spec's 20 cities, seeded once for
// the file. The list comes back nearest first (exact haversine order) and reads about a page's worth of
// rows, however many listings the table holds; the visitor's position is answered without being stored.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { cityCoordinates } from "@shared/places/city-coordinates";
import { geohash } from "@shared/places/geohash";
import { distanceKm } from "@shared/places/point";
import { PAGE_SIZE } from "@shared/listings/paging";
import { citySlug } from "@shared/places/slug";
import { fetchApp, trpcMutation, type RouterOutputs } from "./fetch-app";

const FIXTURE = 100_000;
const FIRST_ID = 2_000_000;
const ROWS_PER_STATEMENT = 200;
type Near = RouterOutputs["listings"]["near"];

/** A deterministic spread: point `i` lies within about 15 km of its city's centre. */
function fixturePoint(i: number) {
  const city = cityCoordinates[i % cityCoordinates.length]!;
  const a = ((i * 7919) % 10007) / 10007;
  const b = ((i * 104729) % 10009) / 10009;
  return { city, lat: city.lat + (a - 0.5) * 0.3, lon: city.lon + (b - 0.5) * 0.4 };
}

beforeAll(async () => {
  const statements: string[] = [];
  for (let start = 0; start < FIXTURE; start += ROWS_PER_STATEMENT) {
    const values = Array.from({ length: ROWS_PER_STATEMENT }, (_, k) => {
      const i = start + k;
      const { city, lat, lon } = fixturePoint(i);
      const at = "2026-01-01T00:00:00.000Z";
      return `(${FIRST_ID + i}, 'catalogue', 'published', 'gem', 'near-${i}', '${city.city.replaceAll("'", "''")}', '${citySlug(city.city)}', '${city.province}', 'Near Fixture ${i}', 'A place for the near list.', 'Downtown', ${lat}, ${lon}, '${geohash(lat, lon)}', '${at}', '${at}', '${at}')`;
    });
    statements.push(
      `INSERT INTO listings (id, source, status, type, slug, city, city_slug, province, title, description, location, lat, lon, geohash, created_at, updated_at, published_at) VALUES ${values.join(", ")}`,
    );
  }
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
}, 120_000);

async function near(input: Record<string, unknown>) {
  const res = await fetchApp(`/api/trpc/listings.near?input=${encodeURIComponent(JSON.stringify(input))}`);
  const body = await res.json<{ result?: { data: Near } }>();
  return { data: body.result!.data, rowsRead: Number(res.headers.get("x-d1-rows-read")), cache: res.headers.get("cache-control") };
}

const MONTREAL = { lat: 45.5017, lon: -73.5673 };

describe("near lists at 100,000 listings", () => {
  it("holds the fixture", async () => {
    const row = await env.DB.prepare("SELECT count(*) AS n FROM listings WHERE id >= ?").bind(FIRST_ID).first<{ n: number }>();
    expect(row?.n).toBe(FIXTURE);
  });

  it("answers a page nearest first, in exact distance order, reading a bounded number of rows", async () => {
    const { data, rowsRead } = await near(MONTREAL);
    expect(data.items).toHaveLength(PAGE_SIZE);
    expect(data.hasMore).toBe(true);
    const distances = data.items.map((item) => item.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Nothing closer was left out: every fixture listing (of Montréal or Laval) nearer than the
    // page's last is on the page.
    const farthest = distances.at(-1)!;
    const closer = Array.from({ length: FIXTURE }, (_, i) => i).filter((i) => {
      const p = fixturePoint(i);
      return distanceKm(MONTREAL, p) < farthest;
    });
    const shown = new Set(data.items.map((item) => item.id));
    for (const i of closer) expect(shown.has(FIRST_ID + i), `fixture ${i}`).toBe(true);
    console.log("NEAR-100K", JSON.stringify({ rowsRead, farthestKm: farthest }));
    // Measured: 170 rows for a page of 24 (each widening step seeks the index once per cell, then the
    // page's cards), against the 100,000 a walk of the status index reads.
    expect(rowsRead).toBeGreaterThan(PAGE_SIZE);
    expect(rowsRead).toBeLessThanOrEqual(8 * PAGE_SIZE);
  });

  it("pages on, and keeps to the radius", async () => {
    const first = await near(MONTREAL);
    const second = await near({ ...MONTREAL, page: 2 });
    expect(second.data.items[0]!.distanceKm).toBeGreaterThanOrEqual(first.data.items.at(-1)!.distanceKm);
    expect(new Set([...first.data.items, ...second.data.items].map((item) => item.id)).size).toBe(2 * PAGE_SIZE);
    const tight = await near({ ...MONTREAL, radius: 0.3 });
    for (const item of tight.data.items) expect(item.distanceKm).toBeLessThanOrEqual(0.3);
    // Far from every city: nothing near, and still no walk of the index: 139 rows measured, about one
    // per cell over the eight boxes from 0.5 km to 50 km.
    const empty = await near({ lat: 60, lon: -100, radius: 50 });
    expect(empty.data.items).toEqual([]);
    expect(empty.rowsRead).toBeLessThanOrEqual(200);
  });

  it("answers near me from a POST, never cached", async () => {
    const res = await trpcMutation<Near>("listings.nearMe", { ...MONTREAL, type: "gem" });
    expect(res.status).toBe(200);
    expect(res.body.result!.data.items).toHaveLength(PAGE_SIZE);
    expect(res.headers.get("cache-control")).toContain("no-store");
  });

  it("rounds a position sent unrounded to about 100 m before using it", async () => {
    const exact = await trpcMutation<Near>("listings.nearMe", { lat: 45.501749, lon: -73.567251, type: "gem" });
    const rounded = await trpcMutation<Near>("listings.nearMe", { lat: 45.502, lon: -73.567, type: "gem" });
    expect(exact.body.result!.data.items.length).toBeGreaterThan(0);
    expect(exact.body.result!.data.items).toEqual(rounded.body.result!.data.items);
  });

  it("orders a broad search's matches by distance by walking the cells, checking each candidate in the index", async () => {
    // Every fixture listing is a match: more than the search counts, so the read walks the cells.
    const search = await near({ ...MONTREAL, q: "fixture", city: "Montreal" });
    const plain = await near({ ...MONTREAL, type: "gem" });
    expect(search.data.items).toHaveLength(PAGE_SIZE);
    expect(search.data.items.every((item) => item.title.startsWith("Near Fixture "))).toBe(true);
    const km = search.data.items.map((item) => item.distanceKm);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    // The nearest fixture listings of Montreal, as the plain near list finds them (it has the catalogue's
    // gems too, and Laval's fixture listings nearby).
    const plainFixtures = plain.data.items
      .filter((item) => item.title.startsWith("Near Fixture ") && item.city === "Montreal")
      .map((item) => item.id);
    expect(plainFixtures.length).toBeGreaterThan(5);
    expect(search.data.items.every((item) => item.city === "Montreal")).toBe(true);
    expect(search.data.items.map((item) => item.id).slice(0, plainFixtures.length)).toEqual(plainFixtures);
    // Once the search is ranked (the search page's own cost, kept for the next visitor), a near page of it
    // reads the cells' listings and asks the search index which match: 1,363 rows measured.
    const again = await near({ ...MONTREAL, q: "fixture", city: "Montreal" });
    expect(again.data.items).toEqual(search.data.items);
    expect(again.rowsRead).toBeLessThanOrEqual(2_000);
    // The search's city: Montreal's fixture listings are not Toronto's.
    expect((await near({ ...MONTREAL, q: "fixture", city: "Toronto" })).data.items).toEqual([]);
  });
});
