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
      ["Bookstores", "Librairies", 8],
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
