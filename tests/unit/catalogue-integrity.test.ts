// The built-in data, checked as a whole: shapes, ranges and the rules the screens rely on.
import { describe, expect, it } from "vitest";
import { coffeeCities } from "@worker/db/seed/coffee-cities";
import { COFFEE_CITY_SLUGS, coffeeCitySchema } from "@shared/voting/coffee-shop";
import { listingSchema, type BrowsableType } from "@shared/listings/listing";
import { catalogue, seedListings } from "@worker/db/seed/listings";
import { coffeeListings } from "@worker/db/seed/coffee-listings";
import { CATALOGUE_OPENING_HOURS } from "@worker/db/seed/opening-hours";
import { CATALOGUE_CATEGORIES } from "@worker/db/seed/business-categories";
import { catalogueTranslations } from "@worker/db/seed/catalogue-translations";
import { recurringEvents } from "@worker/db/seed/recurring-events";
import { PAID_TIERS, TIER_PRICES, priceForTier } from "@shared/submissions/promotion-tiers";
import { cityCoordinates } from "@shared/places/city-coordinates";
import { knownCities, provinceOf, resolveCity } from "@shared/places/city-provinces";
import { BUSINESS_CATEGORIES } from "@shared/places/business-category-names";
import { creatorVideos, homeCities } from "@shared/home/home-data";
import { PROVINCES } from "@shared/places/place-types";
import { allCities, citiesByProvince } from "@shared/places/provinces";
import { findListing } from "@shared/listings/find-listing";
import { detailPath, typeFromPrefix } from "@shared/routing/paths";
import { citySlug, listingSlug } from "@shared/places/slug";

const FIRST_EIGHT = ["Toronto", "Montreal", "Vancouver", "Calgary", "Edmonton", "Winnipeg", "Halifax", "Quebec City"];
const GEM_TAIL_CITIES = ["Vancouver", "Calgary", "Red Deer", "Surrey", "Kelowna", "Lethbridge"];

