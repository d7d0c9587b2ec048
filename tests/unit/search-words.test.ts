// The search words in both languages: French family members, phrases, filler words, and the broader
// words an empty search suggests.
import { describe, expect, it } from "vitest";
import { broaderWords, ftsMatchQuery, searchListings } from "@shared/rules/search";

describe("ftsMatchQuery in French", () => {
  it("gives a French word its family: « Librairies » searches bookstores too", () => {
    expect(ftsMatchQuery("Librairies")).toContain('"bookstore"*');
    expect(ftsMatchQuery("Boulangeries")).toContain('"bakery"*');
  });

  it("reads « Boîtes de nuit » as nightclubs and drops French filler words", () => {
    expect(ftsMatchQuery("Boîtes de nuit")).toBe(ftsMatchQuery("nightclub"));
    expect(ftsMatchQuery("les meilleurs cafés à Montréal")).toBe(ftsMatchQuery("cafés Montréal"));
  });

  it("finds a French-named listing by its English family word and back (the in-memory search too)", () => {
    const listings = [
      { title: "Librairie Drawn & Quarterly", tags: [], type: "shop" as const, location: "Mile End", city: "Montreal", description: "" },
      { title: "Harbour Bakery", tags: [], type: "shop" as const, location: "Downtown", city: "Halifax", description: "" },
    ];
    expect(searchListings(listings, "bookstores").map((l) => l.title)).toEqual(["Librairie Drawn & Quarterly"]);
    expect(searchListings(listings, "boulangeries").map((l) => l.title)).toEqual(["Harbour Bakery"]);
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
