// When D1 fails, public pages still render from the built-in catalogue and writes answer a clear error,
// with nothing half-written. (Its own file: it breaks the database for every test in it.)
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { dropAllTables } from "./d1-outage";
import { fetchApp, trpcMutation, trpcQuery, type RouterOutputs } from "./fetch-app";

beforeAll(async () => {
  await dropAllTables();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("with the database down", () => {
  it("public pages still render, from the catalogue", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const path of ["/", "/stories", "/city/Toronto", "/search?q=coffee", "/sitemap.xml"]) {
      const res = await fetchApp(path);
      expect(res.status, path).toBe(200);
    }
    const home = await (await fetchApp("/")).text();
    expect(home).toMatch(/<h1[^>]*>Discover what&#x27;s hot in your city<\/h1>/);
    const { body } = await trpcQuery<RouterOutputs["listings"]["home"]>("listings.home");
    expect(body.result?.data.featured).toHaveLength(3);
  });

  it("writes answer a clear error instead of pretending", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { status, body } = await trpcMutation("newsletter.subscribe", { email: "reader@example.com" }, { "cf-connecting-ip": "100.64.9.9" });
    expect(status).toBe(500);
    expect(body.error?.data.code).toBe("INTERNAL_SERVER_ERROR");
    expect(JSON.stringify(body)).not.toMatch(/no such table|SQLITE|D1_ERROR/i);
  });
});
