// Neighbourhoods over HTTP: the ?area= filter of lists and city tabs (both languages, its own page in
// the edge cache), and the place a submission gives — a neighbourhood of its city and a point inside the
// city's box, refused otherwise with a message in the visitor's language; publishing places the listing.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { nowMs, setClock } from "@shared/time/clock";
import { geohash } from "@shared/places/geohash";
import { makeSubmissionInput } from "../unit/factories";
import { adminCookie } from "./account-helpers";
import { fetchApp, trpcMutation, type RouterOutputs } from "./fetch-app";

type Page = RouterOutputs["listings"]["list"];
type City = NonNullable<RouterOutputs["listings"]["city"]>;
const how = (res: Response) => res.headers.get("x-page-cache");

async function query<T>(path: string, input: Record<string, unknown>, locale = "en") {
  const res = await fetchApp(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers: { "X-Locale": locale } });
  const body = await res.json<{ result?: { data: T }; error?: { message: string } }>();
  return { status: res.status, data: body.result?.data, error: body.error, rowsRead: Number(res.headers.get("x-d1-rows-read")) };
}

describe("?area=: a city's neighbourhood", () => {
  beforeEach(() => setClock(nowMs()));

  it("filters a list to one neighbourhood of its city, counted, and names the city's neighbourhoods", async () => {
    const mileEnd = await query<Page>("listings.list", { city: "Montreal", area: "mile-end" });
    expect(mileEnd.status).toBe(200);
    // St-Viateur vs. Fairmount and Atelier Saint-Laurent, in id order.
    expect(mileEnd.data!.items.map((l) => l.id)).toEqual([12, 16]);
    expect(mileEnd.data!.total).toBe(2);
    expect(mileEnd.rowsRead).toBeLessThanOrEqual(20);
    const shops = await query<Page>("listings.list", { type: "shop", city: "Montreal", area: "rosemont-la-petite-patrie" });
    expect(shops.data!.items.map((l) => l.title)).toEqual(["Le Comptoir Céramique"]);
    expect(mileEnd.data!.areas).toContainEqual({ slug: "old-montreal", name: "Old Montreal" });
    expect(mileEnd.data!.areas).toHaveLength(10);
    const fr = await query<Page>("listings.list", { city: "Montreal", area: "old-montreal" }, "fr");
    expect(fr.data!.items.map((l) => l.id)).toEqual([21]);
    expect(fr.data!.areas).toContainEqual({ slug: "old-montreal", name: "Vieux-Montréal" });
    // Unknown neighbourhood: nothing; no city: no neighbourhoods to offer.
    expect((await query<Page>("listings.list", { city: "Montreal", area: "atlantis" })).data!.items).toEqual([]);
    expect((await query<Page>("listings.list", { type: "story" })).data!.areas).toEqual([]);
  });

  it("refuses a neighbourhood without a city, or one that is not a slug, with a clear 400", async () => {
    const alone = await query<Page>("listings.list", { area: "mile-end" });
    expect(alone.status).toBe(400);
    expect(alone.error!.message).toContain("Please choose one of the city's neighbourhoods.");
    const junk = await query<Page>("listings.list", { city: "Montreal", area: "<b>" }, "fr");
    expect(junk.status).toBe(400);
    expect(junk.error!.message).toContain("Veuillez choisir un des quartiers de la ville.");
  });

  it("filters a city tab (events too) and keeps the city's full counts", async () => {
    const all = await query<City>("listings.city", { city: "Montreal", area: "quartier-des-spectacles" });
    expect(all.data!.listings.items.map((l) => l.id).sort((a, b) => a - b)).toEqual([13, 15]);
    expect(all.data!.counts.story).toBeGreaterThan(0);
    const events = await query<City>("listings.city", { city: "Montreal", type: "event", area: "plateau-mont-royal" });
    expect(events.data!.listings.items.map((l) => l.title)).toEqual(["MURAL Festival"]);
    expect(events.data!.listings.total).toBe(1);
  });

  it("renders the select in both languages and keys the edge cache by the neighbourhood", async () => {
    const en = await fetchApp("/gems?city=Montreal&area=plateau-mont-royal");
    expect(how(en)).toBe("MISS");
    const html = await en.text();
    expect(html).toContain("The Outdoor Staircases of the Plateau");
    expect(html).not.toContain("Lachine Canal at Dawn");
    expect(html).toMatch(/<label[^>]*>Neighbourhood<select/);
    expect(html).toMatch(/<option value="plateau-mont-royal" selected="">Plateau-Mont-Royal<\/option>/);
    await vi.waitFor(async () => expect(how(await fetchApp("/gems?city=Montreal&area=plateau-mont-royal"))).toBe("HIT"));
    // Another neighbourhood is a page of its own; junk shares the unfiltered page's key.
    expect(how(await fetchApp("/gems?city=Montreal&area=mile-end"))).toBe("MISS");
    const fr = await (await fetchApp("/fr/city/Montreal?area=vieux-quebec")).text();
    expect(fr).toMatch(/<label[^>]*>Quartier<select/);
    expect(fr).toContain("Tous les quartiers");
    expect(fr).toContain(">Vieux-Montréal</option>");
  });
});

