// Over HTTP: the lh_city cookie and the edge's pages are the subject.
// My city: the header's choice, kept in the `lh_city` cookie, is what the edge renders home
// and the lists for; the page cache keeps one variant per known city (never one per visitor), and a
// hostile or unknown cookie value counts as no choice at all.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { nowMs, setClock } from "@shared/time/clock";
import { citiesByDistance } from "@shared/places/nearby-cities";
import { MY_CITY_COOKIE } from "@shared/places/my-city-cookie";
import { caller, outcome } from "./caller";
import { fetchApp, inlinedQueries } from "./fetch-app";

interface Card {
  id: number;
  city: string;
}
type Home = { featured: Card[]; trending: Card[] };
type Page = { items: Card[] };

const cookie = (city: string) => ({ cookie: `${MY_CITY_COOKIE}=${encodeURIComponent(city)}` });
const how = (res: Response) => res.headers.get("x-page-cache");
const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetchApp(path, { headers });
  return { res, text: await res.text() };
};
/** The cities of the cards the edge inlined for `listings.home` (or a list), in order. */
function inlinedCities(text: string, procedure: "home" | "list"): string[][] {
  const query = inlinedQueries<Home & Page>(text)!.find((entry) => (entry.queryKey as [string[]])[0][1] === procedure)!;
  const data = query.state.data;
  return procedure === "home" ? [data.featured.map((c) => c.city), data.trending.map((c) => c.city)] : [data.items.map((c) => c.city)];
}

describe("my city: the home selections", () => {
  it("picks my city's listings first and fills in from the nearest cities by great-circle distance", async () => {
    const { featured, trending } = await caller().listings.home({ city: "Montreal" });
    expect(trending).toHaveLength(3);
    expect(trending.map((c) => c.city)).toEqual(["Montreal", "Montreal", "Montreal"]);
    expect(featured).toHaveLength(3);
    expect(featured[0]!.city).toBe("Montreal");
    // Montreal has one featured listing: the others come from the nearest cities that have any, in order.
    const rank = citiesByDistance("Montreal");
    const ranks = featured.map((c) => rank.indexOf(c.city));
    expect(ranks.every((r) => r >= 0)).toBe(true);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(featured.map((c) => c.city)).not.toEqual(["Toronto", "Toronto", "Toronto"]);
  });

  it("a city with no listings of its own is filled from its neighbours (Laval: Montreal's)", async () => {
    const { trending } = await caller().listings.home({ city: "Laval" });
    expect(trending.map((c) => c.city)).toEqual(["Montreal", "Montreal", "Montreal"]);
  });

  it("without a city it keeps the spec's picks; an unknown city is refused", async () => {
    const spec = await caller().listings.home();
    expect(spec.trending.map((c) => c.id)).toEqual([1, 2, 3]);
    const refused = await outcome(caller().listings.home({ city: "Atlantis" }));
    expect(refused.status).toBe(400);
  });
});

describe("my city at the edge", () => {
  beforeEach(() => setClock(nowMs()));

  it("home renders my city's cards and 'Near Montreal', and hands the city to the browser", async () => {
    const { text } = await page("/", cookie("Montreal"));
    expect(text).toContain('data-city="Montreal"');
    expect(text).toContain("Near Montreal");
    // My city's home is its city page: "Near Montreal" leads there.
    expect(text).toMatch(/<a [^>]*href="\/city\/Montreal"[^>]*>Near Montreal<\/a>/);
    const [featured, trending] = inlinedCities(text, "home");
    expect(trending).toEqual(["Montreal", "Montreal", "Montreal"]);
    expect(featured![0]).toBe("Montreal");
  });

  it("French pages keep the accents: « Près de Montréal », « Montréal seulement »", async () => {
    const home = await page("/fr", cookie("Montreal"));
    expect(home.text).toContain("Près de Montréal");
    expect(home.text).not.toContain("Près de Montreal");
    const shop = await page("/fr/shop", cookie("Montreal"));
    expect(shop.text).toMatch(/aria-pressed="true"[^>]*>Montréal seulement</);
  });

  it("a list opens filtered to my city, and ?city=all (the 'All cities' button) shows every city", async () => {
    const mine = await page("/shop", cookie("Montreal"));
    expect(new Set(inlinedCities(mine.text, "list")[0])).toEqual(new Set(["Montreal"]));
    expect(mine.text).toMatch(/aria-pressed="true"[^>]*>Only Montreal</);
    const all = await page("/shop?city=all", cookie("Montreal"));
    expect(new Set(inlinedCities(all.text, "list")[0]).size).toBeGreaterThan(1);
    expect(all.text).toMatch(/aria-pressed="true"[^>]*>All cities</);
    // An explicit ?city= still wins over my city.
    const other = await page("/shop?city=Halifax", cookie("Montreal"));
    expect(new Set(inlinedCities(other.text, "list")[0])).toEqual(new Set(["Halifax"]));
  });

  it("a hostile or unknown cookie is ignored: the page is the no-choice one", async () => {
    const plain = await page("/shop");
    for (const value of ["Atlantis", "<script>alert(1)</script>", "%E0%A4%A", 'Montreal"><img', "x".repeat(500)]) {
      const { res, text } = await page("/shop", { cookie: `${MY_CITY_COOKIE}=${value}` });
      expect(res.status).toBe(200);
      expect(text).not.toContain("data-city=");
      expect(inlinedCities(text, "list")).toEqual(inlinedCities(plain.text, "list"));
    }
  });
});

describe("my city and the page cache", () => {
  beforeEach(() => setClock(nowMs()));

  /** Views a page until it is served from the cache. */
  async function cached(path: string, headers: Record<string, string> = {}) {
    await fetchApp(path, { headers });
    let res = await fetchApp(path, { headers });
    await vi.waitFor(async () => {
      res = await fetchApp(path, { headers });
      expect(how(res)).toBe("HIT");
    });
    return res;
  }

  it("keeps one variant per city: each city's visitors get their own page, never another city's", async () => {
    const montreal = await (await cached("/stories", cookie("Montreal"))).text();
    const halifax = await (await cached("/stories", cookie("Halifax"))).text();
    const none = await (await cached("/stories")).text();
    expect(inlinedCities(montreal, "list")[0]!.every((c) => c === "Montreal")).toBe(true);
    expect(inlinedCities(halifax, "list")[0]!.every((c) => c === "Halifax")).toBe(true);
    expect(new Set(inlinedCities(none, "list")[0]).size).toBeGreaterThan(1);
    // Another Montreal visitor (other cookies besides) is served the same cached page.
    const again = await fetchApp("/stories", { headers: { cookie: `lh_locale=en; ${MY_CITY_COOKIE}=Montreal` } });
    expect(how(again)).toBe("HIT");
    expect(await again.text()).toBe(montreal);
    expect(again.headers.get("set-cookie")).toBeNull();
  });

  it("unknown cookie values share the no-choice variant (no new cache entry per value)", async () => {
    const none = await (await cached("/gems?page=2")).text();
    const forged = await fetchApp("/gems?page=2", { headers: { cookie: `${MY_CITY_COOKIE}=Nowhere-${Math.random()}` } });
    expect(how(forged)).toBe("HIT");
    expect(await forged.text()).toBe(none);
  });
});
