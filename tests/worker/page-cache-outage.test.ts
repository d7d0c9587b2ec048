// With D1 down, a page already in the cache is still served (stale is better than an error page);
// one never cached answers the 503 page. (Its own file: it breaks the database for every test in it.)
import { describe, expect, it, vi } from "vitest";
import { advanceClock } from "./clock";
import { VERSION_FRESH_MS } from "../../worker/cache/content-version";
import { dropAllTables } from "./d1-outage";
import { fetchApp } from "./fetch-app";

describe("the page cache while D1 is down", () => {
  it("serves the last cached copy of a page, and the 503 page for one never cached", async () => {
    const html = await (await fetchApp("/events")).text();
    await vi.waitFor(async () => expect((await fetchApp("/events")).headers.get("x-page-cache")).toBe("HIT"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    await dropAllTables();
    // Until the isolate reads the version again it serves what it holds; then D1's failure shows.
    advanceClock(VERSION_FRESH_MS);

    const stale = await fetchApp("/events");
    expect(stale.status).toBe(200);
    expect(stale.headers.get("x-page-cache")).toBe("STALE");
    expect(await stale.text()).toBe(html);

    const never = await fetchApp("/gems");
    expect(never.status).toBe(503);
    expect(never.headers.get("retry-after")).toBe("60");
  });
});
