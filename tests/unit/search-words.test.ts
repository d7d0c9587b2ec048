// The search words in both languages: French family members, phrases, filler words, and the broader
// words an empty search suggests.
import { describe, expect, it } from "vitest";
import { broaderWords, ftsQueries } from "@shared/search/search";

const ftsMatchQuery = (query: string) => ftsQueries(query)?.match ?? null;

describe("the search expression in French", () => {
  it("gives a French word its family: « Librairies » searches bookstores too", () => {
    expect(ftsMatchQuery("Librairies")).toContain('"bookstore"*');
    expect(ftsMatchQuery("Boulangeries")).toContain('"bakery"*');
  });

  it("reads « Boîtes de nuit » as nightclubs and drops French filler words", () => {
    expect(ftsMatchQuery("Boîtes de nuit")).toBe(ftsMatchQuery("nightclub"));
    expect(ftsMatchQuery("les meilleurs cafés à Montréal")).toBe(ftsMatchQuery("cafés Montréal"));
  });

  it("finds a French-named listing by its English family word and back (the D1 search: search-french.test.ts)", () => {
    expect(ftsMatchQuery("bookstores")).toContain('"librairie"*');
    expect(ftsMatchQuery("boulangeries")).toContain('"bakery"*');
    // What was typed stays itself for ranking: only the family widens the match.
    expect(ftsQueries("Librairies")?.typed).toBe('"librairies"*');
  });
});

describe("broaderWords", () => {
  const english = ["coffee", "park", "festival", "music", "market"];
  const french = ["café", "parc", "festival", "musique", "marché"];

  it("never suggests the word just searched, nor one of its family", () => {
    expect(broaderWords("coffee", english)).toEqual(["park", "festival", "music"]);
    expect(broaderWords("cafés", french)).toEqual(["parc", "festival", "musique"]);
    expect(broaderWords("espresso bars", english)).toEqual(["park", "festival", "music"]);
    expect(broaderWords("jardins", french)).toEqual(["café", "festival", "musique"]);
  });

  it("suggests the first three when the search tried none of them", () => {
    expect(broaderWords("zzzz", english)).toEqual(["coffee", "park", "festival"]);
  });
});

describe("the categories a query names", () => {
  it("names a category by its words in either language, and a short stem only as itself or its plural", () => {
    expect(ftsQueries("librairie")?.categories).toEqual(["bookstores"]);
    expect(ftsQueries("Galeries d'art")?.categories).toEqual(["art-galleries"]);
    expect(ftsQueries("bars")?.categories).toEqual(["bars"]);
    expect(ftsQueries("barber")?.categories).toEqual([]);
    expect(ftsQueries("Spadina")?.categories).toEqual([]);
  });
});
