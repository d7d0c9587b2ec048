// Over HTTP: the page cache and the isolate's content version are seen through the Worker's entry.
// Public pages from the Workers Cache API, keyed by the content version: a second anonymous
// view is a HIT with the same HTML, a change made through the Worker is visible on the very next
// request (one made behind its back within VERSION_FRESH_MS), a real session and the voting pages are
// never served from it, and nothing else a request carries (junk parameters, a forged session cookie)
// can make it render and store another copy.
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
    // A browser that accepts gzip gets the same page.
    const gzip = await fetchApp("/gems?page=2", { headers: { "accept-encoding": "gzip, br" } });
    expect(how(gzip)).toBe("HIT");
    expect(await gzip.text()).toBe(html);
    expect(hit.headers.get("vary")).toContain("Cookie");
    const miss = await fetchApp("/gems?page=3");
    expect(how(miss)).toBe("MISS");
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

  it("keys a page on the query parameters its route reads: junk, order and repeats share one entry", async () => {
    // The first visitor's own parameters never reach the cached page: its links carry only what the page reads.
    const html = await (await cached("/events?page=2&when=weekend&fbclid=first-visitor")).text();
    expect(html).toContain("when=weekend");
    expect(html).not.toContain("first-visitor");
    for (const path of [
      "/events?page=2&when=weekend",
      "/events?when=weekend&page=2",
      "/events?page=2&when=weekend&utm_source=newsletter&fbclid=abc",
      "/events?page=2&when=weekend&x=1&x=2&junk=%3Cscript%3E",
      "/events?page=2&when=weekend&page=9",
      // A parameter another route reads (the city page's tab) is junk here.
      "/events?page=2&when=weekend&tab=shop&q=coffee",
    ]) {
      const res = await fetchApp(path);
      expect(how(res), path).toBe("HIT");
      expect(await res.text()).toBe(html);
    }
    // A parameter the page reads is a page of its own.
    expect(how(await fetchApp("/events?page=2&when=today"))).toBe("MISS");
    expect(how(await fetchApp("/events?page=3&when=weekend"))).toBe("MISS");
    // A page that reads none serves one entry whatever the query.
    const privacy = await (await cached("/privacy")).text();
    const junk = await fetchApp(`/privacy?nonce=${crypto.randomUUID()}`);
    expect(how(junk)).toBe("HIT");
    expect(await junk.text()).toBe(privacy);
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
    const html = await (await cached("/")).text();
    const admin = await fetchApp("/", { headers: { cookie } });
    expect(how(admin)).toBe("BYPASS");
    expect(admin.headers.get("cache-control")).toBe("no-cache");
    // A cookie that only has the session's name, or a real token under a signature that does not verify, is
    // an anonymous visitor: served from the cache, not rendered for them.
    const [name, value] = cookie.split("=") as [string, string];
    const token = value.slice(0, value.lastIndexOf("."));
    for (const forged of [`${name}=forged`, `${name}=${token}.${"A".repeat(43)}`, `__Host-${name}=${value}`, `theme=dark; ${name}=x.y`]) {
      const res = await fetchApp("/", { headers: { cookie: forged } });
      expect(how(res), forged).toBe("HIT");
      expect(await res.text()).toBe(html);
    }
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

describe("event pages in the page cache", () => {
  // Over HTTP: the page cache is the subject.
  // A cached page that lists events never shows yesterday's "upcoming": the page cache keys on the local
  // date of the page's city (Toronto for the all-cities lists), so a page turns over at that city's
  // midnight with no write to listings. The clock is set, never waited for.
  const how = (res: Response) => res.headers.get("x-page-cache");
  const version = async () => (await env.DB.prepare("SELECT version FROM content_version WHERE id = 1").first<{ version: number }>())!.version;

  async function cached(path: string) {
    await vi.waitFor(async () => expect(how(await fetchApp(path))).toBe("HIT"));
    return fetchApp(path);
  }

  describe("pages that list events", () => {
    it("turn over at the city's midnight without any write", async () => {
      // 23:30 on Tuesday, November 24 in Toronto (20:30 in Vancouver).
      setClock(Date.parse("2026-11-25T04:30:00Z"));
      const { cookie } = await adminCookie();
      for (const [title, city] of [
        ["Midnight Market", "Toronto"],
        ["Pacific Dawn Swim", "Vancouver"],
      ] as const) {
        const id = await storeSubmission({ title, content_type: "event", city, date: "2026-11-25" });
        expect((await trpcMutation("admin.submissions.review", { id, status: "approved" }, { cookie })).status).toBe(200);
      }

      const before = await fetchApp("/events?when=today");
      expect(how(before)).toBe("MISS");
      expect(await before.text()).not.toContain("Midnight Market");
      expect(await (await cached("/events?when=today")).text()).not.toContain("Midnight Market");
      const vancouver = await fetchApp("/city/vancouver?tab=event&when=today");
      expect(await vancouver.text()).not.toContain("Pacific Dawn Swim");
      await cached("/city/vancouver?tab=event&when=today");
      const unchanged = await version();

      // 00:01 on Wednesday in Toronto; still Tuesday in Vancouver.
      setClock(Date.parse("2026-11-25T05:01:00Z"));
      const after = await fetchApp("/events?when=today");
      expect(how(after)).toBe("MISS");
      expect(await after.text()).toContain("Midnight Market");
      const stillTuesday = await fetchApp("/city/vancouver?tab=event&when=today");
      expect(how(stillTuesday)).toBe("HIT");
      expect(await stillTuesday.text()).not.toContain("Pacific Dawn Swim");
      expect(await version()).toBe(unchanged);

      // Vancouver's midnight.
      setClock(Date.parse("2026-11-25T08:01:00Z"));
      const west = await fetchApp("/city/vancouver?tab=event&when=today");
      expect(how(west)).toBe("MISS");
      expect(await west.text()).toContain("Pacific Dawn Swim");
    });
  });
});
