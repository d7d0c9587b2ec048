import { describe, expect, it } from "vitest";
import { caller, outcome } from "./caller";
import { ORIGIN, fetchApp, inlinedQueries, type RouterOutputs } from "./fetch-app";
import { ACTIVITY_BEACON_PATH } from "@shared/activity/beacon-path";
import { apiMessages } from "@shared/api/api-texts";
import { createDb } from "@worker/db/client";
import { foldOldDays } from "@worker/features/activity/activity-queries";
import { applyRetention } from "@worker/features/privacy/retention";
import { env } from "cloudflare:test";
import { SAVED_PLACES_MAX } from "@shared/saved/saved-places";
import { PAGE_SIZE } from "@shared/listings/paging";
import * as clock from "@shared/time/clock";
import { PROMOTION_MS } from "@shared/payments/payment-statuses";
import { adminCookie } from "./account-helpers";
import { payThroughWebhook } from "./payment-helpers";
import { storeSubmission } from "./submission-helpers";
import "./clock";

type Listings = RouterOutputs["listings"];
type Page = Listings["list"];

describe("listings procedures", () => {
  it("lists by type, and by type and city", async () => {
    const all = await outcome(caller().listings.list({ type: "shop" }));
    expect(all.data?.items.length).toBeGreaterThan(10);
    expect(all.data?.items.every((l) => l.type === "shop" && l.path.startsWith("/shop/"))).toBe(true);
    const halifax = await outcome(caller().listings.list({ type: "gem", city: "Halifax" }));
    expect(halifax.data?.items.length).toBeGreaterThan(0);
    expect(halifax.data?.items.every((l) => l.city === "Halifax" && l.type === "gem")).toBe(true);
  });

  it("answers cards, not whole descriptions", async () => {
    const { data } = await outcome(caller().listings.list({ type: "shop" }));
    for (const card of data!.items) {
      // The card type has no description: this checks that none travels at runtime either.
      expect((card as { description?: unknown }).description).toBeUndefined();
      expect(card.excerpt.length).toBeLessThanOrEqual(161);
    }
  });

  it("gets one listing by its path parts, or null", async () => {
    const list = await outcome(caller().listings.list({ type: "event" }));
    const first = list.data!.items[0]!;
    const [, , city, slug] = first.path.split("/");
    const one = await outcome(caller().listings.get({ type: "event", city: city!, slug: slug! }));
    expect(one.data?.id).toBe(first.id);
    expect(one.data?.description.length).toBeGreaterThan(40);
    const wrongType = await outcome(caller().listings.get({ type: "gem", city: city!, slug: slug! }));
    expect(wrongType.data).toBeNull();
  });

  it("summarises a city with counts per type, case-insensitively", async () => {
    const data = (await caller().listings.city({ city: "quebec city" }))!;
    expect(data.city).toBe("Quebec City");
    expect(data.province).toBe("Quebec");
    // Quebec City fits on one page: the counts are exactly what the "All" tab lists.
    const total = Object.values(data.counts).reduce((a, b) => a + b, 0);
    expect(data.listings.nextAfter).toBeNull();
    expect(data.listings.total).toBe(total);
    expect(total).toBe(data.listings.items.length);
    expect(data.counts.story).toBe(data.listings.items.filter((l) => l.type === "story").length);
    const stories = await caller().listings.city({ city: "Quebec City", type: "story" });
    expect(stories!.listings.items.map((l) => l.id)).toEqual(data.listings.items.filter((l) => l.type === "story").map((l) => l.id));
  });

  it("answers null for an unknown city", async () => {
    const { data } = await outcome(caller().listings.city({ city: "Atlantis" }));
    expect(data).toBeNull();
  });

  it("search finds Vancouver cafés for 'coffee' in Vancouver", async () => {
    const { data } = await outcome(
      caller().listings.search({
        q: "coffee",
        city: "Vancouver",
      }),
    );
    const results = data!.items;
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.city === "Vancouver")).toBe(true);
    expect(results.some((r) => /caf|coffee/i.test(`${r.title} ${r.tags.join(" ")} ${r.excerpt}`))).toBe(true);
  });

  it("home answers 3 featured and 3 trending", async () => {
    const { data } = await outcome(caller().listings.home());
    expect(data!.featured).toHaveLength(3);
    expect(data!.trending.map((l) => l.id)).toEqual([1, 2, 3]);
  });

  it("refuses bad input with BAD_REQUEST", async () => {
    for (const input of [{ type: "course" }, { type: "shop", extra: 1 }, { type: "shop", city: "x".repeat(200) }]) {
      const { status, code } = await outcome(caller().listings.list(input as never));
      expect(status).toBe(400);
      expect(code).toBe("BAD_REQUEST");
    }
  });
});

