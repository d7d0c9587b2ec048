// The one failure rule's test (worker/db/d1-failure.ts): D1's own errors, however deeply wrapped, are
// an outage; a constraint failure and any other error are not.
import { describe, expect, it } from "vitest";
import { isD1Failure } from "@worker/db/d1-failure";

const d1 = (message: string) => new Error(message);
const wrapped = (cause: unknown) => new Error('Failed query: select "id" from "listings"', { cause });

describe("isD1Failure", () => {
  it("knows D1's errors, straight or wrapped by drizzle and tRPC", () => {
    expect(isD1Failure(d1("D1_ERROR: no such table: listings: SQLITE_ERROR"))).toBe(true);
    expect(isD1Failure(wrapped(d1("D1_EXEC_ERROR: Error in line 1")))).toBe(true);
    expect(isD1Failure(new Error("INTERNAL_SERVER_ERROR", { cause: wrapped(d1("D1 DB is overloaded. Too many requests queued.")) }))).toBe(true);
    expect(isD1Failure(wrapped(d1("Network connection lost.")))).toBe(true);
  });

  it("is not a constraint failure, a bug, or anything that is not an Error", () => {
    expect(isD1Failure(wrapped(d1("D1_ERROR: UNIQUE constraint failed: listings.city_slug, listings.slug: SQLITE_CONSTRAINT")))).toBe(false);
    expect(isD1Failure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isD1Failure("D1_ERROR: a string")).toBe(false);
    expect(isD1Failure(undefined)).toBe(false);
  });

  it("stops after a few causes (a cycle cannot hang it)", () => {
    const loop = new Error("outer");
    loop.cause = loop;
    expect(isD1Failure(loop)).toBe(false);
  });
});
