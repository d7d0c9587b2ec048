import { describe, expect, it } from "vitest";
import {
  EMPTY_BROWSER_VOTES,
  parseBrowserVotes,
  reconcileWithServer,
  serializeBrowserVotes,
  withCountedVote,
  withLocalSeed,
  withServerVoted,
  withUnsentVote,
  type BrowserVotes,
} from "@shared/rules/browser-votes";

const shops = ["a", "b", "c"];

describe("stored browser votes", () => {
  it("round-trips through storage strings", () => {
    const votes: BrowserVotes = { counts: { a: 60, b: 70 }, voted: { a: true }, unsent: ["a"] };
    expect(parseBrowserVotes(serializeBrowserVotes(votes))).toEqual(votes);
  });

  it("reads missing or damaged storage as empty, keeping what is well formed", () => {
    expect(parseBrowserVotes({ counts: null, voted: null, unsent: null })).toEqual(EMPTY_BROWSER_VOTES);
    expect(parseBrowserVotes({ counts: "{oops", voted: "[1]", unsent: '{"a":1}' })).toEqual(EMPTY_BROWSER_VOTES);
    expect(
      parseBrowserVotes({ counts: '{"a":60,"b":"many","c":-1,"d":1.5}', voted: '{"a":true,"b":"yes"}', unsent: '["a",2]' }),
    ).toEqual({ counts: { a: 60 }, voted: { a: true }, unsent: ["a"] });
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
    expect(withServerVoted(local, "a")).toEqual({ counts: { a: 5, b: 6 }, voted: { a: true }, unsent: [] });
  });

  it("counts an unsent vote locally, seeding a first visit, and keeps it once", () => {
    const once = withUnsentVote(EMPTY_BROWSER_VOTES, shops, "b");
    expect(Object.keys(once.counts!)).toEqual(shops);
    expect(once.counts!.b).toBeGreaterThanOrEqual(51);
    expect(once.counts!.b).toBeLessThanOrEqual(200);
    expect(once.voted).toEqual({ b: true });
    expect(once.unsent).toEqual(["b"]);
    expect(withUnsentVote(once, shops, "b").unsent).toEqual(["b"]);
  });

  it("seeds locally only when nothing is stored", () => {
    const seeded = withLocalSeed(EMPTY_BROWSER_VOTES, shops);
    expect(Object.values(seeded.counts!).every((n) => n >= 50 && n <= 199)).toBe(true);
    expect(withLocalSeed(seeded, shops)).toBe(seeded);
  });
});
