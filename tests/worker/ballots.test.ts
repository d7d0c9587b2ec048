// The Best Coffee Shops ballot in D1: seeded idempotently (an admin's edit survives a re-seed), read by
// the API in each language, and a sixth city or shop is rows only — its page renders and takes votes.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ballotSeedSql } from "@worker/db/ballot-seed";
import { catalogueSeedSql } from "@worker/db/catalogue-seed";
import { coffeeListings } from "@worker/db/seed/coffee-listings";
import { setClock } from "@shared/time/clock";
import { advanceClock } from "./clock";
import type { Locale } from "@shared/i18n/locales";
import { caller, outcome, type RouterInputs } from "./caller";
import { fetchApp, trpcMutation, trpcQuery } from "./fetch-app";
import { coffeeCities } from "@worker/db/seed/coffee-cities";
import { VERSION_FRESH_MS } from "../../worker/cache/content-version";

let ip = 0;
const freshIp = () => `203.0.113.${(ip++ % 250) + 1}`;

async function seed(): Promise<number> {
  const results = await env.DB.batch(ballotSeedSql().map((sql) => env.DB.prepare(sql)));
  return results.reduce((sum, result) => sum + result.meta.changes, 0);
}

async function ballotCity(city: string, locale: Locale = "en") {
  return caller({ locale }).ballots.city({ city });
}

const version = async () => (await env.DB.prepare("SELECT version FROM content_version WHERE id = 1").first<{ version: number }>())!.version;

describe("the ballot seed", () => {
  it("writes the five cities, their shops, texts in both languages and this year's season", async () => {
    const counts = await env.DB.batch([
      env.DB.prepare("SELECT count(*) AS n FROM poll_cities"),
      env.DB.prepare("SELECT count(*) AS n FROM poll_shops"),
      env.DB.prepare("SELECT count(*) AS n FROM poll_city_texts"),
      env.DB.prepare("SELECT count(*) AS n FROM poll_shop_texts"),
      env.DB.prepare("SELECT count(*) AS n FROM award_seasons"),
    ]);
    expect(counts.map((result) => (result.results[0] as { n: number }).n)).toEqual([5, 25, 10, 50, 5]);
  });

  it("changes nothing when run again (not even the content version)", async () => {
    const before = await version();
    expect(await seed()).toBe(0);
    expect(await version()).toBe(before);
  });

  it("keeps an admin's edit and restores a field nobody marked as edited", async () => {
    await env.DB.batch([
      env.DB.prepare(
        `UPDATE poll_shops SET name = 'Pilot Coffee Roasters (edited)', reviews = 1, edited_fields = '["name"]' WHERE city_slug = 'toronto' AND id = 'pilot-roastery'`,
      ),
      env.DB.prepare(`UPDATE poll_cities SET edited_fields = '["blurb_fr"]' WHERE slug = 'toronto'`),
      env.DB.prepare(`UPDATE poll_city_texts SET blurb = 'Un texte revu par un administrateur.' WHERE city_slug = 'toronto' AND locale = 'fr'`),
      env.DB.prepare(`UPDATE poll_city_texts SET blurb = 'Not marked as edited.' WHERE city_slug = 'toronto' AND locale = 'en'`),
    ]);
    // Two rows restored (the shop's reviews, the English blurb), each bumping the content version once.
    const before = await version();
    await seed();
    expect((await version()) - before).toBe(2);
    const shop = await env.DB.prepare("SELECT name, reviews FROM poll_shops WHERE city_slug = 'toronto' AND id = 'pilot-roastery'").first();
    expect(shop).toEqual({ name: "Pilot Coffee Roasters (edited)", reviews: 800 });
    expect((await ballotCity("toronto", "fr"))!.blurb).toBe("Un texte revu par un administrateur.");
    expect((await ballotCity("toronto", "en"))!.blurb).toBe(
      "Toronto's independent cafés range from pioneering espresso bars to sunny roastery tasting rooms.",
    );
    expect(await seed()).toBe(0);
  });
});

