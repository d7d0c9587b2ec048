import { describe, expect, it } from "vitest";
import { LIVE_RECONNECT_FIRST_MS, LIVE_RECONNECT_MAX_MS, liveVotesPath, parseLiveVotesMessage, reconnectDelay } from "@shared/voting/live-votes";

describe("live votes messages", () => {
  it("reads the tally and the count updates", () => {
    expect(parseLiveVotesMessage('{"type":"tally","counts":{"a":60},"voted":["a"]}')).toEqual({
      type: "tally",
      counts: { a: 60 },
      voted: ["a"],
    });
    expect(parseLiveVotesMessage('{"type":"counts","counts":[{"shopId":"a","count":61}]}')).toEqual({
      type: "counts",
      counts: [{ shopId: "a", count: 61 }],
    });
  });

  it("ignores anything else", () => {
    for (const text of [
      "not json",
      "[]",
      '{"type":"hello"}',
      '{"type":"tally","counts":{"a":-1},"voted":[]}',
      '{"type":"tally","counts":{"a":1},"voted":[1]}',
      '{"type":"counts","counts":[{"shopId":"a","count":1.5}]}',
      '{"type":"counts","counts":{"a":1}}',
    ]) {
      expect(parseLiveVotesMessage(text)).toBeNull();
    }
    expect(parseLiveVotesMessage(new ArrayBuffer(2))).toBeNull();
  });

  it("addresses a city's socket under the API", () => {
    expect(liveVotesPath("toronto")).toBe("/api/votes/toronto/live");
  });
});

describe("reconnect backoff", () => {
  it("doubles from the first delay up to the cap, with at most a quarter of jitter off", () => {
    expect([0, 1, 2, 3].map((n) => reconnectDelay(n, () => 0.999999))).toEqual([500, 1000, 2000, 4000]);
    expect(reconnectDelay(0, () => 0)).toBe(LIVE_RECONNECT_FIRST_MS * 0.75);
    expect(reconnectDelay(10, () => 0.999999)).toBe(LIVE_RECONNECT_MAX_MS);
    expect(reconnectDelay(1000, () => 0)).toBe(LIVE_RECONNECT_MAX_MS * 0.75);
  });
});
