// The date windows' counters (decision 0169) bucket events by UTC quarter hours, so a window's end — a
// local midnight in the list's zone — must fall on a quarter hour: otherwise the total is counted on the
// rows instead (correct, but one index entry per event). Every city's zone, every day of three years
// with their DST changes.
import { describe, expect, it } from "vitest";
import { cityTimeZone } from "@shared/places/city-time-zones";
import { allCities } from "@shared/places/provinces";
import { DEFAULT_EVENT_ZONE, addDays, dayStartAt } from "@shared/time/city-day";

const QUARTER_MS = 900_000;

describe("the zones the lists use", () => {
  it("start every local day on a UTC quarter hour", () => {
    const zones = new Set([DEFAULT_EVENT_ZONE, ...allCities.map((city) => cityTimeZone(city)!)]);
    expect(zones.size).toBeGreaterThan(10);
    expect(zones).toContain("America/St_Johns");
    const off: string[] = [];
    for (const zone of zones) {
      for (let day = "2026-01-01"; day < "2029-01-01"; day = addDays(day, 1)) {
        if (dayStartAt(day, zone) % QUARTER_MS !== 0) off.push(`${zone} ${day}`);
      }
    }
    expect(off).toEqual([]);
  });
});
