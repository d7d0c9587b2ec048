// The map picker's look-up over HTTP (places.lookup): a city's neighbourhoods by their English or French
// name, accents optional, and its published listings with a point by title or street address, from our
// own data only; at most 8, a few rows read, a clear 400 for an unknown city or a one-letter query; and a
// point from the picker goes through the checks an edited point does.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { geohash } from "@shared/places/geohash";
import { fetchApp, trpcMutation, type RouterOutputs } from "./fetch-app";
import { ownerCookie } from "./owner-helpers";

type Matches = RouterOutputs["places"]["lookup"];

async function lookup(input: Record<string, unknown>, locale = "en") {
  const res = await fetchApp(`/api/trpc/places.lookup?input=${encodeURIComponent(JSON.stringify(input))}`, { headers: { "X-Locale": locale } });
  const body = await res.json<{ result?: { data: Matches }; error?: { message: string } }>();
  return { status: res.status, matches: body.result?.data ?? [], error: body.error, rowsRead: Number(res.headers.get("x-d1-rows-read")) };
}

const named = (matches: Matches) => matches.map((match) => `${match.kind}: ${match.name}`);

describe("places.lookup: the map picker's search over our own data", () => {
  it("finds a neighbourhood by its English or French name, accents and hyphens optional, at its centre", async () => {
    const plateau = await lookup({ city: "Montreal", q: "Plateau" });
    expect(plateau.status).toBe(200);
    expect(plateau.matches[0]).toEqual({
      kind: "area",
      name: "Plateau-Mont-Royal",
      language: "en",
      where: null,
      lat: 45.522,
      lon: -73.578,
    });
    expect(named((await lookup({ city: "Montreal", q: "plateau mont royal" })).matches)[0]).toBe("area: Plateau-Mont-Royal");
    // The French name, typed without its accent, named in the page's language.
    const oldPort = await lookup({ city: "Montreal", q: "vieux montreal" });
    expect(named(oldPort.matches)[0]).toBe("area: Old Montreal");
    const french = await lookup({ city: "Montreal", q: "Vieux-Montréal" }, "fr");
    expect(named(french.matches)[0]).toBe("area: Vieux-Montréal");
    expect(french.matches[0]!.language).toBe("fr");
    const mileEnd = (await lookup({ city: "Montreal", q: "mile end" })).matches[0]!;
    expect(mileEnd).toMatchObject({ kind: "area", name: "Mile End" });
    expect([mileEnd.lat, mileEnd.lon]).toEqual([45.5235, -73.6]);
  });

  it("finds a published listing by its title and by its street address, with where it is and its point", async () => {
    const atelier = await lookup({ city: "Montreal", q: "atelier saint-laurent" });
    expect(atelier.matches).toEqual([
      {
        kind: "listing",
        name: "Atelier Saint-Laurent",
        language: "en",
        where: "5289 Boul. Saint-Laurent, Montréal, QC H2T 1S4",
        lat: 45.5236,
        lon: -73.5955,
      },
    ]);
    // Its street address: the search index holds it since migration 0054.
    const comptoir = await lookup({ city: "Montreal", q: "6520 rue saint-hubert" });
    expect(named(comptoir.matches)).toEqual(["listing: Le Comptoir Céramique"]);
    // Without an address, where it is is its neighbourhood, in the page's language.
    const beach = await lookup({ city: "Montreal", q: "clock tower" }, "fr");
    expect(beach.matches).toEqual([expect.objectContaining({ kind: "listing", where: "Vieux-Montréal" })]);
  });

  it("answers only from the given city", async () => {
    expect((await lookup({ city: "Toronto", q: "atelier saint-laurent" })).matches).toEqual([]);
    expect((await lookup({ city: "Toronto", q: "saint-hubert" })).matches).toEqual([]);
    const chinatown = await lookup({ city: "Toronto", q: "chinatown" });
    expect(chinatown.matches[0]).toMatchObject({ kind: "area", name: "Chinatown" });
    expect(chinatown.matches[0]!.lat).toBeCloseTo(43.65, 1);
  });

  it("answers at most 8 matches, neighbourhoods first, reading a few rows", async () => {
    // Every Montreal listing's place holds the city's name.
    const everything = await lookup({ city: "Montreal", q: "montreal" });
    expect(everything.matches).toHaveLength(8);
    expect(named(everything.matches)[0]).toBe("area: Old Montreal");
    expect(everything.matches.slice(1).every((match) => match.kind === "listing")).toBe(true);
    // The index's first matches and their rows (13 measured): the walk stops at the eighth match.
    expect(everything.rowsRead).toBeGreaterThan(7);
    expect(everything.rowsRead).toBeLessThanOrEqual(24);
  });

  it("leaves out unpublished listings and listings without a point", async () => {
    const comptoir = env.DB.prepare("UPDATE listings SET status = ? WHERE id = 22");
    await comptoir.bind("unpublished").run();
    try {
      expect((await lookup({ city: "Montreal", q: "comptoir" })).matches).toEqual([]);
    } finally {
      await comptoir.bind("published").run();
    }
    expect(named((await lookup({ city: "Montreal", q: "comptoir" })).matches)).toEqual(["listing: Le Comptoir Céramique"]);
    const point = await env.DB.prepare("SELECT lat, lon FROM listings WHERE id = 22").first<{ lat: number; lon: number }>();
    await env.DB.prepare("UPDATE listings SET lat = NULL, lon = NULL WHERE id = 22").run();
    try {
      expect((await lookup({ city: "Montreal", q: "comptoir" })).matches).toEqual([]);
    } finally {
      await env.DB.prepare("UPDATE listings SET lat = ?, lon = ? WHERE id = 22").bind(point!.lat, point!.lon).run();
    }
  });

  it("refuses an unknown city and a query of one character with a clear 400 in the visitor's language", async () => {
    const atlantis = await lookup({ city: "Atlantis", q: "plateau" });
    expect(atlantis.status).toBe(400);
    expect(atlantis.error!.message).toContain("Please choose a city from the list.");
    const short = await lookup({ city: "Montreal", q: " p " });
    expect(short.status).toBe(400);
    expect(short.error!.message).toContain("Please type 2 to 80 characters to find a place.");
    const french = await lookup({ city: "Montreal", q: "x".repeat(81) }, "fr");
    expect(french.status).toBe(400);
    expect(french.error!.message).toContain("Veuillez taper de 2 à 80 caractères pour trouver un lieu.");
  });
});

