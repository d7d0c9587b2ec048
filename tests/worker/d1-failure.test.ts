// Over HTTP: the 503 page and the API's envelope are what clients read when D1 fails.
// When D1 fails, public pages answer a clear 503 page with Retry-After (the catalogue is no longer
// served from code: it lives in D1 like every listing), the API says "unavailable" without internals,
// and writes answer a clear error, with nothing half-written. (Its own file: it breaks the database
// for every test in it.)
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { dropAllTables } from "./d1-outage";
import { fetchApp, trpcMutation, trpcQuery } from "./fetch-app";

beforeAll(async () => {
  await dropAllTables();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("with the database down", () => {
  it("public pages answer a clear 503 page with Retry-After", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const path of ["/", "/stories", "/stories?page=2", "/city/Toronto", "/search?q=coffee", "/gems/vancouver/tallow-and-fern"]) {
      const res = await fetchApp(path, { redirect: "manual" });
      expect(res.status, path).toBe(503);
      expect(res.headers.get("retry-after"), path).toBe("60");
      expect(res.headers.get("content-type"), path).toContain("text/html");
      const html = await res.text();
      expect(html, path).toMatch(/<title>We&#39;ll be right back \| Local Hype<\/title>/);
      expect(html, path).toMatch(/<h1>We&#39;ll be right back<\/h1>/);
      expect(html, path).toContain("Local Hype can&#39;t reach its listings right now. Please try again in a minute.");
      expect(html, path).toContain('<meta name="robots" content="noindex">');
      expect(html, path).not.toMatch(/no such table|SQLITE|D1_ERROR|at \w+ \(/i);
    }
    // The failure is logged for the operator, not hidden.
    expect(logged).toHaveBeenCalled();
  });

  it("the 503 page speaks the request's language, and its links stay on this site", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const french = await (await fetchApp("/fr/stories")).text();
    expect(french).toContain('<html lang="fr-CA">');
    expect(french).toContain('<a href="/fr/stories">');
    expect(french).toContain('href="/fr">');
    for (const path of ["//evil.example/stories", "/fr//evil.example/stories", "/%5Cevil.example/stories"]) {
      const html = await (await fetchApp(path, { redirect: "manual" })).text();
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
      for (const href of hrefs) {
        expect(new URL(href, "http://localhost/here").origin, `${path}: ${href}`).toBe("http://localhost");
        expect(href, `${path}: ${href}`).not.toMatch(/^[\\/]{2}/);
      }
    }
  });

  it("pages that need no listings still render", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await fetchApp("/submit")).status).toBe(200);
    expect((await fetchApp("/robots.txt")).status).toBe(200);
    // The ballot is data in D1 now (decision 0100): the voting pages answer the outage page.
    expect((await fetchApp("/best-coffee-shops")).status).toBe(503);
  });

  it("the sitemap answers 503 with Retry-After", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const path of ["/sitemap.xml", "/sitemap-pages.xml", "/sitemap-listings.xml?page=1"]) {
      const res = await fetchApp(path);
      expect(res.status, path).toBe(503);
      expect(res.headers.get("retry-after"), path).toBe("60");
      expect(await res.text(), path).not.toMatch(/no such table|SQLITE/i);
    }
  });

  it("the listings API says unavailable (503), without internals", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { status, body } = await trpcQuery("listings.home");
    expect(status).toBe(503);
    expect(body.error?.data.code).toBe("SERVICE_UNAVAILABLE");
    expect(body.error?.message).toBe("Local Hype can't reach its data right now. Please try again in a minute.");
    expect(JSON.stringify(body)).not.toMatch(/no such table|SQLITE|D1_ERROR/i);
  });

  it("writes answer a clear error instead of pretending", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { status, body } = await trpcMutation("newsletter.subscribe", { email: "reader@example.com" }, { "cf-connecting-ip": "100.64.9.9" });
    expect(status).toBe(503);
    expect(body.error?.data.code).toBe("SERVICE_UNAVAILABLE");
    expect(JSON.stringify(body)).not.toMatch(/no such table|SQLITE|D1_ERROR/i);
  });
});
