// Award seasons: votes count only inside the city's open season (by the one clock, at the city's
// wall-clock times), each season's tallies are its own, later seasons start at zero, and the pages get
// the season worded in their language.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { setClock } from "@shared/time/clock";
import { ballotSeedSql } from "@worker/db/ballot-seed";
import type { Locale } from "@shared/i18n/locales";
import { caller, outcomeWithHeaders } from "./caller";

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
