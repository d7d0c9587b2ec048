import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "@worker/http/security-headers";
import { fetchApp, ORIGIN, trpcQuery } from "./fetch-app";
import { procedures } from "./fuzz-cases";
import { addTestSubscriber } from "./subscriber-fixture";
import { createExecutionContext, env } from "cloudflare:test";
import fc from "fast-check";
import worker from "@worker/index";
import { PUBLIC_CONTENT } from "./public-procedures";

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

describe("answers for one person are never kept", () => {
  // Over HTTP: Cache-Control on the API's own responses is the subject.
  // Answers for one person are never kept by a browser or a proxy: every procedure answers
  // `Cache-Control: no-store` (its refusals too) unless it is listed below as public content. The header is
  // decided in one place, by procedure kind (personalProcedure, and every staff procedure built on it), so
  // a new procedure is personal unless it is added to PUBLIC_CONTENT (./public-procedures.ts) on purpose.

  describe("personal answers are no-store", () => {
    it("newsletter.preferences (the address behind a signed link) answers no-store, and so does its refusal", async () => {
      const { s, t, email } = await addTestSubscriber({ city: "Toronto" });
      const res = await fetchApp(`/api/trpc/newsletter.preferences?input=${encodeURIComponent(JSON.stringify({ s, t }))}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(email);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const forged = await trpcQuery("newsletter.preferences", { s, t: "A".repeat(43) });
      expect(forged.status).toBe(400);
      const raw = await fetchApp(`/api/trpc/newsletter.preferences?input=${encodeURIComponent(JSON.stringify({ s, t: "A".repeat(43) }))}`);
      expect(raw.headers.get("cache-control")).toBe("no-store");
    });

    it.each(procedures.filter(({ path }) => !PUBLIC_CONTENT.has(path)))("$type $path answers no-store", async ({ path, type }) => {
      const res =
        type === "query"
          ? await fetchApp(`/api/trpc/${path}?input=${encodeURIComponent("{}")}`)
          : await fetchApp(`/api/trpc/${path}`, { method: "POST", headers: { "content-type": "application/json", origin: ORIGIN }, body: "{}" });
      await res.body?.cancel();
      expect(res.headers.get("cache-control"), `${path} answered ${res.status}`).toBe("no-store");
    });

    it("the public list names only procedures that exist", () => {
      const paths = new Set(procedures.map(({ path }) => path));
      expect([...PUBLIC_CONTENT].filter((path) => !paths.has(path))).toEqual([]);
    });
  });
});

describe("what the edge trusts", () => {
  // What the edge writes and answers for requests nobody planned for: links built from PUBLIC_ORIGIN
  // (never from a forged Host header), and route parameters that name nothing — over-long, malformed,
  // random — answered with 404, never a 5xx.
  const RUNS = Number(env.FUZZ_RUNS) || 60;
  const SEED = Number(env.FUZZ_SEED) || 20261122;

  const PUBLIC = "https://localhype.example";

  /** A request as an attacker could send it: any Host, through the real entry, with PUBLIC_ORIGIN set. */
  function fetchWithPublicOrigin(url: string, publicOrigin: string = PUBLIC) {
    return worker.fetch(new Request(url), { ...env, PUBLIC_ORIGIN: publicOrigin }, createExecutionContext());
  }

  describe("PUBLIC_ORIGIN", () => {
    it("canonical, og:url and JSON-LD use it, whatever Host the request names", async () => {
      const res = await fetchWithPublicOrigin("http://evil.example:8080/city/Toronto");
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC}/city/Toronto" data-edge-head>`);
      expect(html).toContain(`<meta property="og:url" content="${PUBLIC}/city/Toronto" data-edge-head>`);
      expect(html).toMatch(/<script type="application\/ld\+json" data-edge-head>[^<]*"https:\/\/localhype\.example\//);
      expect(html).not.toContain("evil.example");
    }, 30_000);

    it("robots.txt and the sitemap use it", async () => {
      const robots = await (await fetchWithPublicOrigin("http://evil.example/robots.txt")).text();
      expect(robots).toContain(`Sitemap: ${PUBLIC}/sitemap.xml\n`);
      const index = await (await fetchWithPublicOrigin("http://evil.example/sitemap.xml")).text();
      expect(index).toContain(`<sitemap><loc>${PUBLIC}/sitemap-pages.xml</loc></sitemap>`);
      expect(index).not.toContain("evil.example");
      const pages = await (await fetchWithPublicOrigin("http://evil.example/sitemap-pages.xml")).text();
      expect(pages).toContain(`<url><loc>${PUBLIC}/</loc><xhtml:link rel="alternate" hreflang="en-CA" href="${PUBLIC}/"/>`);
      expect(pages).toContain(`<url><loc>${PUBLIC}/fr</loc>`);
      expect(pages).not.toContain("evil.example");
      const details = await (await fetchWithPublicOrigin("http://evil.example/sitemap-listings.xml?page=1")).text();
      expect(details).toContain(`<url><loc>${PUBLIC}/stories/`);
      expect(details).not.toContain("evil.example");
    });

    it("only when it is empty (local development) is the request's own origin used", async () => {
      expect(env.PUBLIC_ORIGIN).toBe("");
      const html = await (await fetchApp("/")).text();
      expect(html).toContain('<link rel="canonical" href="http://localhost/" data-edge-head>');
      const local = await (await fetchWithPublicOrigin("http://localhost:8805/robots.txt", "")).text();
      expect(local).toContain("Sitemap: http://localhost:8805/sitemap.xml\n");
    });
  });

  describe("unusable route parameters", () => {
    // A detail address no listing can have goes to its list, as an unknown listing does (spec: "Listing
    // not found → redirect to the list"); never a 5xx.
    it.each([
      ["an over-long slug", `/stories/toronto/${"a".repeat(5000)}`, "/stories"],
      ["an over-long city slug", `/events/${"t".repeat(300)}/some-event`, "/events"],
      ["broken percent-encoding", "/gems/%E0%A4%A/x", "/gems"],
    ])("%s on a detail page redirects to the list", async (_name, path, list) => {
      const res = await fetchApp(path, { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(new URL(res.headers.get("location") ?? "", "http://localhost").pathname).toBe(list);
    });

    it.each([["an over-long city name", `/city/${"Toronto".repeat(200)}`]])("%s answers 404 with the not-found page", async (_name, path) => {
      const res = await fetchApp(path, { redirect: "manual" });
      expect(res.status, path).toBe(404);
      expect(await res.text()).toMatch(/<title[^>]*>(Oops! Page not found|City not found) \| Local Hype<\/title>/);
    });

    it("fuzz: random paths and queries never make the edge answer a 5xx", async () => {
      const segment = fc.oneof(
        fc.constantFrom("stories", "events", "gems", "shop", "city", "search", "best-coffee-shops", "toronto", "Toronto", "%", "%ZZ", "..", "."),
        fc.string({ maxLength: 40 }).map(encodeURIComponent),
        fc.string({ unit: "binary", maxLength: 20 }).map(encodeURIComponent),
        fc.string({ unit: "grapheme", maxLength: 30 }),
        fc.integer({ min: 100, max: 6000 }).map((n) => "x".repeat(n)),
        fc.constantFrom("%E0%A4%A", "%C0%AF", "%FF", "%2F", "%00", "%0D%0A", "💥".repeat(100)),
      );
      const query = fc.option(
        fc.dictionary(fc.constantFrom("q", "city", "type", "x"), fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom("%", "x".repeat(3000)))),
        { nil: undefined },
      );
      await fc.assert(
        fc.asyncProperty(fc.array(segment, { minLength: 0, maxLength: 4 }), query, async (segments, params) => {
          const search = params ? `?${new URLSearchParams(params).toString()}` : "";
          const path = `/${segments.join("/")}${search}`;
          let res: Response;
          try {
            res = await fetchApp(path, { redirect: "manual" });
          } catch {
            // Only a path no URL can hold (a raw space, say) may fail before reaching the Worker.
            expect(() => new URL(path, "http://localhost")).toThrow();
            return;
          }
          await res.arrayBuffer();
          expect(res.status, path.slice(0, 300)).toBeLessThan(500);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }, 120_000);
  });
});
