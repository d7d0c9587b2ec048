// The ranking rule every results surface shares (page, JSON-LD, past winners, badges), and when a
// season hiding its final week's counts reveals them.
import { describe, expect, it } from "vitest";
import { PLACED_RANKS, isPlaced, rankShops } from "@shared/voting/award-ranking";
import { HIDDEN_FINAL_MS, countsHiddenAt, defaultSeasonWindow, revealAt } from "@shared/voting/award-seasons";

const shops = ["a", "b", "c", "d"].map((id) => ({ id }));
const ranked = (counts: Record<string, number>) => rankShops(shops, counts).map(({ rank, shop, count }) => `${rank}:${shop.id}:${count}`);

describe("rankShops", () => {
  it("ranks by votes, most first", () => {
    expect(ranked({ a: 1, b: 5, c: 3, d: 4 })).toEqual(["1:b:5", "2:d:4", "3:c:3", "4:a:1"]);
  });

  it("breaks a tie by ballot position, so every rank is distinct", () => {
    expect(ranked({ a: 2, b: 7, c: 7, d: 2 })).toEqual(["1:b:7", "2:c:7", "3:a:2", "4:d:2"]);
  });

  it("counts a shop without a tally as none, and an all-zero season keeps the ballot order", () => {
    expect(ranked({ c: 1 })).toEqual(["1:c:1", "2:a:0", "3:b:0", "4:d:0"]);
    expect(ranked({})).toEqual(["1:a:0", "2:b:0", "3:c:0", "4:d:0"]);
  });

  it("places the podium", () => {
    expect(PLACED_RANKS).toBe(3);
    expect([0, 1, 2, 3, 4].map((rank) => isPlaced({ rank, count: 5 }))).toEqual([false, true, true, true, false]);
  });

  it("never places a shop without a vote, even in the top three", () => {
    const standings = rankShops(shops, { a: 2, b: 1 });
    expect(standings.map(isPlaced)).toEqual([true, true, false, false]);
    expect(rankShops(shops, {}).some(isPlaced)).toBe(false);
  });
});

describe("hiding the final week's counts", () => {
  const zone = "America/Toronto";
  const season = { year: 2026, hideFinalWeek: true, ...defaultSeasonWindow(2026, zone) };
  const close = Date.parse(season.closesAt);

  it("reveals on the day after the close, city time", () => {
    expect(new Date(revealAt(season, zone)).toISOString()).toBe("2027-01-01T05:00:00.000Z");
    // A close in the afternoon still reveals at the next midnight.
    expect(new Date(revealAt({ ...season, closesAt: "2026-12-20T20:00:00.000Z" }, zone)).toISOString()).toBe("2026-12-21T05:00:00.000Z");
  });

  it("hides from 7 days before the close until the reveal", () => {
    expect(countsHiddenAt(season, zone, close - 8 * 86_400_000)).toBe(false);
    expect(countsHiddenAt(season, zone, close - HIDDEN_FINAL_MS - 1)).toBe(false);
    expect(countsHiddenAt(season, zone, close - HIDDEN_FINAL_MS)).toBe(true);
    expect(countsHiddenAt(season, zone, close - 6 * 86_400_000)).toBe(true);
    expect(countsHiddenAt(season, zone, close)).toBe(true);
    expect(countsHiddenAt(season, zone, revealAt(season, zone))).toBe(false);
  });

  it("never hides a season that does not ask for it", () => {
    expect(countsHiddenAt({ ...season, hideFinalWeek: false }, zone, close - 86_400_000)).toBe(false);
  });
});