describe("listings", () => {
  it("has 110 entries with unique ids 1 to 110, each valid", () => {
    expect(catalogue.map((l) => l.id)).toEqual(Array.from({ length: 110 }, (_, i) => i + 1));
    for (const listing of catalogue) expect(() => listingSchema.parse(listing), `id ${listing.id}`).not.toThrow();
  });

  it("ids 1–84 cover the eight cities, each with every browsable type", () => {
    const head = catalogue.filter((l) => l.id <= 84);
    expect(new Set(head.map((l) => l.city))).toEqual(new Set(FIRST_EIGHT));
    for (const city of FIRST_EIGHT) {
      const types = new Set(head.filter((l) => l.city === city).map((l) => l.type));
      expect([...types].sort(), city).toEqual(["event", "gem", "shop", "story"]);
    }
  });

  it("ids 85–110 are gems in BC and Alberta cities, featured exactly 85, 86, 88, 89, 90", () => {
    const tail = catalogue.filter((l) => l.id >= 85);
    expect(tail).toHaveLength(26);
    for (const gem of tail) {
      expect(gem.type).toBe("gem");
      expect(GEM_TAIL_CITIES).toContain(gem.city);
      expect(["British Columbia", "Alberta"]).toContain(gem.province);
    }
    expect(tail.filter((l) => l.featured).map((l) => l.id)).toEqual([85, 86, 88, 89, 90]);
    expect(tail.some((l) => !l.website)).toBe(true);
  });

  it("only events have dates, all valid and within 2024-02 to 2024-08", () => {
    for (const listing of catalogue) {
      if (listing.type !== "event") {
        expect(listing.date, `id ${listing.id}`).toBeUndefined();
        continue;
      }
      expect(listing.date, `id ${listing.id}`).toBeDefined();
      const date = listing.date as string;
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
      expect(date >= "2024-02-01" && date <= "2024-08-31", `${listing.id}: ${date}`).toBe(true);
    }
  });

  it("the seeded recurring events (ids 301–312) are valid events in the home cities, with unique slugs", () => {
    expect(recurringEvents.map((l) => l.id)).toEqual(Array.from({ length: 12 }, (_, i) => 301 + i));
    for (const event of recurringEvents) {
      expect(() => listingSchema.parse(event), `id ${event.id}`).not.toThrow();
      expect(event.type).toBe("event");
      expect(homeCities.map((city) => city.name)).toContain(event.city);
      expect(provinceOf(event.city)).toBe(event.province);
    }
    const paths = [...catalogue, ...recurringEvents].map(detailPath);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("every listing's province is its city's province", () => {
    for (const listing of catalogue) expect(provinceOf(listing.city), listing.city).toBe(listing.province);
  });

  it("shops carry website, address, phone and highlights", () => {
    for (const shop of catalogue.filter((l) => l.type === "shop")) {
      expect(shop.website && shop.address && shop.phone && shop.highlights, `id ${shop.id}`).toBeTruthy();
    }
  });

  it("slugs are unique within a city and type path, and every listing is reachable by its detail path", () => {
    const paths = catalogue.map(detailPath);
    expect(new Set(paths).size).toBe(paths.length);
    for (const listing of catalogue) {
      const [, prefix, cityPart, slugPart] = detailPath(listing).split("/");
      const type = typeFromPrefix(prefix as string) as BrowsableType;
      expect(findListing(catalogue, type, cityPart as string, slugPart as string)?.id).toBe(listing.id);
    }
    const perCity = new Map<string, Set<string>>();
    for (const l of catalogue) {
      const set = perCity.get(citySlug(l.city)) ?? new Set();
      expect(set.has(listingSlug(l)), `duplicate slug ${listingSlug(l)} in ${l.city}`).toBe(false);
      set.add(listingSlug(l));
      perCity.set(citySlug(l.city), set);
    }
  });

  it("no two descriptions are alike", () => {
    const descriptions = catalogue.map((l) => l.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

describe("places", () => {
  it("has 13 provinces and territories with exactly 5 cities each", () => {
    expect(Object.keys(citiesByProvince).sort()).toEqual([...PROVINCES].sort());
    for (const province of PROVINCES) expect(citiesByProvince[province], province).toHaveLength(5);
    expect(allCities).toHaveLength(65);
    expect(new Set(allCities).size).toBe(65);
  });

  it("has the spec's 20-city coordinates table with plausible Canadian coordinates", () => {
    expect(cityCoordinates.map((c) => c.city)).toEqual([
      "Toronto",
      "Montreal",
      "Vancouver",
      "Calgary",
      "Edmonton",
      "Ottawa",
      "Winnipeg",
      "Quebec City",
      "Hamilton",
      "Halifax",
      "Mississauga",
      "Brampton",
      "Surrey",
      "Laval",
      "Saskatoon",
      "Regina",
      "St. John's",
      "Kelowna",
      "Kitchener",
      "London",
    ]);
    for (const { city, lat, lon } of cityCoordinates) {
      expect(lat > 41 && lat < 70 && lon > -141 && lon < -52, city).toBe(true);
    }
  });

  it("knows the province of every city used anywhere in the data", () => {
    const used = [
      ...catalogue.map((l) => l.city),
      ...homeCities.map((c) => c.name),
      ...coffeeCities.map((c) => c.city),
      ...cityCoordinates.map((c) => c.city),
      ...allCities,
    ];
    for (const city of used) expect(provinceOf(city), city).toBeDefined();
    expect(knownCities).toEqual(expect.arrayContaining(["Red Deer", "Surrey", "Kelowna", "Lethbridge", "Ottawa", "Quebec City", "Brampton"]));
  });

  it("resolves city page names exactly, then case- and accent-insensitively", () => {
    expect(resolveCity("Toronto")).toEqual({ city: "Toronto", province: "Ontario" });
    expect(resolveCity("quebec city")).toEqual({ city: "Quebec City", province: "Quebec" });
    expect(resolveCity("Montréal")).toEqual({ city: "Montreal", province: "Quebec" });
    expect(resolveCity("Atlantis")).toBeUndefined();
    expect(resolveCity("")).toBeUndefined();
  });

  it("has the home page's cities, videos and categories", () => {
    expect(homeCities.map((c) => c.name)).toEqual(["Toronto", "Montreal", "Vancouver", "Calgary", "Ottawa", "Edmonton", "Quebec City", "Winnipeg"]);
    expect(creatorVideos.map((v) => v.id)).toEqual([1, 2, 3, 4]);
    for (const video of creatorVideos) expect(video.embedId).toMatch(/^[\w-]{11}$/);
    expect(BUSINESS_CATEGORIES).toHaveLength(16);
  });
});

describe("coffee shops", () => {
  it("has five cities in order, each with exactly five valid shops", () => {
    expect(coffeeCities.map((c) => c.slug)).toEqual([...COFFEE_CITY_SLUGS]);
    for (const city of coffeeCities) {
      expect(() => coffeeCitySchema.parse(city)).not.toThrow();
      expect(new Set(city.shops.map((s) => s.id)).size).toBe(5);
      for (const shop of city.shops) expect(shop.city).toBe(city.city);
    }
  });

  it("every ballot café is exactly one valid shop listing (ids 401–425) with hours, category and French text", () => {
    const shops = coffeeCities.flatMap((city) => city.shops.map((shop) => ({ city, shop })));
    expect(coffeeListings.map((l) => l.id)).toEqual(Array.from({ length: 25 }, (_, i) => 401 + i));
    for (const { city, shop } of shops) {
      const listings = seedListings.filter((l) => l.title === shop.name);
      expect(listings, shop.name).toHaveLength(1);
      const listing = listings[0]!;
      expect(() => listingSchema.parse(listing), shop.name).not.toThrow();
      expect([listing.type, listing.city, listing.province, listing.description, listing.image]).toEqual([
        "shop",
        shop.city,
        city.province,
        shop.description,
        shop.image,
      ]);
      expect(listing.address).toMatch(new RegExp(`^${shop.address}, ${shop.city}, ${city.regionCode} [A-Z]\\d[A-Z] \\d[A-Z]\\d$`));
      expect(CATALOGUE_CATEGORIES[listing.id]).toBe("coffee-shops");
      expect(Object.keys(CATALOGUE_OPENING_HOURS[listing.id] ?? {}).length, shop.name).toBeGreaterThanOrEqual(5);
      const french = catalogueTranslations.fr?.[listing.id];
      expect(french?.title, shop.name).toBe(shop.name);
      expect(french?.description.length, shop.name).toBeGreaterThanOrEqual(40);
      expect(french?.description, shop.name).not.toBe(shop.description);
    }
    const paths = seedListings.map(detailPath);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("has the spec's region codes and fixed rating values", () => {
    expect(coffeeCities.map((c) => [c.slug, c.regionCode, c.ratingValue])).toEqual([
      ["vancouver", "BC", 4.8],
      ["calgary", "AB", 4.7],
      ["toronto", "ON", 4.8],
      ["montreal", "QC", 4.7],
      ["ottawa", "ON", 4.7],
    ]);
  });
});

describe("promotion tiers", () => {
  it("prices none 0, basic 39, pro 99, with pro the best value", () => {
    expect(TIER_PRICES).toEqual({ none: 0, basic: 39, pro: 99 });
    expect(priceForTier("pro")).toBe(99);
    expect(PAID_TIERS.map((t) => [t.id, t.price, t.badge])).toEqual([
      ["basic", 39, undefined],
      ["pro", 99, "BEST VALUE"],
    ]);
    expect(PAID_TIERS[0]?.features).toHaveLength(3);
    expect(PAID_TIERS[1]?.features).toHaveLength(6);
  });
});
