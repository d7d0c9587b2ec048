import { describe, expect, it } from "vitest";
import { coffeeCities } from "@worker/db/seed/coffee-cities";
import { VOTE_SEED_MAX, VOTE_SEED_MIN, shopMapsUrl, randomSeedCount, seedCounts, sortShops, voteStorageKeys } from "@shared/voting/coffee-votes";
import { voteCastInputSchema, voteTallyInputSchema } from "@shared/voting/votes-schema";

const shop = (id: string, name: string) => ({ id, name });

describe("vote seeding", () => {
  it("covers 50 to 199 inclusive, at both ends of the random source", () => {
    expect(randomSeedCount(() => 0)).toBe(VOTE_SEED_MIN);
    expect(randomSeedCount(() => 0.999999)).toBe(VOTE_SEED_MAX);
    expect([VOTE_SEED_MIN, VOTE_SEED_MAX]).toEqual([50, 199]);
  });

  it("seeds every shop id with a whole number in range", () => {
    const counts = seedCounts(["a", "b", "c"]);
    expect(Object.keys(counts)).toEqual(["a", "b", "c"]);
    for (const count of Object.values(counts)) {
      expect(Number.isInteger(count)).toBe(true);
      expect(count).toBeGreaterThanOrEqual(50);
      expect(count).toBeLessThanOrEqual(199);
    }
  });
});

describe("vote storage keys", () => {
  it("are per city and lower-cased: one for counts, one for voted flags", () => {
    expect(voteStorageKeys("Toronto")).toEqual({
      counts: "coffee-votes-toronto",
      voted: "coffee-voted-toronto",
      unsent: "coffee-unsent-toronto",
    });
  });
});

describe("sorting shops", () => {
  const shops = [shop("b", "Beta"), shop("a", "Alpha"), shop("c", "Charlie")];

  it("sorts by votes, most first, ties by name", () => {
    expect(sortShops(shops, { a: 10, b: 30, c: 10 }, "votes").map((s) => s.id)).toEqual(["b", "a", "c"]);
  });

  it("sorts alphabetically by name", () => {
    expect(sortShops(shops, { a: 1, b: 99, c: 50 }, "alphabetical").map((s) => s.id)).toEqual(["a", "b", "c"]);
  });

  it("does not reorder its input", () => {
    sortShops(shops, {}, "alphabetical");
    expect(shops.map((s) => s.id)).toEqual(["b", "a", "c"]);
  });
});

describe("maps search link", () => {
  it("searches for the name, address and city", () => {
    expect(shopMapsUrl({ name: "Phil & Sebastian", address: "618 Confluence Way SE", city: "Calgary" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=Phil%20%26%20Sebastian%2C%20618%20Confluence%20Way%20SE%2C%20Calgary",
    );
  });
});

describe("votes input schemas", () => {
  it("accept any well-formed city slug (the ballot in D1 decides which exist) and refuse others", () => {
    for (const city of coffeeCities) expect(voteTallyInputSchema.safeParse({ city: city.slug }).success).toBe(true);
    expect(voteTallyInputSchema.safeParse({ city: "halifax" }).success).toBe(true);
    expect(voteTallyInputSchema.safeParse({ city: "Toronto" }).success).toBe(false);
    expect(voteTallyInputSchema.safeParse({ city: "a".repeat(61) }).success).toBe(false);
  });

  it("need a shop id to cast", () => {
    expect(voteCastInputSchema.safeParse({ city: "toronto", shopId: "pilot-roastery" }).success).toBe(true);
    expect(voteCastInputSchema.safeParse({ city: "toronto", shopId: "" }).success).toBe(false);
    expect(voteCastInputSchema.safeParse({ city: "toronto" }).success).toBe(false);
  });
});
