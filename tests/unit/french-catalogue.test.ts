// The French (fr-CA) catalogue text: complete for Montreal and Quebec City, aligned with the English
// listings it translates, and never a copy of the English.
import { describe, expect, it } from "vitest";
import { COFFEE_CITY_FACTS, coffeeCities } from "@worker/db/seed/coffee-cities";
import { COFFEE_CITY_SLUGS } from "@shared/voting/coffee-shop";
import { coffeeCityTextsFr, coffeeShopTextsFr } from "@worker/db/seed/coffee-texts-fr";
import { listingsFrench } from "@worker/db/seed/listings-fr";
import { recurringEvents, recurringEventsFrench } from "@worker/db/seed/recurring-events";
import { catalogue } from "@worker/db/seed/listings";
import { knownCities } from "@shared/places/city-provinces";
import { BUSINESS_CATEGORIES } from "@shared/places/business-category-names";
import { businessCategoriesFr } from "@shared/places/business-category-names-fr";
import { SHOP_CATEGORY_TILES, creatorVideos } from "@shared/home/home-data";
import { creatorVideoTitlesFr, shopCategoryTilesFr } from "@shared/home/home-data-fr";
import { cityNameFr, cityNamesFr, provinceNameFr, provinceNamesFr } from "@shared/places/place-names-fr";
import { PROVINCES } from "@shared/places/place-types";

const FRENCH_CITIES = ["Montreal", "Quebec City"];
/** Listings whose title is a proper name, the same in both languages. */
const SAME_TITLE_IDS = [13, 16, 22, 76, 78, 80, 83, 84];

const frenchListings = catalogue.filter((listing) => FRENCH_CITIES.includes(listing.city));
const frenchEntries = Object.entries(listingsFrench).map(([id, french]) => [Number(id), french] as const);
const isLowerCase = (text: string) => text === text.toLocaleLowerCase("fr-CA");

describe("French listings", () => {
  it("cover every Montreal and Quebec City listing (ids 12–22 and 75–84)", () => {
    const ids = frenchListings.map((listing) => listing.id);
    expect(ids).toHaveLength(21);
    for (const id of ids) expect(listingsFrench[id], `id ${id}`).toBeDefined();
  });

  it("cover every seeded recurring event, highlight for highlight and tag for tag", () => {
    expect(Object.keys(recurringEventsFrench).map(Number)).toEqual(recurringEvents.map((event) => event.id));
    for (const event of recurringEvents) {
      const french = recurringEventsFrench[event.id]!;
      expect(french.title, `id ${event.id}`).not.toBe(event.title);
      expect(french.description, `id ${event.id}`).not.toBe(event.description);
      expect(french.highlights?.length, `id ${event.id}`).toBe(event.highlights?.length);
      expect(french.tags.length, `id ${event.id}`).toBe(event.tags.length);
    }
  });

  it("only translate listings that exist", () => {
    const catalogueIds = new Set(catalogue.map((listing) => listing.id));
    for (const [id] of frenchEntries) expect(catalogueIds.has(id), `id ${id}`).toBe(true);
  });

  it("match the English highlights and tags one for one", () => {
    for (const listing of frenchListings) {
      const french = listingsFrench[listing.id]!;
      expect(french.highlights?.length, `id ${listing.id} highlights`).toBe(listing.highlights?.length);
      expect(french.tags, `id ${listing.id} tags`).toHaveLength(listing.tags.length);
      for (const tag of french.tags) {
        expect(isLowerCase(tag), `id ${listing.id} tag "${tag}"`).toBe(true);
        expect(tag.length, `id ${listing.id} tag "${tag}"`).toBeGreaterThanOrEqual(2);
        expect(tag.length, `id ${listing.id} tag "${tag}"`).toBeLessThanOrEqual(30);
      }
    }
  });

  it("never copy the English title or description (titles that are proper names excepted)", () => {
    for (const listing of frenchListings) {
      const french = listingsFrench[listing.id]!;
      expect(french.description, `id ${listing.id}`).not.toBe(listing.description);
      expect(french.description.length, `id ${listing.id}`).toBeGreaterThanOrEqual(40);
      if (SAME_TITLE_IDS.includes(listing.id)) expect(french.title, `id ${listing.id}`).toBe(listing.title);
      else expect(french.title, `id ${listing.id}`).not.toBe(listing.title);
    }
  });

  it("give location, hours, best time and cost only where the English has them, and differ from it", () => {
    for (const listing of frenchListings) {
      const french = listingsFrench[listing.id]!;
      for (const field of ["location", "hours", "bestTime", "cost"] as const) {
        if (french[field] === undefined) continue;
        expect(listing[field], `id ${listing.id} ${field}`).toBeDefined();
        expect(french[field], `id ${listing.id} ${field}`).not.toBe(listing[field]);
      }
      // Opening hours, best times and costs are always language-bearing text.
      for (const field of ["hours", "bestTime", "cost"] as const) {
        if (listing[field] !== undefined) expect(french[field], `id ${listing.id} ${field}`).toBeDefined();
      }
      if (french.hours) expect(french.hours, `id ${listing.id}`).not.toMatch(/AM|PM/);
    }
  });
});