describe("where a submission stands", () => {
  const submit = (overrides: Record<string, unknown>, locale = "en") =>
    trpcMutation<{ received: true }>("submissions.create", makeSubmissionInput({ city: "Montreal", location: "Mile End", ...overrides }), {
      "X-Locale": locale,
    });

  it("refuses a point outside the listing's city, in English and in French", async () => {
    const toronto = { lat: 43.6532, lon: -79.3832 };
    const en = await submit(toronto);
    expect(en.status).toBe(400);
    expect(en.body.error?.message).toBe("This point is outside Montreal.");
    expect(en.body.error?.data.fieldErrors).toEqual({ lat: ["This point is outside Montreal."] });
    const fr = await submit(toronto, "fr");
    expect(fr.status).toBe(400);
    expect(fr.body.error?.message).toBe("Ce point est hors de Montréal.");
  });

  it("refuses half a point and another city's neighbourhood", async () => {
    const half = await submit({ lat: 45.52 });
    expect(half.status).toBe(400);
    expect(JSON.stringify(half.body)).toContain("Please give both a latitude and a longitude, in degrees.");
    const other = await submit({ area: "kensington-market" });
    expect(other.status).toBe(400);
    expect(other.body.error?.message).toBe("Please choose one of the city's neighbourhoods.");
  });

  it("publishes at the point given (its neighbourhood by the point), or at the chosen neighbourhood's centre", async () => {
    const title = `Placed ${Date.now()}`;
    expect((await submit({ title, area: "verdun", lat: 45.5226, lon: -73.6013 })).status).toBe(200);
    expect((await submit({ title: `${title} centre`, area: "verdun" })).status).toBe(200);
    const { results } = await env.DB.prepare("SELECT id, area, lat, lon FROM submissions WHERE title LIKE ? ORDER BY id")
      .bind(`${title}%`)
      .all<{ id: number; area: string; lat: number | null; lon: number | null }>();
    expect(results.map((r) => [r.area, r.lat, r.lon])).toEqual([
      ["verdun", 45.5226, -73.6013],
      ["verdun", null, null],
    ]);
    const { cookie } = await adminCookie();
    for (const { id } of results) expect((await trpcMutation("admin.submissions.review", { id, status: "approved" }, { cookie })).status).toBe(200);
    const placed = await env.DB.prepare("SELECT area, lat, lon, geohash FROM listings WHERE title LIKE ? ORDER BY id")
      .bind(`${title}%`)
      .all<{ area: string; lat: number; lon: number; geohash: string }>();
    // The point is in Mile End, whatever the submitter chose; without a point, Verdun's centre.
    expect(placed.results).toEqual([
      { area: "mile-end", lat: 45.5226, lon: -73.6013, geohash: geohash(45.5226, -73.6013) },
      { area: "verdun", lat: 45.4585, lon: -73.569, geohash: expect.stringMatching(/^f25d/) as string },
    ]);
  });
});

