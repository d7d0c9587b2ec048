import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "@worker/http/security-headers";
import { fetchApp, ORIGIN, trpcQuery } from "./fetch-app";
import { procedures } from "./fuzz-cases";
import { addTestSubscriber } from "./subscriber-fixture";

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
  // a new procedure is personal unless it is added to PUBLIC_PROCEDURES on purpose.
  /** What anyone may be shown, and the public forms' sends: the same answer for everyone. */
  const PUBLIC_PROCEDURES = new Set([
    "health.check",
    "listings.home",
    "listings.list",
    "listings.get",
    "listings.city",
    "listings.search",
    "listings.saved",
    "ballots.cities",
    "ballots.choices",
    "ballots.city",
    "awards.results",
    "awards.winners",
    "votes.tally",
    "votes.cast",
    "nominations.create",
    "submissions.create",
    "newsletter.subscribe",
  ]);

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

    it.each(procedures.filter(({ path }) => !PUBLIC_PROCEDURES.has(path)))("$type $path answers no-store", async ({ path, type }) => {
      const res =
        type === "query"
          ? await fetchApp(`/api/trpc/${path}?input=${encodeURIComponent("{}")}`)
          : await fetchApp(`/api/trpc/${path}`, { method: "POST", headers: { "content-type": "application/json", origin: ORIGIN }, body: "{}" });
      await res.body?.cancel();
      expect(res.headers.get("cache-control"), `${path} answered ${res.status}`).toBe("no-store");
    });

    it("the public list names only procedures that exist", () => {
      const paths = new Set(procedures.map(({ path }) => path));
      expect([...PUBLIC_PROCEDURES].filter((path) => !paths.has(path))).toEqual([]);
    });
  });
});
