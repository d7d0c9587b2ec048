// My city's rules: the cookie value is outside input (only a header city counts), and every header city
// has coordinates, so its nearest neighbours are defined whichever city a visitor chooses.
import { describe, expect, it } from "vitest";
import { allCities } from "@shared/places/provinces";
import { citiesByDistance } from "@shared/places/nearby-cities";
import { parseMyCity } from "@shared/places/my-city-schema";

describe("parseMyCity", () => {
  it("accepts a header city, percent-encoded as the browser writes it", () => {
    expect(parseMyCity("Montreal")).toBe("Montreal");
    expect(parseMyCity("Red%20Deer")).toBe("Red Deer");
    expect(parseMyCity("St.%20John's")).toBe("St. John's");
  });

  it("ignores anything else", () => {
    for (const value of [undefined, null, "", "Atlantis", "montreal", "Montréal", "%E0%A4%A", "<script>", "Montreal\u0000", "x".repeat(500)]) {
      expect(parseMyCity(value), String(value)).toBeNull();
    }
  });
});

describe("citiesByDistance", () => {
  it("knows every header city, which comes first, then its neighbours nearest first", () => {
    for (const city of allCities) {
      const order = citiesByDistance(city);
      expect(order[0], city).toBe(city);
      expect(order.length, city).toBeGreaterThanOrEqual(allCities.length);
    }
    expect(citiesByDistance("Montreal").slice(0, 2)).toEqual(["Montreal", "Laval"]);
    expect(citiesByDistance("Surrey")[1]).toBe("Burnaby");
  });
});
