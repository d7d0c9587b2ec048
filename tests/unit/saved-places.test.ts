// The saved list's rules: reading what is stored, saving newest first with the cap, removing, saving a
// shared list at once, and a shared link's ids.
import { describe, expect, it } from "vitest";
import { parseSavedPlaces, withAllSaved, withSaved, withoutSaved } from "@shared/saved/saved-place-changes";
import { parseSharedIds, sharedIdsValue } from "@shared/saved/saved-lists";
import { SAVED_PLACES_MAX } from "@shared/saved/saved-places";

describe("saved places rules", () => {
  it("reads the stored list newest first, dropping junk and repeats", () => {
    const text = JSON.stringify([
      { id: 1, savedAt: 10 },
      { id: 2, savedAt: 30 },
      { id: 1, savedAt: 40 },
      { id: -3, savedAt: 5 },
      { id: 4.5, savedAt: 5 },
      { id: 5, savedAt: "x" },
      null,
      { id: 6, savedAt: 20, extra: true },
    ]);
    expect(parseSavedPlaces(text)).toEqual([
      { id: 2, savedAt: 30 },
      { id: 6, savedAt: 20 },
      { id: 1, savedAt: 10 },
    ]);
    for (const broken of [null, "", "{", "{}", '"text"', "42"]) expect(parseSavedPlaces(broken)).toEqual([]);
  });

  it("saves newest first, once, and keeps at most the cap (the oldest goes)", () => {
    let places = withSaved([], 7, 100);
    places = withSaved(places, 8, 200);
    expect(places.map((place) => place.id)).toEqual([8, 7]);
    expect(withSaved(places, 7, 300).map((place) => place.id)).toEqual([7, 8]);
    expect(withoutSaved(places, 8)).toEqual([{ id: 7, savedAt: 100 }]);
    const full = Array.from({ length: SAVED_PLACES_MAX }, (_, i) => ({ id: i + 1, savedAt: SAVED_PLACES_MAX - i }));
    const more = withSaved(full, 999, 10_000);
    expect(more).toHaveLength(SAVED_PLACES_MAX);
    expect(more[0]).toEqual({ id: 999, savedAt: 10_000 });
    expect(more.some((place) => place.id === SAVED_PLACES_MAX)).toBe(false);
    const stored = JSON.stringify([...full, { id: 500, savedAt: 0 }]);
    expect(parseSavedPlaces(stored)).toHaveLength(SAVED_PLACES_MAX);
  });

  it("saves a shared list in its order, newest first, keeping places already saved", () => {
    const mine = [{ id: 9, savedAt: 50 }];
    expect(withAllSaved(mine, [3, 9, 1, 2], 1000)).toEqual([
      { id: 3, savedAt: 1003 },
      { id: 1, savedAt: 1002 },
      { id: 2, savedAt: 1001 },
      { id: 9, savedAt: 50 },
    ]);
  });

  it("writes and reads a shared link's ids", () => {
    expect(
      sharedIdsValue([
        { id: 3, savedAt: 2 },
        { id: 1, savedAt: 1 },
      ]),
    ).toBe("3,1");
    expect(parseSharedIds("3,1,3, 2,x,0,-4,1.5,")).toEqual([3, 1, 2]);
    expect(parseSharedIds("")).toEqual([]);
    expect(parseSharedIds(null)).toBeNull();
    const many = Array.from({ length: SAVED_PLACES_MAX + 20 }, (_, i) => i + 1).join(",");
    expect(parseSharedIds(many)).toHaveLength(SAVED_PLACES_MAX);
  });
});