describe("the ballot API", () => {
  it("answers the cities in order with their texts in the request's language", async () => {
    const en = await caller({ locale: "en" }).ballots.cities();
    expect(en.map((city) => city.slug)).toEqual(["vancouver", "calgary", "toronto", "montreal", "ottawa"]);
    expect(en[3]!.title).toBe("Best Coffee Shops in Montreal");
    expect(en[3]!.shops).toHaveLength(5);
    const fr = await caller({ locale: "fr" }).ballots.cities();
    expect(fr[3]!.title).toBe("Meilleurs cafés à Montréal");
    expect(fr[3]!.shops[0]!.name).toBe(en[3]!.shops[0]!.name);
    expect(fr[3]!.shops[0]!.description).not.toBe(en[3]!.shops[0]!.description);
  });

  it("answers null for a city that is not on the ballot, and hides a retired shop", async () => {
    expect(await ballotCity("atlantis")).toBeNull();
    await env.DB.prepare(
      "UPDATE poll_shops SET retired = 1 WHERE city_slug = 'ottawa' AND id = (SELECT id FROM poll_shops WHERE city_slug = 'ottawa' ORDER BY position LIMIT 1)",
    ).run();
    expect((await ballotCity("ottawa"))!.shops).toHaveLength(4);
  });
});

describe("a ballot café's own page", () => {
  it("is linked from the ballot answer once its listing is published, and shows its hours and Open now", async () => {
    const paths = async () => (await ballotCity("montreal"))!.shops.map((shop) => shop.listingPath);
    // This file seeds the catalogue without the cafés' listings: no page, no link.
    expect(await paths()).toEqual([undefined, undefined, undefined, undefined, undefined]);
    await env.DB.batch(catalogueSeedSql(coffeeListings).map((sql) => env.DB.prepare(sql)));
    expect(await paths()).toEqual([
      "/shop/montreal/cafe-olimpico-mile-end",
      "/shop/montreal/myriade-mackay",
      "/shop/montreal/pikolo-avenue-du-parc",
      "/shop/montreal/dispatch-saint-zotique",
      "/shop/montreal/saint-henri-notre-dame",
    ]);

    // Tuesday 24 November 2026, noon in Montreal.
    setClock(new Date("2026-11-24T17:00:00Z"));
    const page = await fetchApp("/shop/montreal/cafe-olimpico-mile-end");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("124 Rue Saint-Viateur O, Montreal, QC H2T 2L1");
    expect(html).toContain("Open now");
    const french = await (await fetchApp("/fr/shop/montreal/cafe-olimpico-mile-end")).text();
    expect(french).toContain("Institution du Mile End depuis 1970");

    // The voting page's cards link them, in the page's language.
    const votingPage = await (await fetchApp("/fr/best-coffee-shops/montreal")).text();
    expect(votingPage).toMatch(/<a [^>]*href="\/fr\/shop\/montreal\/cafe-olimpico-mile-end"[^>]*>Voir la fiche/);

    // Its name finds the listing among the search results, the ballot box beside them.
    const found = await caller().listings.search({ q: "Olimpico" });
    expect(found.items.map((listing) => listing.id)).toEqual([416]);
    expect(found.ballot.map((shop) => shop.name)).toEqual(["Café Olimpico"]);

    // An unpublished listing takes its link away.
    await env.DB.prepare("UPDATE listings SET status = 'unpublished' WHERE slug = 'myriade-mackay'").run();
    expect((await paths())[1]).toBeUndefined();
    await env.DB.batch([
      env.DB.prepare("DELETE FROM listing_translations WHERE listing_id BETWEEN 401 AND 425"),
      env.DB.prepare("DELETE FROM listings WHERE id BETWEEN 401 AND 425"),
    ]);
  });
});