describe("French place names", () => {
  it("name all 13 provinces and territories", () => {
    expect(Object.keys(provinceNamesFr).sort()).toEqual([...PROVINCES].sort());
    expect(provinceNameFr("Quebec")).toBe("Québec");
    expect(provinceNameFr("Prince Edward Island")).toBe("Île-du-Prince-Édouard");
  });

  it("list only known cities whose French name differs", () => {
    for (const [city, french] of Object.entries(cityNamesFr)) {
      expect(knownCities, city).toContain(city);
      expect(french, city).not.toBe(city);
    }
    expect(cityNameFr("Montreal")).toBe("Montréal");
    expect(cityNameFr("Quebec City")).toBe("Québec");
    expect(cityNameFr("Toronto")).toBe("Toronto");
    expect(cityNameFr("toString")).toBe("toString");
  });
});

describe("French coffee pages", () => {
  it("cover the five cities", () => {
    expect(Object.keys(coffeeCityTextsFr).sort()).toEqual([...COFFEE_CITY_SLUGS].sort());
    for (const [index, facts] of COFFEE_CITY_FACTS.entries()) {
      const city = coffeeCities[index]!;
      const french = coffeeCityTextsFr[facts.slug];
      expect(french.blurb, city.slug).not.toBe(city.blurb);
      expect(french.intro, city.slug).not.toBe(city.intro);
      expect(french.title, city.slug).not.toBe(city.title);
    }
  });

  it("describe the five Montreal shops, and every French shop is a real one", () => {
    const montreal = coffeeCities.find((city) => city.slug === "montreal")!;
    expect(montreal.shops).toHaveLength(5);
    for (const shop of montreal.shops) expect(coffeeShopTextsFr[shop.id], shop.id).toBeDefined();

    const shops = new Map(coffeeCities.flatMap((city) => city.shops).map((shop) => [shop.id, shop]));
    for (const [id, french] of Object.entries(coffeeShopTextsFr)) {
      const shop = shops.get(id);
      expect(shop, id).toBeDefined();
      expect(french.description, id).not.toBe(shop!.description);
      expect(french.tags, id).toHaveLength(shop!.tags.length);
      for (const tag of french.tags) expect(isLowerCase(tag), `${id} tag "${tag}"`).toBe(true);
    }
  });
});

describe("French home page data", () => {
  it("translate every business category, shop tile and creator video", () => {
    expect(Object.keys(businessCategoriesFr)).toEqual([...BUSINESS_CATEGORIES]);
    for (const tile of SHOP_CATEGORY_TILES) {
      expect(shopCategoryTilesFr[tile.name]?.description, tile.name).not.toBe(tile.description);
    }
    for (const video of creatorVideos) {
      expect(creatorVideoTitlesFr[video.id], `video ${video.id}`).toBeDefined();
      expect(creatorVideoTitlesFr[video.id], `video ${video.id}`).not.toBe(video.title);
    }
  });
});