describe("near this place (?near=)", () => {
  it("a listing's page links to its type's list around its own point", async () => {
    const detail = await query<NonNullable<RouterOutputs["listings"]["get"]>>("listings.get", {
      type: "shop",
      city: "montreal",
      slug: "atelier-saint-laurent",
    });
    expect(detail.data!.nearPath).toBe("/shop?near=45.5236,-73.5955");
  });

  it("lists around the point, nearest first, with distances, rendered at the edge and cached as a page", async () => {
    const near = await query<RouterOutputs["listings"]["near"]>("listings.near", { lat: 45.5236, lon: -73.5955, type: "gem" });
    // The catalogue's gems (the submission published above stands in Mile End too, nearer still), measured
    // from the point as the server rounds it (45.524, -73.596: about 100 m, as every position).
    const catalogue = near.data!.items.filter((item) => item.id <= 110);
    expect(catalogue.map((item) => [item.title, item.distanceKm])).toEqual([
      ["The Outdoor Staircases of the Plateau", 1.412],
      ["Clock Tower Beach", 4.122],
    ]);
    const first = await fetchApp("/fr/gems?near=45.5236,-73.5955");
    expect(how(first)).toBe("MISS");
    const html = await first.text();
    expect(html).toContain("Près de cet endroit");
    expect(html).toContain("1,4\u00a0km · 17\u00a0min à pied");
    expect(html).toContain("Retour à la liste");
    await vi.waitFor(async () => expect(how(await fetchApp("/fr/gems?near=45.5236,-73.5955"))).toBe("HIT"));
  });
});

describe('a search near a point (the search page\'s "Near me" and "Search this area")', () => {
  type Near = RouterOutputs["listings"]["near"];
  const MILE_END = { lat: 45.5236, lon: -73.5955 };

  it("orders the search's matches by distance, only those within the radius", async () => {
    // The search's own order puts Verdun's main street first; from Mile End the bagel bakeries are nearer.
    const search = await query<RouterOutputs["listings"]["search"]>("listings.search", { q: "bakeries", city: "Montreal" });
    // The catalogue's matches (submissions published above may match too).
    const catalogue = <T extends { id: number }>(items: T[]) => items.filter((item) => item.id <= 110);
    expect(catalogue(search.data!.items).map((item) => item.id)).toEqual([19, 12]);
    const near = await query<Near>("listings.near", { ...MILE_END, q: "bakeries", city: "Montreal", radius: 20 });
    expect(catalogue(near.data!.items).map((item) => [item.id, item.distanceKm])).toEqual([
      [12, 0.441],
      [19, 7.581],
    ]);
    const walk = await query<Near>("listings.near", { ...MILE_END, q: "bakeries" });
    expect(catalogue(walk.data!.items).map((item) => item.id)).toEqual([12]);
    expect(walk.data!.items.every((item) => item.distanceKm <= 5)).toBe(true);
  });

  it('is a search page rendered at the edge (?near=, "Search this area"), nearest first, with the way back', async () => {
    const res = await fetchApp("/search?q=bakeries&city=Montreal&near=45.5236,-73.5955&radius=20");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Near this place");
    expect(html.indexOf("The Great Bagel Debate")).toBeLessThan(html.indexOf("Wellington Street Comes of Age"));
    expect(html).toContain("0.4 km · 6 min walk");
    expect(html).toContain("Back to every result");
  });

  it("keeps the search's city: bagels searched in Toronto are not Montreal's", async () => {
    const near = await query<Near>("listings.near", { ...MILE_END, q: "bagel", city: "Toronto" });
    expect(near.data!.items).toEqual([]);
  });

  it("finds nothing for words that match nothing, and refuses words past the search's limit", async () => {
    expect((await query<Near>("listings.near", { ...MILE_END, q: "zzyzxq" })).data!.items).toEqual([]);
    const long = await query<Near>("listings.near", { ...MILE_END, q: "x".repeat(201) });
    expect(long.status).toBe(400);
  });
});
