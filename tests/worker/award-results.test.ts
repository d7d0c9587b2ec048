// A season's results: the ranking page in both languages (the final ranking after close, the standings
// so far while open), its JSON-LD ItemList, the ranking rule's ties, the podium's badges, the landing's
// past winners, and the 404s. Toronto gets a 2025 season here whose votes are cast while the clock is in
// it; moving the clock past its close makes it a closed season (its tallies no longer change).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "@shared/i18n/locales";
import { setClock } from "@shared/time/clock";
import { caller, outcome } from "./caller";
import { fetchApp, jsonLdOf } from "./fetch-app";
import "./clock";

let ip = 0;
const freshIp = () => `198.51.100.${(ip++ % 250) + 1}`;

// Toronto's 2025 season: Jan 1 00:00:00 until Dec 31 23:59:59, America/Toronto (UTC−5).
const OPENS_2025 = "2025-01-01T05:00:00.000Z";
const CLOSES_2025 = "2026-01-01T04:59:59.000Z";
const DURING_2025 = Date.parse("2025-06-01T12:00:00Z");
/** Today, as the browser tests' server sees it: the 2026 season open until Dec 31. */
const TODAY = Date.parse("2026-11-24T12:00:00Z");

const cast = (shopId: string) => outcome(caller({ headers: { "cf-connecting-ip": freshIp() } }).votes.cast({ city: "toronto", shopId }));

/** Sam James 3, Pilot 2, Dark Horse 2 (a tie Pilot wins by its ballot position), Quantum and Jimmy's 0. */
const VOTES_2025: Record<string, number> = { "sam-james-harbord": 3, "pilot-roastery": 2, "dark-horse-spadina": 2 };

const results = (year: number, locale: Locale = "en") => caller({ locale }).awards.results({ city: "toronto", year });

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    // Spaces only: a French text's no-break spaces stay as they are.
    .replace(/[ \t\r\n]+/g, " ");

beforeAll(async () => {
  await env.DB.prepare("INSERT INTO award_seasons (city_slug, year, opens_at, closes_at) VALUES ('toronto', 2025, ?, ?)")
    .bind(OPENS_2025, CLOSES_2025)
    .run();
  // Vancouver's 2025 season (America/Vancouver, UTC−8): closed, and nobody voted in it.
  await env.DB.prepare(
    "INSERT INTO award_seasons (city_slug, year, opens_at, closes_at) VALUES ('vancouver', 2025, '2025-01-01T08:00:00.000Z', '2026-01-01T07:59:59.000Z')",
  ).run();
  setClock(DURING_2025);
  for (const [shopId, n] of Object.entries(VOTES_2025)) {
    for (let i = 0; i < n; i++) expect((await cast(shopId)).status).toBe(200);
  }
  setClock(null);
});