describe("edge-rendered browsing pages", () => {
  const html = async (path: string) => {
    const res = await fetchApp(path, { redirect: "manual" });
    return { res, text: await res.text() };
  };
  const decode = (text: string) =>
    text
      .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"');
  const titleOf = (text: string) => decode(/<title[^>]*>(.*?)<\/title>/.exec(text)?.[1] ?? "");
  const metaContent = (text: string, name: string) =>
    decode(new RegExp(`<meta name="${name}" content="([^"]*)" data-edge-head>`).exec(text)?.[1] ?? "");
  /** What these tests read of an inlined answer. */
  type FirstViewData = { id?: number; city?: string; featured?: unknown[] };

  it("detail page: spec title and description, JSON-LD, inlined data", async () => {
    const { data } = await outcome(caller().listings.list({ type: "shop", city: "Toronto" }));
    const shop = data!.items[0]!;
    const { res, text } = await html(shop.path);
    expect(res.status).toBe(200);
    expect(titleOf(text)).toBe(`${shop.title} - Shop in Toronto | Local Hype`);
    expect(metaContent(text, "description")).toBe(
      `${shop.title} - Discover this local business in Toronto, Canada. Your #1 local hype platform for authentic community experiences.`,
    );
    expect(text).toContain('"@type":"LocalBusiness"');
    expect(text).toContain('<meta name="geo.region" content="CA-ON" data-edge-head>');
    const [, , city, slug] = shop.path.split("/");
    const queries = inlinedQueries<FirstViewData>(text);
    // tRPC's own key for listings.get with the page's input: the browser's useQuery finds it.
    expect(queries?.map((query) => query.queryKey)).toEqual([[["listings", "get"], { input: { type: "shop", city, slug }, type: "query" }]]);
    expect(queries?.[0]?.state.status).toBe("success");
    expect(queries?.[0]?.state.data.id).toBe(shop.id);
    // Server-rendered content: crawlers see the listing without running JavaScript.
    expect(text).toMatch(/<div id="root">.*<h1[^>]*>[^<]+<\/h1>/s);
    expect(text).toContain("What We Offer");
  });

  it("server-rendered pages are one complete document: no fallbacks, no inline scripts", async () => {
    for (const path of ["/", "/stories", "/city/Toronto", "/search?q=coffee"]) {
      const { text } = await html(path);
      expect(text, path).not.toContain("<template");
      expect(text, path).not.toContain("$RC");
      // The only inline scripts are JSON (route data, JSON-LD), never executable code.
      const inline = [...text.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
      for (const attrs of inline) expect(attrs, path).toMatch(/type="application\/(json|ld\+json)"/);
    }
  });

  it("unknown detail item redirects to its list page", async () => {
    const { res } = await html("/gems/toronto/no-such-gem");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/gems");
  });

  it("a detail path no listing could have (too long, badly encoded) redirects too, never a 500", async () => {
    for (const path of [`/gems/toronto/${"a".repeat(201)}`, `/events/${"t".repeat(81)}/x`, "/shop/%E0%A4%A/x"]) {
      const { res } = await html(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(path.slice(0, path.indexOf("/", 1)));
    }
  });

  it("city page: spec metadata, geo tags and City JSON-LD", async () => {
    const { res, text } = await html("/city/Toronto");
    expect(res.status).toBe(200);
    expect(titleOf(text)).toBe("Discover Toronto, Ontario - Local Stories, Events, Gems & Shops | Local Hype");
    expect(metaContent(text, "description")).toBe(
      "Explore the best of Toronto, Ontario. Find local stories, upcoming events, hidden gems, and unique shops. Your complete guide to authentic Toronto experiences.",
    );
    expect(metaContent(text, "geo.region")).toBe("CA-ON");
    expect(text).toContain('<link rel="canonical" href="http://localhost/city/Toronto" data-edge-head>');
    expect(text).toContain('<meta name="geo.placename" content="Toronto" data-edge-head>');
    expect(text).toContain('"@type":"City"');
    const queries = inlinedQueries<FirstViewData>(text);
    expect(queries?.map((query) => query.queryKey)).toEqual([[["listings", "city"], { input: { city: "Toronto" }, type: "query" }]]);
    expect(queries?.[0]?.state.data.city).toBe("Toronto");
    expect(text).toMatch(/<h1[^>]*>Discover Toronto<\/h1>/);
    expect(text).toContain("About Toronto");
  });

  it("unknown city answers 404 with 'City not found'", async () => {
    const { res, text } = await html("/city/Atlantis");
    expect(res.status).toBe(404);
    expect(text).toMatch(/<title[^>]*>City not found \| Local Hype<\/title>/);
    expect(text).toContain('content="noindex"');
  });

  it("a hostile city parameter is escaped, never injected", async () => {
    const { res, text } = await html("/city/%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    expect(res.status).toBe(404);
    expect(text).not.toContain("<script>alert(1)</script>");
  });

  it("home inlines the featured and trending answers", async () => {
    const { text } = await html("/");
    const queries = inlinedQueries<FirstViewData>(text);
    expect(queries?.map((query) => query.queryKey)).toEqual([[["listings", "home"], { type: "query" }]]);
    expect(queries?.[0]?.state.data.featured).toHaveLength(3);
  });

  it("inlines a list under the key the page asks for, and nothing where the first view has no query", async () => {
    const list = inlinedQueries<FirstViewData>((await html("/gems?city=%20Halifax%20")).text);
    expect(list?.map((query) => query.queryKey)).toEqual([[["listings", "list"], { input: { type: "gem", city: "Halifax" }, type: "query" }]]);
    const page = list?.[0]?.state.data as Page;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((l) => l.city === "Halifax")).toBe(true);
    for (const path of ["/search", "/submit"]) {
      expect(inlinedQueries<FirstViewData>((await html(path)).text), path).toBeNull();
    }
    // The voting landing's first view is the ballot's cities (from D1) and the past winners.
    const landing = inlinedQueries<FirstViewData>((await html("/best-coffee-shops")).text);
    expect(landing?.map((query) => (query.queryKey as unknown[])[0])).toEqual([
      ["ballots", "cities"],
      ["awards", "winners"],
    ]);
  });

  it("inlined answers cannot close their element", async () => {
    const { res, text } = await html("/search?q=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    expect(res.status).toBe(200);
    expect(text).not.toContain("<script>alert(1)");
    const queries = inlinedQueries<FirstViewData>(text);
    expect(queries?.[0]?.queryKey).toEqual([["listings", "search"], { input: { q: "</script><script>alert(1)</script>" }, type: "query" }]);
  });

  it("list pages carry their own title", async () => {
    const { text } = await html("/events");
    expect(text).toMatch(/<title[^>]*>Local Events in Canadian Cities \| Local Hype<\/title>/);
  });

  it("serves sitemap.xml (an index of files of at most one page each) with every detail page and robots.txt pointing at it", async () => {
    const index = await fetchApp("/sitemap.xml");
    expect(index.headers.get("content-type")).toContain("application/xml");
    const indexXml = await index.text();
    expect(indexXml).toContain("<sitemapindex");
    const files = [...indexXml.matchAll(/<loc>http:\/\/localhost([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files).toEqual(["/sitemap-pages.xml", "/sitemap-listings.xml?page=1"]);
    const pages = await (await fetchApp(files[0]!)).text();
    expect(pages).toContain("<loc>http://localhost/city/Quebec%20City</loc>");
    expect(pages).toContain("<loc>http://localhost/best-coffee-shops/montreal</loc>");
    const details = await (await fetchApp(files[1]!)).text();
    // Every detail page twice: in English and in French (/fr…), each naming the other.
    expect((details.match(/<url>/g) ?? []).length).toBe(2 * 110);
    expect((details.match(/<url><loc>http:\/\/localhost\/fr\//g) ?? []).length).toBe(110);
    expect(details).toContain("<loc>http://localhost/gems/vancouver/tallow-and-fern</loc>");
    const robots = await (await fetchApp("/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://localhost/sitemap.xml");
    expect(robots).toContain("Disallow: /admin");
  });
});

// The Saved page's query: cards of saved listings by id, the ids no longer listed, and its input's limits.
describe("listings.saved", () => {
  it("answers the published listings' cards in the order asked, and no description", async () => {
    const { status, data } = await outcome(caller().listings.saved({ ids: [3, 1, 2] }));
    expect(status).toBe(200);
    expect(data!.items.map((card) => card.id)).toEqual([3, 1, 2]);
    expect(data!.unlisted).toEqual([]);
    expect(data!.items[0]!.path).toMatch(/^\/[a-z]+\/[a-z0-9-]+\/[a-z0-9-]+$/);
    expect(data!.items[0]).not.toHaveProperty("description");
  });

  it("marks a listing that was unpublished, and ids that never existed, as no longer listed", async () => {
    await env.DB.prepare("UPDATE listings SET status = 'unpublished', published_at = NULL WHERE id = 5").run();
    try {
      const { data } = await outcome(caller().listings.saved({ ids: [4, 5, 999999, 6] }));
      expect(data!.items.map((card) => card.id)).toEqual([4, 6]);
      expect(data!.unlisted).toEqual([5, 999999]);
    } finally {
      await env.DB.prepare("UPDATE listings SET status = 'published', published_at = updated_at WHERE id = 5").run();
    }
    const { data } = await outcome(caller().listings.saved({ ids: [5] }));
    expect(data!.items.map((card) => card.id)).toEqual([5]);
  });

  it(`takes up to ${SAVED_PLACES_MAX} ids in one question (past D1's 100 bound parameters)`, async () => {
    const ids = Array.from({ length: SAVED_PLACES_MAX }, (_, i) => i + 1);
    const { status, data } = await outcome(caller().listings.saved({ ids }));
    expect(status).toBe(200);
    expect(data!.items.length + data!.unlisted.length).toBe(SAVED_PLACES_MAX);
    expect(data!.items.length).toBeGreaterThan(100);
  });

  it("refuses too many, none, or ids that are not listing ids with a 400 and a message in the page's language", async () => {
    const tooMany = Array.from({ length: SAVED_PLACES_MAX + 1 }, (_, i) => i + 1);
    const cases: [unknown, string, string][] = [
      [{ ids: tooMany }, "Please ask for 1 to 200 saved places at a time.", "Veuillez demander de 1 à 200 lieux enregistrés à la fois."],
      [{ ids: [] }, "Please ask for 1 to 200 saved places at a time.", "Veuillez demander de 1 à 200 lieux enregistrés à la fois."],
      [
        { ids: [0] },
        "A saved place's id must be a whole number above zero.",
        "L'identifiant d'un lieu enregistré doit être un nombre entier supérieur à zéro.",
      ],
      [
        { ids: ["1"] },
        "A saved place's id must be a whole number above zero.",
        "L'identifiant d'un lieu enregistré doit être un nombre entier supérieur à zéro.",
      ],
      [
        { ids: [1.5] },
        "A saved place's id must be a whole number above zero.",
        "L'identifiant d'un lieu enregistré doit être un nombre entier supérieur à zéro.",
      ],
    ];
    for (const [input, english, french] of cases) {
      const en = await outcome(caller().listings.saved(input as never));
      expect(en.status).toBe(400);
      expect(en.code).toBe("BAD_REQUEST");
      expect(JSON.stringify(en.fieldErrors)).toContain(english);
      const fr = await outcome(caller({ locale: "fr" }).listings.saved(input as never));
      expect(fr.status).toBe(400);
      expect(JSON.stringify(fr.fieldErrors)).toContain(french);
    }
    // @ts-expect-error -- a field the schema does not know is what this sends
    const extra = await outcome(caller().listings.saved({ ids: [1], more: true }));
    expect(extra.status).toBe(400);
  });
});

describe("paid placement in lists", () => {
  // Paid placement in lists: a paid Pro listing leads its lists and city tabs, Basic comes next, both
  // ahead of unpromoted listings, on the first page only; no later page repeats them, and an ended
  // promotion goes back to its place in the list even before the Cron Trigger clears it.
  type Page = { items: { title: string; promoted: string | null }[]; total: number; nextAfter: number | null; nextCursor: string | null };

  async function list(input: Record<string, unknown>) {
    const { data } = await outcome(caller().listings.list(input));
    return data!;
  }
  const titles = (page: Page) => page.items.map((item) => item.title);

  async function publishPaid(title: string, tier: "basic" | "pro", city = "Toronto") {
    const { cookie } = await adminCookie();
    const id = await storeSubmission({ title, city, content_type: "gem", promotion_tier: tier });
    await outcome(caller({ cookie }).admin.submissions.review({ id, status: "approved" }));
    await payThroughWebhook(id);
  }

  describe("paid placement in lists", () => {
    it("puts Pro first and Basic next on a list's first page and its city tab, and nowhere else", async () => {
      const before = await list({ type: "gem" });
      await publishPaid("Placement Basic Gem", "basic");
      await publishPaid("Placement Pro Gem", "pro");
      const first = await list({ type: "gem" });
      expect(titles(first).slice(0, 2)).toEqual(["Placement Pro Gem", "Placement Basic Gem"]);
      expect(first.items.slice(0, 2).map((item) => item.promoted)).toEqual(["pro", "basic"]);
      // The list's own page follows whole: the first page is longer by the pinned cards.
      expect(titles(first).slice(2)).toEqual(titles(before).slice(0, PAGE_SIZE));
      expect(first.total).toBe(before.total + 2);

      // Load more, ?page=N and the last page never repeat them.
      const rest: string[] = [];
      for (let after = first.nextAfter; after !== null;) {
        const next = await list({ type: "gem", after });
        rest.push(...titles(next));
        after = next.nextAfter;
      }
      expect(rest).not.toContain("Placement Pro Gem");
      expect(rest).not.toContain("Placement Basic Gem");
      expect(first.items.length + rest.length).toBe(first.total);
      expect(titles(await list({ type: "gem", page: 2 }))).toEqual(rest.slice(0, PAGE_SIZE));

      const { data } = await outcome(caller().listings.city({ city: "toronto", type: "gem" }));
      expect(titles(data!.listings).slice(0, 2)).toEqual(["Placement Pro Gem", "Placement Basic Gem"]);
      // Another city's list has nothing pinned from Toronto.
      expect(titles(await list({ type: "gem", city: "Halifax" }))).not.toContain("Placement Pro Gem");
    });

    it("ends with the promotion: back in its place in the list before the Cron Trigger clears it", async () => {
      const start = clock.nowMs();
      clock.setClock(start);
      await publishPaid("Placement Ending Gem", "pro", "Halifax");
      expect(titles(await list({ type: "gem", city: "Halifax" }))[0]).toBe("Placement Ending Gem");
      clock.setClock(start + PROMOTION_MS);
      const after = await list({ type: "gem", city: "Halifax" });
      expect(titles(after)[0]).not.toBe("Placement Ending Gem");
      const all: string[] = titles(after);
      for (let next = after.nextAfter; next !== null;) {
        const page = await list({ type: "gem", city: "Halifax", after: next });
        all.push(...titles(page));
        next = page.nextAfter;
      }
      // Community listings come after the catalogue (id order): it is last again.
      expect(all.at(-1)).toBe("Placement Ending Gem");
      expect(all.filter((title) => title === "Placement Ending Gem")).toHaveLength(1);
    });

    it("pins a promoted event at the head of upcoming events, not of past ones", async () => {
      const { cookie } = await adminCookie();
      const id = await storeSubmission({
        title: "Placement Pro Festival",
        city: "Toronto",
        content_type: "event",
        date: "2027-03-01",
        promotion_tier: "pro",
      });
      await outcome(caller({ cookie }).admin.submissions.review({ id, status: "approved" }));
      await payThroughWebhook(id);
      const upcoming = await list({ type: "event" });
      expect(titles(upcoming)[0]).toBe("Placement Pro Festival");
      const all = titles(upcoming);
      for (let cursor = upcoming.nextCursor; cursor !== null;) {
        const page = await list({ type: "event", cursor });
        all.push(...titles(page));
        cursor = page.nextCursor;
      }
      expect(all.filter((title) => title === "Placement Pro Festival")).toHaveLength(1);
      expect(all).toHaveLength(upcoming.total);
      expect(titles(await list({ type: "event", when: "past" }))).not.toContain("Placement Pro Festival");
    });
  });

  describe("paid placement on the home page", () => {
    it("a Pro listing leads its own city's Featured, not another city's; with no city chosen, the spec's picks", async () => {
      await publishPaid("Placement Calgary Pro", "pro", "Calgary");
      const featured = async (city?: string) => (await caller().listings.home(city ? { city } : undefined)).featured;
      const calgary = await featured("Calgary");
      expect(calgary[0]).toMatchObject({ title: "Placement Calgary Pro", featured: true });

      // Montreal's own featured pick leads, then its nearest cities' (Calgary is far): never Calgary's promotion.
      const montreal = await featured("Montreal");
      expect(montreal[0]!.city).toBe("Montreal");
      expect(montreal.map((card) => card.title)).not.toContain("Placement Calgary Pro");

      // Montreal's own promotion comes before its featured pick.
      await publishPaid("Placement Montreal Pro", "pro", "Montreal");
      const withPro = await featured("Montreal");
      expect(withPro.slice(0, 2).map((card) => card.city)).toEqual(["Montreal", "Montreal"]);
      expect(withPro[0]).toMatchObject({ title: "Placement Montreal Pro", featured: true });
      expect(withPro[1]!.title).toBe(montreal[0]!.title);

      // No city chosen: promotions from anywhere lead (the Toronto and Halifax ones above too), as the spec's Featured always did.
      expect((await featured()).map((card) => card.promoted)).toEqual(["pro", "pro", "pro"]);
    });
  });
});

// What a listing's page got: the detail page's beacon counts each visitor once per listing, action and
// day in the listing's city's day, ignores bots and unpublished listings, refuses bad input; old days
// fold into months and the day's hashes and salts go once the day is over.
describe("listing activity", () => {
  const NOW = Date.parse("2026-11-25T12:00:00Z");
  const DAY_MS = 86_400_000;
  const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Firefox/132.0";

  function tap(body: unknown, { ip = "198.51.100.7", ua = BROWSER } = {}) {
    return fetchApp(ACTIVITY_BEACON_PATH, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", origin: ORIGIN, "cf-connecting-ip": ip, "user-agent": ua },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  async function calgaryListing(offset: number): Promise<number> {
    const row = await env.DB.prepare("SELECT id FROM listings WHERE status = 'published' AND city = 'Calgary' ORDER BY id LIMIT 1 OFFSET ?")
      .bind(offset)
      .first<{ id: number }>();
    return row!.id;
  }

  async function activity(id: number, days: 30 | 90 = 30) {
    const { cookie } = await adminCookie();
    const { status, data } = await outcome(caller({ cookie }).admin.listings.activity({ id, days }));
    expect(status).toBe(200);
    return data!;
  }

  it("counts a view once per visitor and day, a second visitor again, and the next day afresh", async () => {
    clock.setClock(NOW);
    const id = await calgaryListing(0);
    for (const visit of [{}, {}, { ip: "198.51.100.8" }, { ua: "Mozilla/5.0 (iPhone) Safari/605.1" }]) {
      expect((await tap({ listingId: id, kind: "view" }, visit)).status).toBe(204);
    }
    expect((await tap({ listingId: id, kind: "directions" })).status).toBe(204);
    clock.setClock(NOW + DAY_MS);
    expect((await tap({ listingId: id, kind: "view" })).status).toBe(204);
    const report = await activity(id);
    expect(report.days).toEqual([
      { day: "2026-11-26", view: 1, call: 0, directions: 0, website: 0, save: 0, share: 0 },
      { day: "2026-11-25", view: 3, call: 0, directions: 1, website: 0, save: 0, share: 0 },
    ]);
    expect(report.totals).toEqual({ view: 4, call: 0, directions: 1, website: 0, save: 0, share: 0 });
    expect(report.since).toBe("2026-10-28");
  });

  it("counts in the listing's city's day, not UTC's", async () => {
    // 03:00 UTC on the 26th is still the 25th in Calgary.
    clock.setClock(Date.parse("2026-11-26T03:00:00Z"));
    const id = await calgaryListing(1);
    expect((await tap({ listingId: id, kind: "call" })).status).toBe(204);
    expect((await activity(id)).days.map((day) => day.day)).toEqual(["2026-11-25"]);
  });

  it("ignores bots, unknown and unpublished listings, and refuses a bad beacon with 400", async () => {
    clock.setClock(NOW);
    const id = await calgaryListing(2);
    expect((await tap({ listingId: id, kind: "view" }, { ua: "Mozilla/5.0 (compatible; Googlebot/2.1)" })).status).toBe(204);
    expect((await tap({ listingId: id, kind: "view" }, { ua: "Mozilla/5.0 HeadlessChrome/131.0" })).status).toBe(204);
    expect((await tap({ listingId: 99_999_999, kind: "view" })).status).toBe(204);
    await env.DB.prepare("UPDATE listings SET status = 'unpublished' WHERE id = ?").bind(id).run();
    expect((await tap({ listingId: id, kind: "share" })).status).toBe(204);
    await env.DB.prepare("UPDATE listings SET status = 'published' WHERE id = ?").bind(id).run();
    expect((await activity(id)).days).toEqual([]);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM listing_activity WHERE listing_id IN (?, 99999999)")
      .bind(id)
      .first<{ n: number }>())!;
    expect(n).toBe(0);

    for (const bad of [{ listingId: id, kind: "like" }, { listingId: "x", kind: "view" }, "not json"]) {
      const answer = await tap(bad);
      expect(answer.status).toBe(400);
      expect((await answer.json<{ error: { message: string } }>()).error.message).toBe(apiMessages.invalidActivity);
    }
  });

  it("answers the editor's question only for a listing that exists and a period it offers", async () => {
    const { cookie } = await adminCookie();
    expect((await outcome(caller({ cookie }).admin.listings.activity({ id: 99_999_999, days: 30 }))).status).toBe(404);
    expect((await outcome(caller({ cookie }).admin.listings.activity({ id: 1, days: 7 as 30 }))).status).toBe(400);
  });

  it("folds the month that has just become older than 13 months into one row per listing and month", async () => {
    const id = await calgaryListing(3);
    const insert = (period: string, view: number, call = 0) =>
      env.DB.prepare("INSERT INTO listing_activity (listing_id, period, view, call) VALUES (?, ?, ?, ?)").bind(id, period, view, call).run();
    await insert("2025-09", 10);
    await insert("2025-09-03", 2, 1);
    await insert("2025-09-30", 5);
    await insert("2025-10-01", 4);
    // 2026-11-25: September 2025 has just become older than 13 months; October 2025 has not.
    expect(await foldOldDays(createDb(env.DB), NOW)).toBe(2);
    expect(await foldOldDays(createDb(env.DB), NOW)).toBe(0);
    const { results } = await env.DB.prepare("SELECT period, view, call FROM listing_activity WHERE listing_id = ? ORDER BY period").bind(id).all();
    expect(results).toEqual([
      { period: "2025-09", view: 17, call: 1 },
      { period: "2025-10-01", view: 4, call: 0 },
    ]);
  });

  it("deletes the day's visitor hashes and salt once the day is over in every city", async () => {
    clock.setClock(NOW);
    const id = await calgaryListing(4);
    expect((await tap({ listingId: id, kind: "website" })).status).toBe(204);
    const kept = async () => {
      const hashes = await env.DB.prepare("SELECT count(*) AS n FROM activity_visitors WHERE day = '2026-11-25'").first<{ n: number }>();
      const salts = await env.DB.prepare("SELECT count(*) AS n FROM activity_salts WHERE day = '2026-11-25'").first<{ n: number }>();
      return [hashes!.n, salts!.n];
    };
    await applyRetention(env, Date.parse("2026-11-26T10:00:00Z"));
    expect((await kept())[1]).toBe(1);
    expect((await kept())[0]).toBeGreaterThan(0);
    await applyRetention(env, Date.parse("2026-11-26T12:30:00Z"));
    expect(await kept()).toEqual([0, 0]);
    // The counts stay.
    expect((await activity(id)).totals.website).toBe(1);
  });
});
