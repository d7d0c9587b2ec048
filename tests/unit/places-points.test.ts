// Points and neighbourhoods: the distance and walking rules, the rounding of a visitor's position, the
// geohash, and the assignment of every seeded listing to a neighbourhood by its point.
import { describe, expect, it } from "vitest";
import { distanceKm, roundedPosition, walkingMinutes } from "@shared/places/point";
import { geohash } from "@shared/places/geohash";
import { cityBounds, inBounds } from "@shared/places/city-bounds";
import { cityCoordinates } from "@shared/places/city-coordinates";
import { areaOfPoint, neighbourhoodNamed, neighbourhoodsOf } from "@shared/places/neighbourhoods/area-of-point";
import { NEIGHBOURHOODS } from "@shared/places/neighbourhoods/neighbourhoods";
import { NEIGHBOURHOOD_NAMES } from "@shared/places/neighbourhoods/neighbourhood-names";
import { NEIGHBOURHOOD_SHAPES } from "@shared/places/neighbourhoods/neighbourhood-shapes";
import { areaChoices } from "@shared/places/neighbourhoods/area-choices";
import { distanceText } from "@shared/listings/distance-text";
import { setLocaleSource } from "@shared/i18n/active-locale";
import { catalogue, seedListings } from "@worker/db/seed/listings";
import { CATALOGUE_POINTS } from "@worker/db/seed/listing-points";

const HOME_CITIES = ["Toronto", "Montreal", "Vancouver", "Calgary", "Edmonton", "Winnipeg", "Quebec City", "Halifax"];

describe("distance and walking time", () => {
  it("measures along the great circle", () => {
    // Montréal's and Toronto's city centres: about 504 km apart.
    expect(distanceKm({ lat: 45.5017, lon: -73.5673 }, { lat: 43.6532, lon: -79.3832 })).toBeCloseTo(504.3, 0);
    expect(distanceKm({ lat: 45.5, lon: -73.57 }, { lat: 45.5, lon: -73.57 })).toBe(0);
    // One thousandth of a degree of latitude is 111 m.
    expect(distanceKm({ lat: 45.5, lon: -73.57 }, { lat: 45.501, lon: -73.57 })).toBeCloseTo(0.111, 3);
  });

  it("walks at 5 km/h, rounded up to the minute, never less than one", () => {
    expect(walkingMinutes(1.2)).toBe(15);
    expect(walkingMinutes(1.25)).toBe(15);
    expect(walkingMinutes(1.26)).toBe(16);
    expect(walkingMinutes(0)).toBe(1);
    expect(walkingMinutes(0.001)).toBe(1);
  });
});

describe("a visitor's position", () => {
  it("leaves the browser rounded to 3 decimals (about 100 m)", () => {
    expect(roundedPosition({ lat: 45.523456, lon: -73.600789 })).toEqual({ lat: 45.523, lon: -73.601 });
    expect(roundedPosition({ lat: 45.5, lon: -73.6 })).toEqual({ lat: 45.5, lon: -73.6 });
    const moved = roundedPosition({ lat: 45.52349, lon: -73.60049 });
    expect(distanceKm(moved, { lat: 45.52349, lon: -73.60049 })).toBeLessThan(0.1);
  });
});

describe("geohash", () => {
  it("encodes as the standard does", () => {
    // The reference example of the geohash scheme: 57.64911, 10.40744 is u4pruydqqvj.
    expect(geohash(57.64911, 10.40744, 11)).toBe("u4pruydqqvj");
    expect(geohash(45.5017, -73.5673)).toHaveLength(7);
    // Nearby points share a prefix; a point across the country does not.
    expect(geohash(45.5017, -73.5673, 4)).toBe(geohash(45.505, -73.56, 4));
    expect(geohash(43.6532, -79.3832, 2)).not.toBe(geohash(49.2827, -123.1207, 2));
  });
});

