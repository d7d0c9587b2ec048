// Season times in the cities' own zones, under workerd (the runtime that stores and reads them): the
// default window is Jan 1 00:00:00 – Dec 31 23:59:59 city time in Toronto, Calgary and Vancouver, for
// years on both sides of the daylight-saving changes, and the one wall-time-to-instant conversion
// (`wallToInstant`) round-trips wall times around them. Instants are read back with Intl directly, not
// with the code under test. The seeded seasons in D1 (computed by the same code) read the same.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { defaultSeasonWindow } from "@shared/voting/award-seasons";
import { wallToInstant } from "@shared/time/city-day";

const ZONES = { toronto: "America/Toronto", calgary: "America/Edmonton", vancouver: "America/Vancouver" } as const;

/** An instant as "YYYY-MM-DD HH:MM:SS" on the zone's wall clock, read by Intl alone. */
function cityClock(instant: string | number, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

const wall = (text: string) => Date.parse(`${text}Z`);

describe("the default season window, city time", () => {
  for (const [city, zone] of Object.entries(ZONES)) {
    for (const year of [2025, 2026, 2027]) {
      it(`${city} ${year}: opens Jan 1 00:00:00 and closes Dec 31 23:59:59 in ${zone}`, () => {
        const { opensAt, closesAt } = defaultSeasonWindow(year, zone);
        expect(cityClock(opensAt, zone)).toBe(`${year}-01-01 00:00:00`);
        expect(cityClock(Date.parse(opensAt) - 1000, zone)).toBe(`${year - 1}-12-31 23:59:59`);
        expect(cityClock(closesAt, zone)).toBe(`${year}-12-31 23:59:59`);
        expect(cityClock(Date.parse(closesAt) + 1000, zone)).toBe(`${year + 1}-01-01 00:00:00`);
      });
    }
  }

  it("the seeded seasons of Toronto, Calgary and Vancouver close at 23:59:59 city time", async () => {
    for (const [city, zone] of Object.entries(ZONES)) {
      const row = await env.DB.prepare("SELECT year, closes_at FROM award_seasons WHERE city_slug = ? ORDER BY year LIMIT 1").bind(city).first<{
        year: number;
        closes_at: string;
      }>();
      expect(cityClock(row!.closes_at, zone), city).toBe(`${row!.year}-12-31 23:59:59`);
    }
  });
});

describe("wall time to instant across daylight-saving changes", () => {
  // Before and after the March change, inside the repeated November hour and after it, and the year's end.
  const WALLS = [
    "2026-03-07T12:00:00",
    "2026-03-08T01:30:00",
    "2026-03-08T03:30:00",
    "2026-07-01T12:00:00",
    "2026-11-01T00:30:00",
    "2026-11-01T03:00:00",
    "2026-12-31T23:59:59",
  ];

  for (const [city, zone] of Object.entries(ZONES)) {
    it(`${city}: every wall time reads back as itself`, () => {
      for (const text of WALLS) expect(cityClock(wallToInstant(wall(text), zone), zone), text).toBe(text.replace("T", " "));
    });

    it(`${city}: a time the spring change skips is the same distance past the gap`, () => {
      expect(wallToInstant(wall("2026-03-08T02:30:00"), zone)).toBe(wallToInstant(wall("2026-03-08T03:30:00"), zone));
    });

    it(`${city}: a time the autumn change repeats is its first occurrence`, () => {
      const first = wallToInstant(wall("2026-11-01T01:30:00"), zone);
      expect(cityClock(first, zone)).toBe("2026-11-01 01:30:00");
      // An hour later the wall clock either reads 01:30 again (the hour repeats) or 02:30 (no change).
      expect(["2026-11-01 01:30:00", "2026-11-01 02:30:00"]).toContain(cityClock(first + 3_600_000, zone));
    });
  }

  it("Toronto's instants, whose rules are settled: EST −5 and EDT −4", () => {
    expect(new Date(wallToInstant(wall("2026-03-08T01:30:00"), ZONES.toronto)).toISOString()).toBe("2026-03-08T06:30:00.000Z");
    expect(new Date(wallToInstant(wall("2026-03-08T03:30:00"), ZONES.toronto)).toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(new Date(wallToInstant(wall("2026-11-01T01:30:00"), ZONES.toronto)).toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(new Date(wallToInstant(wall("2026-11-01T03:00:00"), ZONES.toronto)).toISOString()).toBe("2026-11-01T08:00:00.000Z");
    expect(defaultSeasonWindow(2026, ZONES.toronto)).toEqual({ opensAt: "2026-01-01T05:00:00.000Z", closesAt: "2027-01-01T04:59:59.000Z" });
  });
});
