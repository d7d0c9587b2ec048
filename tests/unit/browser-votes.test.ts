import { describe, expect, it } from "vitest";
import {
  EMPTY_BROWSER_VOTES,
  parseBrowserVotes,
  reconcileWithServer,
  serializeBrowserVotes,
  withCountedVote,
  withLiveCounts,
  withLocalSeed,
  withRefusedVote,
  withServerVoted,
  withUnsentVote,
  type BrowserVotes,
} from "@shared/voting/browser-votes";

const shops = ["a", "b", "c"];

describe("stored browser votes", () => {
  it("round-trips through storage strings", () => {
    const votes: BrowserVotes = { counts: { a: 60, b: 70 }, voted: { a: true }, unsent: ["a"] };
    expect(parseBrowserVotes(serializeBrowserVotes(votes))).toEqual(votes);
  });

  it("reads missing or damaged storage as empty, keeping what is well formed", () => {
    expect(parseBrowserVotes({ counts: null, voted: null, unsent: null })).toEqual(EMPTY_BROWSER_VOTES);
    expect(parseBrowserVotes({ counts: "{oops", voted: "[1]", unsent: '{"a":1}' })).toEqual(EMPTY_BROWSER_VOTES);
    expect(parseBrowserVotes({ counts: '{"a":60,"b":"many","c":-1,"d":1.5}', voted: '{"a":true,"b":"yes"}', unsent: '["a",2]' })).toEqual({
      counts: { a: 60 },
      voted: { a: true },
      unsent: ["a"],
    });
  });
});

describe("reconciling with the server", () => {
  it("takes the server's counts and joins both sides' voted flags", () => {
    const local: BrowserVotes = { counts: { a: 1, b: 2, c: 3 }, voted: { a: true }, unsent: [] };
    expect(reconcileWithServer(local, { counts: { a: 100, b: 200, c: 300 }, voted: ["b"] })).toEqual({
      counts: { a: 100, b: 200, c: 300 },
      voted: { a: true, b: true },
      unsent: [],
    });
  });

  it("keeps counting a vote that is still unsent, until the server has it", () => {
    const local: BrowserVotes = { counts: { a: 1 }, voted: { a: true }, unsent: ["a"] };
    expect(reconcileWithServer(local, { counts: { a: 100 }, voted: [] })).toEqual({
      counts: { a: 101 },
      voted: { a: true },
      unsent: ["a"],
    });
    expect(reconcileWithServer(local, { counts: { a: 101 }, voted: ["a"] })).toEqual({
      counts: { a: 101 },
      voted: { a: true },
      unsent: [],
    });
  });
});

describe("recording votes", () => {
  it("stores the server's new count and the voted flag", () => {
    const local: BrowserVotes = { counts: { a: 5, b: 6 }, voted: {}, unsent: ["a"] };
    expect(withCountedVote(local, "a", 42)).toEqual({ counts: { a: 42, b: 6 }, voted: { a: true }, unsent: [] });
    // CONFLICT: the server had the vote already, so the local +1 of the unconfirmed vote goes.
    expect(withServerVoted(local, "a")).toEqual({ counts: { a: 4, b: 6 }, voted: { a: true }, unsent: [] });
    expect(withServerVoted({ ...local, unsent: [] }, "b")).toEqual({ counts: { a: 5, b: 6 }, voted: { b: true }, unsent: [] });
  });

  it("forgets a refused vote entirely: no voted flag, no +1, nothing left to send", () => {
    const local: BrowserVotes = { counts: { a: 6, b: 6 }, voted: { a: true, b: true }, unsent: ["a"] };
    expect(withRefusedVote(local, "a")).toEqual({ counts: { a: 5, b: 6 }, voted: { b: true }, unsent: [] });
  });

  it("takes other voters' counts, keeping this browser's unconfirmed +1", () => {
    const local: BrowserVotes = { counts: { a: 6, b: 6, c: 1 }, voted: { a: true }, unsent: ["a"] };
    expect(
      withLiveCounts(local, [
        { shopId: "a", count: 10 },
        { shopId: "b", count: 20 },
      ]),
    ).toEqual({ counts: { a: 11, b: 20, c: 1 }, voted: { a: true }, unsent: ["a"] });
    // Before any tally there is nothing to update (the tally brings every count).
    expect(withLiveCounts(EMPTY_BROWSER_VOTES, [{ shopId: "a", count: 1 }])).toBe(EMPTY_BROWSER_VOTES);
  });

  it("counts an unsent vote locally, seeding a first visit, and keeps it once", () => {
    const once = withUnsentVote(EMPTY_BROWSER_VOTES, shops, "b");
    expect(Object.keys(once.counts!)).toEqual(shops);
    expect(once.counts!.b).toBeGreaterThanOrEqual(51);
    expect(once.counts!.b).toBeLessThanOrEqual(200);
    expect(once.voted).toEqual({ b: true });
    expect(once.unsent).toEqual(["b"]);
    expect(withUnsentVote(once, shops, "b")).toBe(once);
  });

  it("seeds locally only when nothing is stored", () => {
    const seeded = withLocalSeed(EMPTY_BROWSER_VOTES, shops);
    expect(Object.values(seeded.counts!).every((n) => n >= 50 && n <= 199)).toBe(true);
    expect(withLocalSeed(seeded, shops)).toBe(seeded);
  });
});
