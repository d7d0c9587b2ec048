// What the edge writes and answers for requests nobody planned for: links built from PUBLIC_ORIGIN
// (never from a forged Host header), and route parameters that name nothing — over-long, malformed,
// random — answered with 404, never a 5xx.
import { createExecutionContext, env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import worker from "@worker/index";
import { fetchApp } from "./fetch-app";

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
