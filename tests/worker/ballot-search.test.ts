// The Best Coffee Shops ballot's shops in search (decision 0118): found by their words, in a city or all,
// leading to their city's voting page in the page's language; the index follows writes to the ballot.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { VERSION_FRESH_MS } from "../../worker/cache/content-version";
import { advanceClock } from "./clock";
import { caller, type RouterInputs } from "./caller";
import { fetchApp } from "./fetch-app";

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
