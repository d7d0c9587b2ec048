import { describe, expect, it } from "vitest";
import { bursts, voteLogCsv } from "@shared/voting/vote-integrity";

const HOUR = 3_600_000;

describe("bursts", () => {
  it("flags an hour of at least 10 votes and 5 times the shop's median hour, per shop", () => {
    const hours = [
      { shopId: "a", hour: 0, votes: 2 },
      { shopId: "a", hour: HOUR, votes: 2 },
      { shopId: "a", hour: 2 * HOUR, votes: 10 },
      { shopId: "b", hour: 0, votes: 9 },
      { shopId: "b", hour: HOUR, votes: 1 },
      { shopId: "b", hour: 2 * HOUR, votes: 1 },
    ];
    expect(bursts(hours)).toEqual([{ shopId: "a", hour: 2 * HOUR, votes: 10 }]);
  });

  it("does not flag a steadily busy shop", () => {
    expect(bursts([10, 12, 11].map((votes, i) => ({ shopId: "a", hour: i * HOUR, votes })))).toEqual([]);
  });
});

describe("the published vote log", () => {
  it("lists starting counts by shop, then each vote to the hour, counted or removed", () => {
    const csv = voteLogCsv({ b: 3, a: 0 }, [
      { shopId: "b", castAt: Date.parse("2026-11-20T14:59:59Z"), voterHash: "0123456789abcdef", removed: false },
      { shopId: "a", castAt: Date.parse("2026-11-20T15:00:00Z"), voterHash: "fedcba9876543210", removed: true },
    ]);
    expect(csv).toBe(
      [
        "shop,hour,voter,votes,status",
        "a,,,0,start",
        "b,,,3,start",
        "b,2026-11-20T14:00Z,0123456789abcdef,1,counted",
        "a,2026-11-20T15:00Z,fedcba9876543210,1,removed",
        "",
      ].join("\n"),
    );
  });
});
