import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "@worker/http/security-headers";
import { fetchApp } from "./fetch-app";

function cspOf(res: Response): Record<string, string> {
  const header = res.headers.get("content-security-policy") ?? "";
  return Object.fromEntries(
    header
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name as string, values.join(" ")];
      }),
  );
}

describe("security headers", () => {
  it("HTML carries a strict CSP: own scripts only, no framing, no plugins", async () => {
    const csp = cspOf(await fetchApp("/"));
    expect(csp["script-src"]).toBe("'self'");
    expect(csp["default-src"]).toBe("'self'");
    expect(csp["frame-ancestors"]).toBe("'none'");
    expect(csp["object-src"]).toBe("'none'");
    expect(csp["base-uri"]).toBe("'self'");
    expect(csp["connect-src"]).toBe("'self'");
    expect(csp["img-src"]).toContain("https://images.unsplash.com");
    expect(csp["frame-src"]).toBe("https://www.youtube-nocookie.com");
  });

  it("lets other sites embed only what is made for them: badges and share images (their tests), not pages, API answers or feeds", async () => {
    for (const path of ["/", "/api/trpc/health.check", "/feeds/events.ics"]) {
      expect((await fetchApp(path)).headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
    }
  });

  it("allows geolocation for our own pages only", async () => {
    const policy = (await fetchApp("/")).headers.get("permissions-policy") ?? "";
    expect(policy).toContain("geolocation=(self)");
    expect(policy).toContain("camera=()");
    expect(policy).toContain("microphone=()");
  });

  it("sends HSTS only in production", async () => {
    expect((await fetchApp("/")).headers.get("strict-transport-security")).toBeNull();
    const app = new Hono<{ Bindings: Env }>().use("*", securityHeaders).get("/", (c) => c.text("ok"));
    const production = await app.request("/", {}, { APP_ENV: "production" });
    expect(production.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload");
    expect(cspOf(production)["upgrade-insecure-requests"]).toBe("");
    const local = await app.request("/", {}, { APP_ENV: "development" });
    expect(local.headers.get("strict-transport-security")).toBeNull();
  });

  it("says how an answer was made (page cache, search ranking, rows read) only outside production", async () => {
    const app = new Hono<{ Bindings: Env }>()
      .use("*", securityHeaders)
      .get("/", (c) => c.text("ok", 200, { "X-Page-Cache": "HIT", "X-Search-Cache": "MISS", "X-D1-Rows-Read": "48", "X-Other": "kept" }));
    const production = await app.request("/", {}, { APP_ENV: "production" });
    expect(await production.text()).toBe("ok");
    for (const name of ["x-page-cache", "x-search-cache", "x-d1-rows-read"]) expect(production.headers.get(name), name).toBeNull();
    expect(production.headers.get("x-other")).toBe("kept");
    const local = await app.request("/", {}, { APP_ENV: "development" });
    expect(local.headers.get("x-page-cache")).toBe("HIT");
    // Through the Worker itself (APP_ENV "test" here), the page cache still reports.
    expect((await fetchApp("/")).headers.get("x-page-cache")).toMatch(/^(HIT|MISS)$/);
  });

  it("the HTML has no inline executable script for the CSP to block", async () => {
    const html = await (await fetchApp("/")).text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).toMatch(/type="application\/(json|ld\+json)"/);
  });
});