describe("a closed season's results", () => {
  it("ranks by votes, a tie going to the shop earlier on the ballot", async () => {
    setClock(TODAY);
    const answer = (await results(2025))!;
    expect(answer).toMatchObject({ year: 2025, closed: true, revealsOn: null, removed: 0, years: [2026, 2025], startingCounts: false });
    expect(answer.standings!.map(({ rank, shop, count }) => [rank, shop.id, count])).toEqual([
      [1, "sam-james-harbord", 3],
      [2, "pilot-roastery", 2],
      [3, "dark-horse-spadina", 2],
      [4, "quantum-king-west", 0],
      [5, "jimmys-portland", 0],
    ]);
  });

  it("renders the final ranking at the edge in English, with the winner, badges, other years and JSON-LD", async () => {
    setClock(TODAY);
    const res = await fetchApp("/best-coffee-shops/toronto/2025");
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = textOf(html);
    expect(html).toContain(">Best Coffee Shops 2025 in Toronto: Results | Local Hype</title>");
    expect(text).toContain("Best Coffee Shops 2025 · Toronto");
    expect(text).toContain("Final results");
    expect(text).toContain("#1 Sam James Coffee Bar Winner 688 Harbord St 3");
    expect(text).toContain("#2 Pilot Coffee Roasters 50 Wagstaff Dr 2");
    expect(text).toContain("#3 Dark Horse Espresso Bar 215 Spadina Ave 2");
    expect(text).not.toContain("removed after review");
    expect(text).toContain("Badges for the podium");
    expect(text).toContain("Badge code for Sam James Coffee Bar");
    expect(html).toContain(
      "&lt;a href=&quot;http://localhost/best-coffee-shops/toronto/2025&quot;&gt;&lt;img src=&quot;http://localhost/badges/toronto/2025/sam-james-harbord.svg&quot; width=&quot;280&quot; height=&quot;72&quot; alt=&quot;Best Coffee Shops 2025 · #1 Toronto · Local Hype&quot;&gt;&lt;/a&gt;",
    );
    expect(html).not.toContain("/badges/toronto/2025/quantum-king-west.svg");
    expect(text).toContain("Other years");
    expect(html).toMatch(/href="\/best-coffee-shops\/toronto\/2026"/);

    const list = jsonLdOf(html).find((entry) => entry["@type"] === "ItemList")!;
    expect(list).toMatchObject({ name: "Best Coffee Shops 2025 in Toronto", numberOfItems: 5 });
    const items = list.itemListElement as { position: number; item: { name: string; interactionStatistic: { userInteractionCount: number } } }[];
    expect(items.map((i) => [i.position, i.item.name, i.item.interactionStatistic.userInteractionCount])).toEqual([
      [1, "Sam James Coffee Bar", 3],
      [2, "Pilot Coffee Roasters", 2],
      [3, "Dark Horse Espresso Bar", 2],
      [4, "Quantum Coffee", 0],
      [5, "Jimmy's Coffee", 0],
    ]);
  });

  it("renders it in French", async () => {
    setClock(TODAY);
    const res = await fetchApp("/fr/best-coffee-shops/toronto/2025");
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = textOf(html);
    expect(html).toContain(">Meilleurs cafés 2025 à Toronto\u00a0: résultats | Local Hype</title>");
    expect(text).toContain("Meilleurs cafés 2025 · Toronto");
    expect(text).toContain("Résultats finaux");
    expect(text).toContain("nº\u00a01 Sam James Coffee Bar Gagnant");
    expect(text).toContain("Badges du podium");
    expect(html).toContain("http://localhost/badges/toronto/2025/sam-james-harbord.svg?lang=fr");
    expect(html).toContain("alt=&quot;Meilleurs cafés 2025 · nº\u00a01 à Toronto · Local Hype&quot;");
    expect(html).toContain("href=&quot;http://localhost/fr/best-coffee-shops/toronto/2025&quot;");
    expect(jsonLdOf(html).find((entry) => entry["@type"] === "ItemList")).toMatchObject({ name: "Meilleurs cafés 2025 à Toronto" });
  });

  it("is kept by the page cache once closed", async () => {
    setClock(TODAY);
    await fetchApp("/best-coffee-shops/toronto/2025");
    expect((await fetchApp("/best-coffee-shops/toronto/2025")).headers.get("X-Page-Cache")).toBe("HIT");
  });

  it("says nothing of removed votes when no review removed any (tests/worker/vote-integrity.test.ts has one that did)", async () => {
    setClock(TODAY);
    const page = await fetchApp("/best-coffee-shops/toronto/2025");
    expect(textOf(await page.text())).not.toMatch(/votes? removed after review/);
  });
});

describe("a closed season nobody voted in", () => {
  it("says so, with no ranking, no winner, no podium and no badge, in both languages", async () => {
    setClock(TODAY);
    const html = await (await fetchApp("/best-coffee-shops/vancouver/2025")).text();
    const text = textOf(html);
    expect(text).toContain("Final results");
    expect(text).toContain("No votes were cast this season");
    expect(text).not.toContain("Winner");
    expect(text).not.toContain("Badges for the podium");
    expect(html).not.toContain("/badges/vancouver/");
    expect(jsonLdOf(html).map((entry) => entry["@type"])).not.toContain("ItemList");
    const fr = textOf(await (await fetchApp("/fr/best-coffee-shops/vancouver/2025")).text());
    expect(fr).toContain("Aucun vote n'a été enregistré cette saison");
    expect(fr).not.toContain("Gagnant");
    expect((await fetchApp("/badges/vancouver/2025/49th-parallel-main.svg")).status).toBe(404);
  });
});