describe("a sixth city is data", () => {
  it("renders its page, lists it on the landing page and takes votes, with no code change", async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO poll_cities (slug, region_code, time_zone, rating_value, position) VALUES ('halifax', 'NS', 'America/Halifax', 4.6, 5)",
      ),
      env.DB.prepare(
        "INSERT INTO poll_city_texts (city_slug, locale, city, title, province, blurb, intro) VALUES ('halifax', 'en', 'Halifax', 'Best Coffee Shops in Halifax', 'Nova Scotia', 'Harbour-front roasters and cozy cafés keep Halifax warm through the foggiest mornings.', 'Halifax pours a serious cup: small roasters, bakery cafés and espresso bars steps from the harbour. Vote for the shops you love and help us crown the best cup on the coast.')",
      ),
      env.DB.prepare(
        "INSERT INTO poll_shops (city_slug, id, name, address, city, reviews, position) VALUES ('halifax', 'harbour-beans', 'Harbour Beans', '1 Lower Water St', 'Halifax', 320, 0)",
      ),
      env.DB.prepare(
        "INSERT INTO poll_shop_texts (city_slug, shop_id, locale, description, tags) VALUES ('halifax', 'harbour-beans', 'en', 'A tiny roaster by the water with a sunny window bar and a very good cortado.', '[\"roaster\"]')",
      ),
      env.DB.prepare(
        "INSERT INTO award_seasons (city_slug, year, opens_at, closes_at) VALUES ('halifax', 2026, '2026-01-01T04:00:00.000Z', '2027-01-01T03:59:59.000Z')",
      ),
      env.DB.prepare(
        "INSERT INTO poll_shops (city_slug, id, name, address, city, reviews, position) VALUES ('toronto', 'sixth-shop', 'The Sixth Shop', '6 Queen St W', 'Toronto', 60, 5)",
      ),
      env.DB.prepare(
        "INSERT INTO poll_shop_texts (city_slug, shop_id, locale, description, tags) VALUES ('toronto', 'sixth-shop', 'en', 'A sixth shop on the Toronto ballot, added as rows by an operator.', '[\"espresso\"]')",
      ),
    ]);

    const cityPage = await fetchApp("/best-coffee-shops/halifax");
    expect(cityPage.status).toBe(200);
    const html = await cityPage.text();
    expect(html).toContain("Harbour Beans");
    expect(html).toContain("Best Coffee Shops in Halifax");

    const landing = await (await fetchApp("/best-coffee-shops")).text();
    expect(landing).toContain("Best Coffee Shops in Halifax");

    const cast = await outcome(caller({ headers: { "cf-connecting-ip": freshIp() } }).votes.cast({ city: "halifax", shopId: "harbour-beans" }));
    expect(cast.status).toBe(200);
    expect(cast.data!.shopId).toBe("harbour-beans");

    expect((await ballotCity("toronto"))!.shops.map((shop) => shop.id)).toContain("sixth-shop");
    const sixth = await outcome(caller({ headers: { "cf-connecting-ip": freshIp() } }).votes.cast({ city: "toronto", shopId: "sixth-shop" }));
    expect(sixth.status).toBe(200);
    // French falls back to the English texts where a city has no French row yet.
    expect((await ballotCity("halifax", "fr"))!.title).toBe("Best Coffee Shops in Halifax");
  });
});

describe("the voting pages at the edge", () => {
  // Over HTTP: the edge-rendered voting pages are the subject.
  // The coffee voting pages are rendered at the edge with the server's tallies: names and
  // counts in the HTML, the counts in the JSON-LD, and the tally in the inlined query state, so the page
  // neither shows skeletons nor asks again on load.
  const calgary = coffeeCities.find((city) => city.slug === "calgary")!;
  let ip = 0;
  const freshIp = () => `198.51.100.${(ip++ % 250) + 1}`;

  async function page(path: string) {
    const res = await fetchApp(path);
    return { status: res.status, html: await res.text() };
  }

  describe("edge-rendered coffee city pages", () => {
    it("render every shop with its count, and the tally in the page state and the JSON-LD", async () => {
      const shop = calgary.shops[0]!;
      for (let n = 0; n < 3; n++) {
        const res = await trpcMutation("votes.cast", { city: "calgary", shopId: shop.id }, { "cf-connecting-ip": freshIp() });
        expect(res.status).toBe(200);
      }

      const tally = (await trpcQuery<{ counts: Record<string, number> }>("votes.tally", { city: "calgary" })).body.result!.data;
      const count = tally.counts[shop.id]!;

      const { status, html } = await page("/best-coffee-shops/calgary");
      expect(status).toBe(200);
      // The rendered app only (the page's texts and query state follow it as JSON).
      const app = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
      for (const each of calgary.shops) expect(app).toContain(each.name.replace(/&/g, "&amp;"));
      // Each heart's count as the server has it (the shop voted for here included).
      for (const each of calgary.shops) {
        expect(app).toContain(`>${tally.counts[each.id]!.toLocaleString("en-CA")}<span class="sr-only"> <!-- -->votes</span>`);
      }
      expect(app).not.toContain("Loading coffee shops and votes…");

      const state = html.match(/<script type="application\/json" id="query-state">([^<]*)<\/script>/)?.[1] ?? "";
      expect(state).toContain('"tally"');
      expect(state).toContain(`"${shop.id}":${count}`);

      const jsonLd = html.match(/<script type="application\/ld\+json" data-edge-head>([^<]*)<\/script>/)?.[1] ?? "";
      expect(jsonLd).toContain(`"interactionType":"https://schema.org/VoteAction","userInteractionCount":${count}`);
    });

    it("an unknown coffee city is still the 404 page", async () => {
      const { status, html } = await page("/best-coffee-shops/atlantis");
      expect(status).toBe(404);
      expect(html).toContain("Oops! Page not found");
    });
  });
});

