import { describe, expect, it } from "vitest";
import { BUSINESS_CATEGORIES } from "@shared/places/business-category-names";
import { CATEGORY_SLUGS } from "@shared/places/business-categories";
import { featuredListings, trendingListings } from "@shared/home/home-selections";
import { businessSuggestions, citySuggestions } from "@shared/search/search-suggestions";
import { greatCircleKm, nearestCity } from "@shared/places/nearest-city";
import { makeListing } from "./factories";

describe("home selections", () => {
  it("features the first 3 featured items, in order", () => {
    const items = [1, 2, 3, 4, 5, 6].map((id) => makeListing({ id, featured: id % 2 === 0 }));
    expect(featuredListings(items).map((l) => l.id)).toEqual([2, 4, 6]);
    expect(featuredListings(items.slice(0, 3)).map((l) => l.id)).toEqual([2]);
  });

  it("trends the first 3 of the first 12", () => {
    const items = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(trendingListings(items)).toEqual([1, 2, 3]);
    expect(trendingListings([7])).toEqual([7]);
  });
});

describe("search suggestions", () => {
  it("offers the first 5 categories for an empty box, in the spec's category order (not alphabetical)", () => {
    expect(businessSuggestions("", CATEGORY_SLUGS)).toEqual(["Coffee Shops", "Restaurants", "Bakeries", "Cafes", "Spas"]);
    expect(businessSuggestions("", CATEGORY_SLUGS)).toEqual(BUSINESS_CATEGORIES.slice(0, 5));
    expect(businessSuggestions("   ", CATEGORY_SLUGS)).toHaveLength(5);
  });
  it("filters categories case-insensitively, at most 5", () => {
    expect(businessSuggestions("CAF", CATEGORY_SLUGS)).toEqual(["Cafes"]);
    // Matches keep the category list's order too.
    expect(businessSuggestions("s", CATEGORY_SLUGS)).toEqual(["Coffee Shops", "Restaurants", "Bakeries", "Cafes", "Spas"]);
    expect(businessSuggestions("st", CATEGORY_SLUGS)).toEqual(["Restaurants", "Clothing Stores", "Bookstores", "Yoga Studios"]);
    expect(businessSuggestions("bar", CATEGORY_SLUGS)).toEqual(["Bars"]);
    expect(businessSuggestions("zzz", CATEGORY_SLUGS)).toEqual([]);
  });
  it("offers only the categories that have listings, and none while they are not known", () => {
    const inUse = ["coffee-shops", "bakeries", "bookstores"];
    expect(businessSuggestions("", inUse)).toEqual(["Coffee Shops", "Bakeries", "Bookstores"]);
    expect(businessSuggestions("st", inUse)).toEqual(["Bookstores"]);
    expect(businessSuggestions("yoga", inUse)).toEqual([]);
    expect(businessSuggestions("", undefined)).toEqual([]);
  });
  it("offers 8 cities for an empty box and at most 5 when filtered", () => {
    expect(citySuggestions("")).toEqual(["Toronto", "Montreal", "Vancouver", "Calgary", "Ottawa", "Edmonton", "Quebec City", "Winnipeg"]);
    expect(citySuggestions("an").length).toBeLessThanOrEqual(5);
    expect(citySuggestions("van")).toEqual(["Vancouver"]);
    expect(citySuggestions("montréal")).toEqual(["Montreal"]);
    expect(citySuggestions("st. john")).toEqual(["St. John's"]);
  });
});

describe("nearestCity", () => {
  it("is Toronto without coordinates", () => {
    expect(nearestCity()).toBe("Toronto");
    expect(nearestCity(null)).toBe("Toronto");
    expect(nearestCity({ lat: Number.NaN, lon: 10 })).toBe("Toronto");
  });
  it.each([
    ["downtown Vancouver", 49.2827, -123.1207, "Vancouver"],
    ["Banff", 51.1784, -115.5708, "Calgary"],
    ["Gatineau", 45.4765, -75.7013, "Ottawa"],
    ["Burnaby", 49.2488, -122.9805, "Vancouver"],
    ["Longueuil", 45.5312, -73.5181, "Montreal"],
    ["Waterloo", 43.4643, -80.5204, "Kitchener"],
  ])("%s → %s", (_, lat, lon, city) => {
    expect(nearestCity({ lat, lon })).toBe(city);
  });
  it("a point in the Atlantic goes to whichever of Halifax and St. John's is truly nearer", () => {
    const point = { lat: 45.0, lon: -55.0 };
    const toHalifax = greatCircleKm(point.lat, point.lon, 44.6488, -63.5752);
    const toStJohns = greatCircleKm(point.lat, point.lon, 47.5615, -52.7126);
    expect(nearestCity(point)).toBe(toStJohns < toHalifax ? "St. John's" : "Halifax");
  });
  it("measures great-circle distance with a 6371 km Earth", () => {
    // Toronto–Montreal is about 504 km as the crow flies.
    expect(greatCircleKm(43.6532, -79.3832, 45.5017, -73.5673)).toBeCloseTo(504, -1);
    expect(greatCircleKm(0, 0, 0, 180)).toBeCloseTo(Math.PI * 6371, 3);
  });
});
