// Award seasons: votes count only inside the city's open season (by the one clock, at the city's
// wall-clock times), each season's tallies are its own, later seasons start at zero, and the pages get
// the season worded in their language.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { setClock } from "@shared/time/clock";
import { ballotSeedSql } from "@worker/db/ballot-seed";
import type { Locale } from "@shared/i18n/locales";
import { caller, outcomeWithHeaders } from "./caller";
import { defaultSeasonWindow } from "@shared/voting/award-seasons";
import { wallToInstant } from "@shared/time/city-day";

let ip = 0;
const freshIp = () => `192.0.2.${(ip++ % 250) + 1}`;
const SHOP = "pilot-roastery";
// Toronto's seeded 2026 season closes Dec 31 2026 23:59:59 in America/Toronto (UTC−5).
const CLOSE = Date.parse("2027-01-01T04:59:59.000Z");

const cast = (shopId = SHOP) =>
  outcomeWithHeaders({ headers: { "cf-connecting-ip": freshIp() } }, (api) => api.votes.cast({ city: "toronto", shopId }));
const counts = async () => (await caller().votes.tally({ city: "toronto" })).counts;
const season = async (locale: Locale = "en") => (await caller({ locale }).ballots.city({ city: "toronto" }))!.season;

describe("award seasons", () => {
  it("the seed opens this year's season until Dec 31 23:59:59 city time", async () => {
    const row = await env.DB.prepare("SELECT year, opens_at, closes_at, hide_final_week FROM award_seasons WHERE city_slug = 'vancouver'").first();
    expect(row).toEqual({ year: 2026, opens_at: "2026-01-01T08:00:00.000Z", closes_at: "2027-01-01T07:59:59.000Z", hide_final_week: 0 });
    expect(await env.DB.prepare("SELECT closes_at FROM award_seasons WHERE city_slug = 'toronto'").first()).toEqual({
      closes_at: new Date(CLOSE).toISOString(),
    });
  });

  it("counts a vote one second before the close and refuses one a second after it", async () => {
    setClock(CLOSE - 1000);
    expect((await cast()).status).toBe(200);
    setClock(CLOSE + 1000);
    const late = await cast();
    expect(late.status).toBe(403);
    expect(late.message).toBe("Voting is closed.");
    expect(late.headers.get("set-cookie")).toBeNull();
  });

  it("words the season in the page's language, open or closed", async () => {
    setClock(Date.parse("2026-11-24T12:00:00Z"));
    expect(await season("en")).toEqual({ year: 2026, open: true, closesOn: "Dec 31, 2026", reopensOn: null, startingCounts: true, revealsOn: null });
    expect((await season("fr"))!.closesOn).toBe("31 décembre 2026");
    setClock(CLOSE + 1000);
    expect(await season("en")).toEqual({ year: 2026, open: false, closesOn: "Dec 31, 2026", reopensOn: null, startingCounts: true, revealsOn: null });
  });

  it("keeps each season's tallies apart; a later season starts at zero and the first keeps its counts", async () => {
    setClock(Date.parse("2026-06-01T12:00:00Z"));
    const first = await counts();
    expect(first[SHOP]).toBeGreaterThanOrEqual(50);

    // The next year's season, written by the seed when the clock reaches it.
    setClock(Date.parse("2027-02-01T12:00:00Z"));
    await env.DB.batch(ballotSeedSql().map((sql) => env.DB.prepare(sql)));
    const seasons = await env.DB.prepare("SELECT year FROM award_seasons WHERE city_slug = 'toronto' ORDER BY year").all<{ year: number }>();
    expect(seasons.results.map((row) => row.year)).toEqual([2026, 2027]);

    expect(Object.values(await counts())).toEqual([0, 0, 0, 0, 0]);
    expect((await cast()).data!.count).toBe(1);
    expect((await season())!).toMatchObject({ year: 2027, open: true, startingCounts: false });

    // Between the seasons (the 2026 one closed, the 2027 one moved to open on Jan 15) the closed season shows.
    await env.DB.prepare("UPDATE award_seasons SET opens_at = '2027-01-15T05:00:00.000Z' WHERE city_slug = 'toronto' AND year = 2027").run();
    setClock(CLOSE + 1000);
    expect((await counts())[SHOP]).toBe(first[SHOP]);
    expect(await season()).toEqual({
      year: 2026,
      open: false,
      closesOn: "Dec 31, 2026",
      reopensOn: "Jan 15, 2027",
      startingCounts: true,
      revealsOn: null,
    });
    expect((await cast()).status).toBe(403);
  });
});

describe("season times in the cities' own zones", () => {
  // Season times in the cities' own zones, under workerd (the runtime that stores and reads them): the
  // default window is Jan 1 00:00:00 – Dec 31 23:59:59 city time in Toronto, Calgary and Vancouver, for
  // years on both sides of the daylight-saving changes, and the one wall-time-to-instant conversion
  // (`wallToInstant`) round-trips wall times around them. Instants are read back with Intl directly, not
  // with the code under test. The seeded seasons in D1 (computed by the same code) read the same.
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
});
