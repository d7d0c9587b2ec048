// Public pages from the Workers Cache API, keyed by the content version: a second anonymous
// view is a HIT with the same HTML, a change made through the Worker is visible on the very next
// request (one made behind its back within VERSION_FRESH_MS), and sessions and the voting pages are
// never served from it.
import { env } from "cloudflare:test";
import { advanceClock } from "./clock";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { nowMs, setClock } from "@shared/time/clock";
import { VERSION_FRESH_MS } from "../../worker/cache/content-version";
import { adminCookie } from "./account-helpers";
import { fetchApp, trpcMutation } from "./fetch-app";
import { storeSubmission } from "./submission-helpers";

const how = (res: Response) => res.headers.get("x-page-cache");
const version = async () => (await env.DB.prepare("SELECT version FROM content_version WHERE id = 1").first<{ version: number }>())!.version;

/** Views a page until the edge serves it from the cache (the store is written after the answer). */
async function cached(path: string, headers: Record<string, string> = {}) {
  let res = await fetchApp(path, { headers });
  await vi.waitFor(async () => {
    res = await fetchApp(path, { headers });
    expect(how(res)).toBe("HIT");
  });
  return res;
}

describe("the public page cache", () => {
  // Pages with place cards are keyed by the minute (their "Open now" lines): the clock stands still
  // within a test, so a HIT never depends on a minute boundary passing between two requests.
  beforeEach(() => setClock(nowMs()));

  it("renders a page once, then serves the same HTML from the cache with short browser caching", async () => {
    const first = await fetchApp("/gems?page=2");
    expect(how(first)).toBe("MISS");
    const html = await first.text();
    const hit = await cached("/gems?page=2");
    expect(await hit.text()).toBe(html);
    // Served again and again from the isolate's memory, the body is whole every time.
    for (let n = 0; n < 3; n++) expect(await (await fetchApp("/gems?page=2")).text()).toBe(html);
    // A browser that accepts gzip gets the bytes gzipped once when the page was kept: the same page.
    const gzip = await fetchApp("/gems?page=2", { headers: { "accept-encoding": "gzip, br" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(how(gzip)).toBe("HIT");
    expect(gzip.headers.get("vary")).toContain("Accept-Encoding");
    // (fetch decodes the gzip as a browser would.)
    expect(await gzip.text()).toBe(html);
    // A first view (a miss) already sends those bytes: one compression, done by us instead of workerd.
    const miss = await fetchApp("/gems?page=3", { headers: { "accept-encoding": "gzip" } });
    expect(how(miss)).toBe("MISS");
    expect(miss.headers.get("content-encoding")).toBe("gzip");
    expect(await miss.text()).toContain("</html>");
    // A miss is briefly cacheable like a hit, and carries no validator of the index.html it was built from.
    expect(miss.headers.get("cache-control")).toBe("public, max-age=10, stale-while-revalidate=60");
    expect(miss.headers.get("etag")).toBeNull();
    expect(hit.headers.get("etag")).toBeNull();
    expect(hit.headers.get("cache-control")).toBe("public, max-age=10, stale-while-revalidate=60");
    expect(hit.headers.get("content-type")).toContain("text/html");
    // The security headers are the site's, on a hit as on a render.
    expect(hit.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
  });

  it("renders a page once for visitors who miss it at the same moment; the others get that page", async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetchApp("/events?page=2")));
    expect(answers.map(how).sort()).toEqual(["HIT", "HIT", "HIT", "HIT", "HIT", "MISS"]);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toContain("</html>");
    // A page that is not kept (404) is rendered for each of them.
    const unknown = await Promise.all(Array.from({ length: 3 }, () => fetchApp("/city/Atlantis")));
    expect(unknown.map((answer) => answer.status)).toEqual([404, 404, 404]);
  });

  it("every write to listings moves the content version, so an approval shows on the next request", async () => {
    const { cookie } = await adminCookie();
    const id = await storeSubmission({ title: "Cache Buster Books", city: "Halifax", content_type: "shop" });
    expect(await (await cached("/shop?city=Halifax")).text()).not.toContain("Cache Buster Books");
    const before = await version();
    const approved = await trpcMutation<{ public_path: string }>("admin.submissions.review", { id, status: "approved" }, { cookie });
    expect(await version()).toBeGreaterThan(before);
    // The page cached a moment ago is rendered again at once, with the new listing.
    const next = await fetchApp("/shop?city=Halifax");
    expect(how(next)).toBe("MISS");
    expect(await next.text()).toContain("Cache Buster Books");
    const detail = await cached(approved.body.result!.data.public_path);
    expect(await detail.text()).toContain("Cache Buster Books");

    // Taken down behind the Worker's back (straight in SQL, like the seed CLI), it is gone once this
    // isolate's remembered version has aged out.
    await env.DB.prepare("UPDATE listings SET status = 'unpublished' WHERE submission_id = ?").bind(id).run();
    advanceClock(VERSION_FRESH_MS);
    const gone = await fetchApp(approved.body.result!.data.public_path, { redirect: "manual" });
    expect(gone.status).toBe(302);
  });

  it("is bypassed with a session, for the voting pages, and never stores redirects or 404s", async () => {
    const { cookie } = await adminCookie();
    await cached("/");
    const admin = await fetchApp("/", { headers: { cookie } });
    expect(how(admin)).toBe("BYPASS");
    expect(admin.headers.get("cache-control")).toBe("no-cache");
    for (let n = 0; n < 2; n++) expect(how(await fetchApp("/best-coffee-shops/toronto"))).toBe("BYPASS");
    for (let n = 0; n < 2; n++) {
      const unknown = await fetchApp("/city/Atlantis");
      expect(unknown.status).toBe(404);
      expect(how(unknown)).not.toBe("HIT");
    }
    for (let n = 0; n < 2; n++) {
      const redirect = await fetchApp("/stories/toronto/no-such-story", { redirect: "manual" });
      expect(redirect.status).toBe(302);
      expect(how(redirect)).not.toBe("HIT");
    }
  });
});