describe("an open season's standings", () => {
  it("shows the standings so far, never kept by the page cache", async () => {
    setClock(TODAY);
    const res = await fetchApp("/best-coffee-shops/toronto/2026");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Page-Cache")).toBe("BYPASS");
    const text = textOf(await res.text());
    expect(text).toContain("Standings so far");
    expect(text).toContain("Voting closes Dec 31, 2026");
    expect(text).toContain("Vote in Toronto");
    expect(text).not.toContain("Badges for the podium");
    expect((await fetchApp("/best-coffee-shops/toronto/2026")).headers.get("X-Page-Cache")).toBe("BYPASS");
  });
});

describe("what has no results page", () => {
  it.each([
    ["an unknown city", "/best-coffee-shops/atlantis/2025"],
    ["a year without a season", "/best-coffee-shops/toronto/2024"],
    ["a malformed year", "/best-coffee-shops/toronto/20x5"],
    ["an out-of-range year", "/best-coffee-shops/toronto/1999"],
    ["a French unknown year", "/fr/best-coffee-shops/toronto/2031"],
  ])("%s is a 404", async (_, path) => {
    setClock(TODAY);
    expect((await fetchApp(path)).status).toBe(404);
  });

  it("a season not yet opened is a 404 until it opens", async () => {
    setClock(TODAY);
    await env.DB.prepare(
      "INSERT INTO award_seasons (city_slug, year, opens_at, closes_at) VALUES ('montreal', 2027, '2027-01-01T05:00:00.000Z', '2028-01-01T04:59:59.000Z')",
    ).run();
    expect((await fetchApp("/best-coffee-shops/montreal/2027")).status).toBe(404);
    expect(await results(2030)).toBeNull();
    setClock(Date.parse("2027-01-02T12:00:00Z"));
    expect((await fetchApp("/best-coffee-shops/montreal/2027")).status).toBe(200);
  });
});

describe("the sitemap", () => {
  it("lists closed seasons' results pages only", async () => {
    setClock(TODAY);
    const xml = await (await fetchApp("/sitemap-pages.xml")).text();
    expect(xml).toContain("<loc>http://localhost/best-coffee-shops/toronto/2025</loc>");
    expect(xml).toContain("<loc>http://localhost/fr/best-coffee-shops/toronto/2025</loc>");
    expect(xml).not.toContain("/best-coffee-shops/toronto/2026<");
  });
});

