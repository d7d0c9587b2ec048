import type { Listing } from "@shared/catalogue/listing";

let nextId = 1000;

/** A valid listing with overridable fields, for tests that need one without copying the catalogue. */
export function makeListing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: nextId++,
    title: "A Test Listing",
    description: "A listing made for tests, long enough to satisfy the catalogue schema's minimum.",
    type: "story",
    location: "Downtown",
    city: "Toronto",
    province: "Ontario",
    tags: ["Test"],
    ...overrides,
  };
}
