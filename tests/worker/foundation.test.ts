// Over HTTP: the Worker's entry itself is the subject (health, an unknown procedure, the origin check, edge HTML).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORIGIN, fetchApp, trpcQuery, type RouterOutputs } from "./fetch-app";

describe("health", () => {
  it("reads D1 and reports every applied migration", async () => {
    const { status, body } = await trpcQuery<RouterOutputs["health"]["check"]>("health.check");
    expect(status).toBe(200);
    expect(body.result?.data).toEqual({ ok: true, migrations: env.TEST_MIGRATIONS.length });
    expect(env.TEST_MIGRATIONS.length).toBeGreaterThan(0);
  });

  it("answers an unknown procedure with a tRPC NOT_FOUND, not a 500", async () => {
    const { status, body } = await trpcQuery("nope.nothing");
    expect(status).toBe(404);
    expect(body.error?.data.code).toBe("NOT_FOUND");
  });
});

describe("edge HTML", () => {
  it("renders the home page title into index.html", async () => {
    const res = await fetchApp("/", { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toMatch(/<title[^>]*>Local Hype - Your #1 Local Hype Platform<\/title>/);
    // The home screen is rendered at the edge: its heading is in the HTML without JavaScript.
    expect(html).toMatch(/<div id="root">.*<h1[^>]*>Discover what&#x27;s hot in your city<\/h1>/s);
    expect(html).toContain('<link rel="canonical" href="http://localhost/" data-edge-head>');
    expect(html).toContain('<meta property="og:title" content="Local Hype - Your #1 Local Hype Platform" data-edge-head>');
    expect(html).toMatch(/<script type="application\/ld\+json" data-edge-head>\{"@context":"https:\/\/schema.org","@type":"WebSite"/);
    // Exactly one description: the edge's, not the static shell's.
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it("answers an unknown path with HTTP 404 and still serves the app shell", async () => {
    const res = await fetchApp("/no/such/page", { headers: { accept: "text/html" } });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<title[^>]*>Oops! Page not found \| Local Hype<\/title>/);
    expect(html).toContain('<meta name="robots" content="noindex" data-edge-head>');
  });

  it("answers known routes with 200", async () => {
    for (const path of ["/stories", "/events", "/gems", "/shop", "/submit", "/admin", "/best-coffee-shops"]) {
      const res = await fetchApp(path);
      expect(res.status, path).toBe(200);
    }
  });
});

describe("security headers", () => {
  it.each(["/", "/no/such/page", "/api/trpc/health.check"])("are present on %s", async (path) => {
    const res = await fetchApp(path);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("API guards", () => {
  it("refuses a mutation from another origin before running it", async () => {
    const res = await fetchApp("/api/trpc/health.check", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: "{}",
    });
    expect(res.status).toBe(403);
    const body = await res.json<{ error: { data: { code: string } } }>();
    expect(body.error.data.code).toBe("FORBIDDEN");
  });

  it("refuses a mutation without an Origin header", async () => {
    const res = await fetchApp("/api/trpc/health.check", { method: "POST", body: "{}" });
    expect(res.status).toBe(403);
  });

  it("refuses an oversized body before parsing it", async () => {
    const res = await fetchApp("/api/trpc/health.check", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ pad: "x".repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    const body = await res.json<{ error: { data: { code: string } } }>();
    expect(body.error.data.code).toBe("PAYLOAD_TOO_LARGE");
  });
});