describe("badges", () => {
  it("draws the winner's badge in English, with its title, size and long caching", async () => {
    setClock(TODAY);
    const res = await fetchApp("/badges/toronto/2025/sam-james-harbord.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=604800, stale-while-revalidate=86400");
    // Made to be shown on the shop's own site.
    expect(res.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="280" height="72" /);
    expect(svg).toContain('<title id="badge-title">Best Coffee Shops 2025 · #1 Toronto · Local Hype</title>');
    expect(svg).toContain(">Best Coffee Shops 2025</text>");
    expect(svg).toContain(">#1 Toronto</text>");
  });

  it("draws it in French with ?lang=fr, and the third place's too", async () => {
    setClock(TODAY);
    const fr = await (await fetchApp("/badges/toronto/2025/sam-james-harbord.svg?lang=fr")).text();
    expect(fr).toContain('<title id="badge-title">Meilleurs cafés 2025 · nº\u00a01 à Toronto · Local Hype</title>');
    expect(fr).toContain(">nº\u00a01 à Toronto</text>");
    const third = await (await fetchApp("/badges/toronto/2025/dark-horse-spadina.svg")).text();
    expect(third).toContain(">#3 Toronto</text>");
  });

  it("escapes the texts it draws", async () => {
    setClock(TODAY);
    await env.DB.prepare("UPDATE poll_city_texts SET city = 'Toronto <&> \"T.O.\"' WHERE city_slug = 'toronto' AND locale = 'en'").run();
    const svg = await (await fetchApp("/badges/toronto/2025/sam-james-harbord.svg")).text();
    await env.DB.prepare("UPDATE poll_city_texts SET city = 'Toronto' WHERE city_slug = 'toronto' AND locale = 'en'").run();
    expect(svg).toContain("#1 Toronto &#60;&#38;&#62; &#34;T.O.&#34;</text>");
    expect(svg).not.toContain("<&>");
  });

  it.each([
    ["a shop off the podium", "/badges/toronto/2025/quantum-king-west.svg"],
    ["an open season", "/badges/toronto/2026/pilot-roastery.svg"],
    ["an unknown shop", "/badges/toronto/2025/nowhere.svg"],
    ["an unknown city", "/badges/atlantis/2025/sam-james-harbord.svg"],
    ["a year without a season", "/badges/toronto/2024/sam-james-harbord.svg"],
    ["a malformed year", "/badges/toronto/25/sam-james-harbord.svg"],
    ["a path without .svg", "/badges/toronto/2025/sam-james-harbord"],
    ["an unknown language", "/badges/toronto/2025/sam-james-harbord.svg?lang=de"],
  ])("%s has none (404)", async (_, path) => {
    setClock(TODAY);
    const res = await fetchApp(path);
    expect(res.status).toBe(404);
    expect(res.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
  });
});

describe("the landing page's past winners", () => {
  it("lists each city's last closed season's #1, never a season without votes (Vancouver 2025)", async () => {
    setClock(TODAY);
    const winners = await caller().awards.winners();
    expect(winners).toEqual([{ citySlug: "toronto", city: "Toronto", year: 2025, shop: "Sam James Coffee Bar", count: 3 }]);
    const text = textOf(await (await fetchApp("/best-coffee-shops")).text());
    expect(text).toContain("Past winners Toronto 2025 Sam James Coffee Bar, with 3 votes");
    const fr = textOf(await (await fetchApp("/fr/best-coffee-shops")).text());
    expect(fr).toContain("Gagnants des années précédentes Toronto 2025 Sam James Coffee Bar, avec 3 votes");
  });

  it("lists none before any season has closed", async () => {
    setClock(DURING_2025);
    expect(await caller().awards.winners()).toEqual([]);
  });
});

describe("a shop that joins the ballot after a season closed", () => {
  it("enters that season's results with no votes, never a starting count", async () => {
    // The 2026 season (seeded starting counts) has been read by the standings above; now it closes.
    setClock(Date.parse("2027-01-02T12:00:00Z"));
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO poll_shops (city_slug, id, name, address, city, reviews, position) VALUES ('toronto', 'late-shop', 'The Late Shop', '9 Late St', 'Toronto', 10, 9)",
      ),
      env.DB.prepare(
        "INSERT INTO poll_shop_texts (city_slug, shop_id, locale, description, tags) VALUES ('toronto', 'late-shop', 'en', 'Joined after the close.', '[]')",
      ),
    ]);
    // The voting page, which now shows the closed season, reads it first.
    const tally = (await caller().votes.tally({ city: "toronto" })).counts;
    expect(tally["late-shop"]).toBe(0);
    const standings = (await results(2026))!.standings!;
    expect(standings.at(-1)).toMatchObject({ rank: 6, count: 0, shop: { id: "late-shop" } });
    expect(standings.slice(0, 5).every((standing) => standing.count >= 50)).toBe(true);
  });
});

describe("a shop accepted for the next season", () => {
  it("is on that season's ballot but never in an earlier season's results", async () => {
    // Toronto's 2027 season is open; a nomination accepted late in 2026 joined it (from_year 2027).
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO award_seasons (city_slug, year, opens_at, closes_at) VALUES ('toronto', 2027, '2027-01-01T05:00:00.000Z', '2028-01-01T04:59:59.000Z')",
      ),
      env.DB.prepare(
        "INSERT INTO poll_shops (city_slug, id, name, address, city, reviews, position, from_year) VALUES ('toronto', 'next-year-shop', 'Next Year Coffee', '1 New St', 'Toronto', 0, 10, 2027)",
      ),
      env.DB.prepare(
        "INSERT INTO poll_shop_texts (city_slug, shop_id, locale, description, tags) VALUES ('toronto', 'next-year-shop', 'en', 'Nominated in December.', '[]')",
      ),
    ]);
    setClock(Date.parse("2027-02-01T12:00:00Z"));
    const ballot = (await caller().ballots.city({ city: "toronto" }))!.shops;
    expect(ballot.map((shop) => shop.id)).toContain("next-year-shop");
    expect((await results(2026))!.standings!.map((standing) => standing.shop.id)).not.toContain("next-year-shop");
    expect((await results(2025))!.standings!.map((standing) => standing.shop.id)).not.toContain("next-year-shop");
    expect((await results(2027))!.standings!.map((standing) => standing.shop.id)).toContain("next-year-shop");
  });
});