describe("neighbourhoods", () => {
  it("exist for the eight home cities, with slugs unique in each city", () => {
    for (const city of HOME_CITIES) {
      const areas = neighbourhoodsOf(city);
      expect(areas.length, city).toBeGreaterThanOrEqual(7);
      expect(new Set(areas.map((a) => a.slug)).size, city).toBe(areas.length);
      for (const area of areas) expect(area.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("have a shape for every name and a name for every shape", () => {
    for (const [city, shapes] of Object.entries(NEIGHBOURHOOD_SHAPES))
      expect(Object.keys(shapes).sort(), city).toEqual(NEIGHBOURHOOD_NAMES[city]!.map(([slug]) => slug).sort());
    expect(Object.keys(NEIGHBOURHOOD_SHAPES).sort()).toEqual(Object.keys(NEIGHBOURHOOD_NAMES).sort());
  });

  it("are offered by name in the page's language, alphabetically", () => {
    setLocaleSource(() => "fr");
    try {
      expect(areaChoices("Montreal").slice(0, 3)).toEqual([
        { slug: "downtown", name: "Centre-ville" },
        { slug: "mile-end", name: "Mile End" },
        { slug: "milton-parc", name: "Milton-Parc" },
      ]);
    } finally {
      setLocaleSource(() => "en");
    }
    expect(areaChoices("Montreal")[0]).toEqual({ slug: "downtown", name: "Downtown" });
    expect(areaChoices("Red Deer")).toEqual([]);
  });

  it("hold their own centre, inside their city's box", () => {
    for (const area of NEIGHBOURHOODS) {
      expect(areaOfPoint(area.city, area.centre), `${area.city} ${area.slug}`).toBe(area.slug);
      expect(inBounds(cityBounds(area.city)!, area.centre), `${area.city} ${area.slug}`).toBe(true);
    }
  });

  it("assign by point in polygon: the first outline holding the point, none outside them all", () => {
    // Mile End's St-Viateur Bagel, Little Italy's Jean-Talon Market, Old Montréal's Clock Tower.
    expect(areaOfPoint("Montreal", { lat: 45.5226, lon: -73.6013 })).toBe("mile-end");
    expect(areaOfPoint("Montreal", { lat: 45.5363, lon: -73.6146 })).toBe("little-italy");
    expect(areaOfPoint("Montreal", { lat: 45.5123, lon: -73.5458 })).toBe("old-montreal");
    // The same point is in no Toronto neighbourhood; Montréal's airport is in none of Montréal's.
    expect(areaOfPoint("Toronto", { lat: 45.5226, lon: -73.6013 })).toBeNull();
    expect(areaOfPoint("Montreal", { lat: 45.4706, lon: -73.7408 })).toBeNull();
    // Milton-Parc's outline is listed before the Plateau's, which it overlaps.
    expect(areaOfPoint("Montreal", { lat: 45.511, lon: -73.575 })).toBe("milton-parc");
  });
});

describe("the seeded points", () => {
  it("give every catalogue listing (1–110) its own point, inside its city", () => {
    expect(catalogue).toHaveLength(110);
    for (const listing of catalogue) {
      const point = CATALOGUE_POINTS[listing.id];
      expect(point, `listing ${listing.id}`).toBeDefined();
      expect(inBounds(cityBounds(listing.city)!, point!), `listing ${listing.id} in ${listing.city}`).toBe(true);
    }
  });

  it("put each home-city listing in the neighbourhood its location names", () => {
    for (const listing of seedListings.filter((l) => HOME_CITIES.includes(l.city))) {
      const named = neighbourhoodNamed(listing.city, listing.location);
      expect(named, `listing ${listing.id}: ${listing.location}`).toBeDefined();
      const point = CATALOGUE_POINTS[listing.id] ?? named!.centre;
      expect(areaOfPoint(listing.city, point), `listing ${listing.id}: ${listing.location}`).toBe(named!.slug);
    }
  });

  it("have a box for each of the spec's 20 cities", () => {
    for (const { city, lat, lon } of cityCoordinates) expect(inBounds(cityBounds(city)!, { lat, lon }), city).toBe(true);
    expect(cityBounds("Atlantis")).toBeNull();
  });
});

describe("a card's distance", () => {
  it("reads in kilometres with one decimal and walking minutes, in English and in French", () => {
    expect(distanceText(1.2)).toBe("1.2 km · 15 min walk");
    expect(distanceText(0.04)).toBe("0.0 km · 1 min walk");
    setLocaleSource(() => "fr");
    try {
      expect(distanceText(1.2)).toBe("1,2\u00a0km · 15\u00a0min à pied");
      expect(distanceText(12.345)).toBe("12,3\u00a0km · 149\u00a0min à pied");
    } finally {
      setLocaleSource(() => "en");
    }
  });
});