describe("a point placed with the picker", () => {
  it("goes through the checks a typed point does: the look-up's Mile End moves an owner's pin there, a point panned out of the city is refused", async () => {
    const [mileEnd] = (await lookup({ city: "Montreal", q: "mile end" })).matches;
    // As "Use this point" fills the fields (5 decimals) and the owner's form sends them (numbers).
    const picked = { lat: Number(mileEnd!.lat.toFixed(5)), lon: Number(mileEnd!.lon.toFixed(5)) };
    // The Outdoor Staircases of the Plateau (a gem in Montreal), its select still saying the Plateau.
    const { cookie } = await ownerCookie(14);
    const moved = await trpcMutation("owners.update", { listingId: 14, area: "plateau-mont-royal", ...picked }, { cookie });
    expect(moved.status).toBe(200);
    const row = () => env.DB.prepare("SELECT area, lat, lon FROM listings WHERE id = 14").first();
    // Its neighbourhood by the point's outline, whatever the select said.
    expect(await row()).toEqual({ area: "mile-end", lat: 45.5235, lon: -73.6 });
    // The map pans past the city's box: the server refuses that point on the latitude, as a typed one.
    const outside = await trpcMutation("owners.update", { listingId: 14, area: null, lat: 45.39999, lon: -73.6 }, { cookie, "X-Locale": "fr" });
    expect(outside.status).toBe(400);
    expect(outside.body.error?.message).toBe("Ce point est hors de Montréal.");
    expect(await row()).toEqual({ area: "mile-end", lat: 45.5235, lon: -73.6 });
  });
});

describe("places.lookup among 5,000 more Montreal listings", () => {
  const FIXTURE = 5_000;
  const FIRST_ID = 3_000_000;
  beforeAll(async () => {
    const at = "2026-01-01T00:00:00.000Z";
    const rows = Array.from({ length: FIXTURE }, (_, i) => {
      const lat = 45.45 + (i % 100) / 1000;
      const lon = -73.65 + Math.floor(i / 100) / 500;
      return `(${FIRST_ID + i}, 'catalogue', 'published', 'shop', 'fixture-${i}', 'Montreal', 'montreal', 'Quebec', 'Fixture Shop ${i}', 'A shop.', 'Downtown', ${lat}, ${lon}, '${geohash(lat, lon)}', '${at}', '${at}', '${at}')`;
    });
    const statements = [];
    for (let start = 0; start < FIXTURE; start += 200) {
      statements.push(
        `INSERT INTO listings (id, source, status, type, slug, city, city_slug, province, title, description, location, lat, lon, geohash, created_at, updated_at, published_at) VALUES ${rows.slice(start, start + 200).join(", ")}`,
      );
    }
    await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
  }, 60_000);

  it("reads about as many rows as it answers, never the city's listings one by one", async () => {
    // A word few of them have: the index finds them (by the city's listings, 5,000 rows were read).
    const plateau = await lookup({ city: "Montreal", q: "plateau" });
    expect(named(plateau.matches)).toEqual(["area: Plateau-Mont-Royal", "listing: The Outdoor Staircases of the Plateau", "listing: MURAL Festival"]);
    expect(plateau.rowsRead).toBeLessThanOrEqual(24);
    // A word thousands of them have: the walk stops at the eighth.
    const fixture = await lookup({ city: "Montreal", q: "fixture shop" });
    expect(fixture.matches).toHaveLength(8);
    expect(fixture.rowsRead).toBeLessThanOrEqual(24);
    // Another city: the index holds the city's name, so none of them is read.
    const halifax = await lookup({ city: "Halifax", q: "fixture shop" });
    expect(halifax.matches).toEqual([]);
    expect(halifax.rowsRead).toBeLessThanOrEqual(8);
  });
});
