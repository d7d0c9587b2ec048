// French words find what English words find (every word family has its French members and stems), on
// the seeded catalogue: the counts and orders are pinned so a family losing a member shows here.
import { describe, expect, it } from "vitest";
import type { Locale } from "@shared/i18n/locales";
import { caller, outcome } from "./caller";
import type { RouterOutputs } from "./fetch-app";

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