describe("the ballot's shops in search", () => {
  // The Best Coffee Shops ballot's shops in search (decision 0118): found by their words, in a city or all,
  // leading to their city's voting page in the page's language; the index follows writes to the ballot.
  const search = (input: RouterInputs["listings"]["search"]) => caller().listings.search(input);

  const MONTREAL_BALLOT = ["Café Olimpico", "Café Myriade", "Pikolo Espresso Bar", "Dispatch Coffee", "Café Saint-Henri"];

  describe("search finds the ballot's coffee shops", () => {
    it("« café » in Montréal finds the five Montréal ballot cafés, each leading to Montréal's ballot", async () => {
      const found = await search({ q: "café", city: "Montréal" });
      expect(found.ballot.map((shop) => shop.name).sort()).toEqual([...MONTREAL_BALLOT].sort());
      expect(new Set(found.ballot.map((shop) => shop.path))).toEqual(new Set(["/best-coffee-shops/montreal"]));
      expect(found.ballot.every((shop) => shop.city === "Montreal")).toBe(true);
    });

    it("a ballot shop's name finds it, in any city, and words it lacks do not", async () => {
      const found = await search({ q: "Pikolo" });
      expect(found.ballot).toEqual([
        { name: "Pikolo Espresso Bar", address: "3418B Avenue du Parc", city: "Montreal", path: "/best-coffee-shops/montreal" },
      ]);
      expect((await search({ q: "Pikolo", city: "Toronto" })).ballot).toEqual([]);
      expect((await search({ q: "planetarium" })).ballot).toEqual([]);
      // Only the first page carries them.
      expect((await search({ q: "café", city: "Montreal", page: 2 })).ballot).toEqual([]);
    });

    it("shows them on the search page in French, linked to the French voting page", async () => {
      const html = await (await fetchApp(`/fr/search?q=${encodeURIComponent("café")}&city=Montreal`)).text();
      expect(html).toContain("Au palmarès des meilleurs cafés");
      expect(html).toMatch(/<a [^>]*href="\/fr\/best-coffee-shops\/montreal"[^>]*>Café Olimpico<\/a>/);
      expect(html).toContain("124 Rue Saint-Viateur O, Montréal\u00a0: votez pour lui au palmarès de sa ville");
    });

    it("says the listings found nothing, not that nothing matched, when only ballot shops did (both languages)", async () => {
      expect((await search({ q: "Pikolo" })).total).toBe(0);
      // The page's main region (the page's texts travel in a JSON script and hold every search text).
      const main = async (path: string) => /<main[\s\S]*<\/main>/.exec(await (await fetchApp(path)).text())![0];
      const html = await main("/search?q=Pikolo");
      expect(html).toContain("No stories, events, gems or shops match “Pikolo”, only the ballot&#x27;s coffee shops above.");
      expect(html).not.toContain("No matches for");
      expect(html).not.toContain("0 results");
      const fr = await main("/fr/search?q=Pikolo");
      expect(fr).toContain(
        "Aucun récit, événement, trésor caché ou commerce ne correspond à «\u00a0Pikolo\u00a0», seulement les cafés du palmarès ci-dessus.",
      );
      expect(fr).not.toContain("Aucun résultat pour");
    });

    it("follows the ballot: a renamed shop is found by its new name, a retired one no more", async () => {
      await env.DB.prepare("UPDATE poll_shops SET name = 'Dispatch Zébulon' WHERE city_slug = 'montreal' AND id = 'dispatch-saint-zotique'").run();
      // (Searches trust the content version, which the write moved, for a second.)
      advanceClock(VERSION_FRESH_MS);
      expect((await search({ q: "zebulon" })).ballot.map((shop) => shop.name)).toEqual(["Dispatch Zébulon"]);
      await env.DB.prepare("UPDATE poll_shops SET retired = 1 WHERE city_slug = 'montreal' AND id = 'dispatch-saint-zotique'").run();
      advanceClock(VERSION_FRESH_MS);
      expect((await search({ q: "zebulon" })).ballot).toEqual([]);
    });
  });
});
