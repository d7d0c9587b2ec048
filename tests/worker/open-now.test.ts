// Opening hours in D1: the triggers of migration 0014 turn `listings.opening_hours` into indexed
// ranges, the seed writes the catalogue's hours idempotently, and `?open=now` (listings.list and
// listings.city with open: "now") keeps exactly the listings openState() calls open, at fixed instants
// in different zones, across a daylight-saving change, with dated exceptions, paged and counted.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CATALOGUE_OPENING_HOURS } from "@worker/db/seed/opening-hours";
import { catalogue } from "@worker/db/seed/listings";
import { cityTimeZone } from "@shared/places/city-time-zones";
import { PAGE_SIZE } from "@shared/listings/paging";
import { setClock } from "@shared/time/clock";
import { openState } from "@shared/time/opening-hours";
import type { HoursException, OpeningHours } from "@shared/time/weekly-hours";
import { catalogueSeedSql } from "@worker/db/catalogue-seed";
import "./clock";
import { caller, outcome } from "./caller";
import { fetchApp, jsonLdOf, trpcQuery } from "./fetch-app";

type Page = { items: { id: number; type: string; city: string }[]; total: number; page: number | null; nextAfter: number | null };

const seed = async () => {
  const results = await env.DB.batch(catalogueSeedSql(catalogue).map((sql) => env.DB.prepare(sql)));
  return results.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0);
};

const rangesOf = async (id: number) =>
  (
    await env.DB.prepare("SELECT day_minute, start_minute, end_minute FROM listing_open_ranges WHERE listing_id = ? ORDER BY start_minute")
      .bind(id)
      .all()
  ).results;

async function list(input: Record<string, unknown>): Promise<Page> {
  const { data } = await outcome(caller().listings.list(input));
  return data!;
}

/** Every page of a list, walked with keyset paging. */
async function allIds(input: Record<string, unknown>): Promise<number[]> {
  const ids: number[] = [];
  let after: number | undefined;
  do {
    const page = await list({ ...input, ...(after === undefined ? {} : { after }) });
    ids.push(...page.items.map((item) => item.id));
    after = page.nextAfter ?? undefined;
  } while (after !== undefined);
  return ids;
}

/** What the shared rules say is open at `at`, among the published listings of `type`. */
function expectedOpen(
  type: "shop" | "gem",
  at: Date,
  hoursOf: (id: number) => OpeningHours | undefined = (id) =>
    CATALOGUE_OPENING_HOURS[id] ? { week: CATALOGUE_OPENING_HOURS[id], exceptions: [] } : undefined,
): number[] {
  return catalogue
    .filter((listing) => listing.type === type)
    .filter((listing) => {
      const hours = hoursOf(listing.id);
      return hours ? openState(hours.week, hours.exceptions, cityTimeZone(listing.city)!, at).open : false;
    })
    .map((listing) => listing.id);
}

// The tests of this file share one database: each starts from the catalogue's hours.
beforeEach(async () => {
  await env.DB.prepare("UPDATE listings SET opening_hours = NULL, edited_fields = '[]' WHERE type IN ('shop', 'gem')").run();
  await seed();
});

describe("opening hours storage", () => {
  it("has the catalogue's weeks as ranges, a late range split past Sunday midnight", async () => {
    const stored = await env.DB.prepare("SELECT count(DISTINCT listing_id) AS n FROM listing_open_ranges").first<{ n: number }>();
    // The tests seed the catalogue (ids 1–110) alone, without the ballot cafés' listings.
    expect(stored!.n).toBe(Object.keys(CATALOGUE_OPENING_HOURS).filter((id) => Number(id) <= 110).length);
    // Parkdale Paper & Press: Tue–Fri 11–19, Sat 10–18, Sun 12–17 (minutes of the week from Monday 00:00).
    expect(await rangesOf(4)).toEqual([
      { day_minute: 1440, start_minute: 1440 + 660, end_minute: 1440 + 1140 },
      { day_minute: 2880, start_minute: 2880 + 660, end_minute: 2880 + 1140 },
      { day_minute: 4320, start_minute: 4320 + 660, end_minute: 4320 + 1140 },
      { day_minute: 5760, start_minute: 5760 + 660, end_minute: 5760 + 1140 },
      { day_minute: 7200, start_minute: 7200 + 600, end_minute: 7200 + 1080 },
      { day_minute: 8640, start_minute: 8640 + 720, end_minute: 8640 + 1020 },
    ]);
    await env.DB.prepare("UPDATE listings SET opening_hours = ? WHERE id = 4")
      .bind(
        JSON.stringify({
          week: { su: [["22:00", "02:00"]] },
          exceptions: [
            { date: "2026-12-25", ranges: [] },
            { date: "2026-12-31", ranges: [["20:00", "01:00"]] },
          ],
        }),
      )
      .run();
    expect(await rangesOf(4)).toEqual([
      { day_minute: 8640, start_minute: 0, end_minute: 120 },
      { day_minute: 8640, start_minute: 8640 + 1320, end_minute: 10080 },
    ]);
    const exceptions = await env.DB.prepare(
      "SELECT date, start_minute, end_minute FROM listing_hours_exceptions WHERE listing_id = 4 ORDER BY date",
    ).all();
    expect(exceptions.results).toEqual([
      { date: "2026-12-25", start_minute: 0, end_minute: 0 },
      { date: "2026-12-31", start_minute: 1200, end_minute: 1500 },
    ]);
    await env.DB.prepare("UPDATE listings SET opening_hours = NULL WHERE id = 4").run();
    expect(await rangesOf(4)).toEqual([]);
  });

  it("seeds hours idempotently, and never over an admin's edit of them", async () => {
    expect(await seed()).toBe(0);
    const edited = JSON.stringify({ week: { mo: [["09:00", "17:00"]] }, exceptions: [] });
    await env.DB.prepare(`UPDATE listings SET opening_hours = ?, edited_fields = '["opening_hours"]' WHERE id = 8`).bind(edited).run();
    await env.DB.prepare("UPDATE listings SET opening_hours = NULL WHERE id = 16").run();
    await seed();
    expect((await env.DB.prepare("SELECT opening_hours FROM listings WHERE id = 8").first<{ opening_hours: string }>())!.opening_hours).toBe(edited);
    expect(await rangesOf(8)).toEqual([{ day_minute: 0, start_minute: 540, end_minute: 1020 }]);
    // The listing without an edit record gets its catalogue hours (and their ranges) back.
    expect(
      JSON.parse((await env.DB.prepare("SELECT opening_hours FROM listings WHERE id = 16").first<{ opening_hours: string }>())!.opening_hours),
    ).toEqual({ week: CATALOGUE_OPENING_HOURS[16], exceptions: [] });
    expect(await rangesOf(16)).toHaveLength(7);
    expect(await seed()).toBe(0);
  });
});

describe("?open=now", () => {
  // Tuesday noon in Toronto; Monday 8 AM in Toronto (05:30 in Vancouver); Saturday 9:30 PM in Edmonton;
  // Sunday 11:30 PM in Halifax; the morning Toronto springs forward; St. John's half-hour zone at 9 AM.
  const instants = [
    "2026-11-24T17:00:00Z",
    "2026-11-23T13:00:00Z",
    "2026-11-29T04:30:00Z",
    "2026-11-30T03:30:00Z",
    "2026-03-08T15:30:00Z",
    "2026-07-01T11:30:00Z",
    "2026-07-04T18:05:00Z",
  ];

  it.each(instants)("keeps exactly the shops and gems the shared rules call open at %s, in every city's zone", async (iso) => {
    const at = new Date(iso);
    setClock(at);
    for (const type of ["shop", "gem"] as const) {
      const ids = await allIds({ type, open: "now" });
      expect(ids).toEqual(expectedOpen(type, at));
      expect((await list({ type, open: "now" })).total).toBe(ids.length);
    }
  });

  it("opens at the opening minute and closes at the closing minute", async () => {
    // Parkdale Paper & Press (Toronto) opens at 11:00 on Tuesdays (16:00Z in November).
    setClock(new Date("2026-11-24T15:59:00Z"));
    expect(await allIds({ type: "shop", city: "Toronto", open: "now" })).not.toContain(4);
    setClock(new Date("2026-11-24T16:00:00Z"));
    expect(await allIds({ type: "shop", city: "Toronto", open: "now" })).toContain(4);
    setClock(new Date("2026-11-25T00:00:00Z"));
    expect(await allIds({ type: "shop", city: "Toronto", open: "now" })).not.toContain(4);
  });

  it("follows dated exceptions: a closure on the day, and special hours on a closed day and past midnight", async () => {
    const week = CATALOGUE_OPENING_HOURS[4]!;
    const exceptions: HoursException[] = [
      { date: "2026-11-24", ranges: [] },
      { date: "2026-11-23", ranges: [["22:00", "03:00"]] },
    ];
    await env.DB.prepare("UPDATE listings SET opening_hours = ? WHERE id = 4").bind(JSON.stringify({ week, exceptions })).run();
    const hoursOf = (id: number) =>
      id === 4 ? { week, exceptions } : CATALOGUE_OPENING_HOURS[id] ? { week: CATALOGUE_OPENING_HOURS[id], exceptions: [] } : undefined;
    // Tuesday noon: closed for the day. Monday 11 PM and Tuesday 2 AM: Monday's special late hours.
    for (const [iso, open] of [
      ["2026-11-24T17:00:00Z", false],
      ["2026-11-24T04:00:00Z", true],
      ["2026-11-24T07:00:00Z", true],
      ["2026-11-24T08:00:00Z", false],
    ] as const) {
      setClock(new Date(iso));
      const ids = await allIds({ type: "shop", open: "now" });
      expect(ids.includes(4)).toBe(open);
      expect(ids).toEqual(expectedOpen("shop", new Date(iso), hoursOf));
    }
  });

  it("pages and counts an open list, and filters a city's tab", async () => {
    // Every catalogue shop and gem open all week, then Saturday 1 PM in Toronto.
    await env.DB.prepare(
      `UPDATE listings SET opening_hours = '{"week":{"mo":[["00:00","00:00"]],"tu":[["00:00","00:00"]],"we":[["00:00","00:00"]],"th":[["00:00","00:00"]],"fr":[["00:00","00:00"]],"sa":[["00:00","00:00"]],"su":[["00:00","00:00"]]},"exceptions":[]}' WHERE type IN ('shop', 'gem')`,
    ).run();
    setClock(new Date("2026-11-28T18:00:00Z"));
    const everyShopOrGem = catalogue.filter((l) => l.type === "shop" || l.type === "gem").map((l) => l.id);
    const first = await list({ open: "now" });
    expect(first.items).toHaveLength(PAGE_SIZE);
    expect(first.total).toBe(everyShopOrGem.length);
    expect(await allIds({ open: "now" })).toEqual(everyShopOrGem);
    expect((await list({ open: "now", page: 2 })).items.map((i) => i.id)).toEqual(everyShopOrGem.slice(PAGE_SIZE, 2 * PAGE_SIZE));
    const { data } = await outcome(
      caller().listings.city({
        city: "Toronto",
        type: "shop",
        open: "now",
      }),
    );
    const torontoShops = catalogue.filter((l) => l.type === "shop" && l.city === "Toronto").map((l) => l.id);
    expect(data!.listings.items.map((i) => i.id)).toEqual(torontoShops);
    expect(data!.listings.total).toBe(torontoShops.length);
    expect(data!.counts.story).toBeGreaterThan(0);
  });

  it("refuses an unknown open filter", async () => {
    // @ts-expect-error -- a filter that does not exist is what this sends
    expect((await outcome(caller().listings.list({ type: "shop", open: "later" }))).status).toBe(400);
  });
});

describe("Open now on the edge's HTML", () => {
  // Over HTTP: the edge's HTML is the subject; the API's answers beside it are read as the page's client reads them.
  // "Open now" on the edge's HTML: a shop's page and the cards of lists, city pages and home say whether it
  // is open at the clock's instant, with the next change, in the page's language. Cards carry the Worker's
  // words for the answer's minute and their pages are cached per minute; a detail answer carries the hours,
  // the city's zone and its instant, from which the browser's first render says the same.
  const text = (html: string) =>
    html
      .replace(/<!--.*?-->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replaceAll("&#x27;", "'")
      .replace(/[ \t\r\n]+/g, " ");

  describe("open now on pages", () => {
    it("a shop's page shows the state, the next change and the week, in English", async () => {
      // Tuesday 24 November 2026, noon in Toronto.
      setClock(new Date("2026-11-24T17:00:00Z"));
      const page = text(await (await fetchApp("/shop/toronto/parkdale-paper-press")).text());
      expect(page).toContain("Opening hours Open now · Closes at 7:00 PM");
      expect(page).toContain("Monday Closed Tuesday 11:00 AM – 7:00 PM");
      expect(page).toContain("Sunday 12:00 PM – 5:00 PM");
    });

    it("a French page says it in French", async () => {
      // Monday 23 November 2026, 8 AM in Toronto: closed on Mondays.
      setClock(new Date("2026-11-23T13:00:00Z"));
      const page = text(await (await fetchApp("/fr/shop/toronto/parkdale-paper-press")).text());
      expect(page).toContain("Heures d'ouverture Fermé · Ouvre demain à 11\u00a0h");
      expect(page).toContain("lundi Fermé mardi 11\u00a0h à 19\u00a0h");
    });

    it("cards carry the Worker's words for the answer's minute; detail answers carry the hours, zone and instant", async () => {
      setClock(new Date("2026-11-24T17:00:42Z"));
      const { body } = await trpcQuery<{ items: { id: number; openNow: unknown }[] }>("listings.list", { type: "shop", city: "Toronto" });
      expect(body.result!.data.items.find((item) => item.id === 4)!.openNow).toEqual({ open: true, status: "Open now", next: "Closes at 7:00 PM" });
      const stories = await trpcQuery<{ items: { openNow: unknown }[] }>("listings.list", { type: "story" });
      expect(stories.body.result!.data.items.every((item) => item.openNow === null)).toBe(true);
      const detail = await trpcQuery<{ openingHours: unknown }>("listings.get", { type: "shop", city: "toronto", slug: "parkdale-paper-press" });
      // The instant is the minute's start.
      expect(detail.body.result!.data.openingHours).toEqual({
        week: CATALOGUE_OPENING_HOURS[4],
        exceptions: [],
        timeZone: "America/Toronto",
        asOf: Date.parse("2026-11-24T17:00:00Z"),
      });
    });

    it("list, city and home pages show it on cards, and a cached page turns over with the minute", async () => {
      // Tuesday 24 November 2026, 6:59 PM in Toronto: a minute before Parkdale Paper Press closes.
      setClock(new Date("2026-11-24T23:59:10Z"));
      const before = await fetchApp("/shop?city=Toronto");
      expect(text(await before.text())).toContain("Parkdale Paper");
      const again = await fetchApp("/shop?city=Toronto");
      expect(again.headers.get("x-page-cache")).toBe("HIT");
      expect(text(await again.text())).toContain("Open now · Closes at 7:00 PM");
      expect(text(await (await fetchApp("/city/Toronto?tab=shop")).text())).toContain("Open now · Closes at 7:00 PM");
      // Parkdale Paper & Press is featured on home.
      expect(text(await (await fetchApp("/")).text())).toMatch(/Parkdale Paper &amp; Press .{0,300}Open now · Closes at 7:00 PM/);
      // 7:00 PM: the same URL is a new page, closed until tomorrow.
      setClock(new Date("2026-11-25T00:00:05Z"));
      const after = await fetchApp("/shop?city=Toronto");
      expect(after.headers.get("x-page-cache")).toBe("MISS");
      expect(text(await after.text())).toContain("Closed now · Opens tomorrow at 11:00 AM");
    });

    it("in French on a French list", async () => {
      setClock(new Date("2026-11-23T13:00:00Z"));
      expect(text(await (await fetchApp("/fr/shop?city=Toronto")).text())).toContain("Fermé · Ouvre demain à 11\u00a0h");
    });

    it("story and event lists and detail pages are not keyed by the minute", async () => {
      setClock(new Date("2026-11-24T17:00:10Z"));
      await fetchApp("/stories");
      await fetchApp("/shop/toronto/parkdale-paper-press");
      setClock(new Date("2026-11-24T17:01:10Z"));
      expect((await fetchApp("/stories")).headers.get("x-page-cache")).toBe("HIT");
      expect((await fetchApp("/shop/toronto/parkdale-paper-press")).headers.get("x-page-cache")).toBe("HIT");
    });

    it("a shop's JSON-LD has its openingHoursSpecification", async () => {
      setClock(new Date("2026-11-24T17:00:00Z"));
      const html = await (await fetchApp("/shop/toronto/parkdale-paper-press")).text();
      const business = jsonLdOf(html).find((data) => data["@type"] === "LocalBusiness")!;
      const day = (name: string) => `https://schema.org/${name}`;
      expect(business.openingHoursSpecification).toEqual([
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Tuesday", "Wednesday", "Thursday", "Friday"].map(day), opens: "11:00", closes: "19:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: [day("Saturday")], opens: "10:00", closes: "18:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: [day("Sunday")], opens: "12:00", closes: "17:00" },
      ]);
    });
  });

  describe("?open=now pages", () => {
    it("the edge renders the filtered list with its chip pressed, and caches it for one minute only", async () => {
      // Monday 23 November 2026, 10:00 AM in Toronto: Parkdale Paper & Press is closed, Leslieville Goods Co. open.
      setClock(new Date("2026-11-23T15:00:00Z"));
      const first = await fetchApp("/shop?city=Toronto&open=now");
      const page = text(await first.text());
      expect(page).toContain("Leslieville Goods Co.");
      expect(page).not.toContain("Parkdale Paper");
      expect(await (await fetchApp("/shop?city=Toronto&open=now")).text()).toMatch(/aria-pressed="true"[^>]*>Open now</);
      expect((await fetchApp("/shop?city=Toronto&open=now")).headers.get("X-Page-Cache")).toBe("HIT");
      // The next minute is a new key: rendered again, with that minute's list.
      setClock(new Date("2026-11-23T15:01:00Z"));
      expect((await fetchApp("/shop?city=Toronto&open=now")).headers.get("X-Page-Cache")).toBe("MISS");
      // Within the minute, the filtered page is kept.
      expect((await fetchApp("/shop?city=Toronto&open=now")).headers.get("X-Page-Cache")).toBe("HIT");
    });

    it("the city page's Shops tab filters too", async () => {
      setClock(new Date("2026-11-23T15:00:00Z"));
      const page = text(await (await fetchApp("/city/Toronto?tab=shop&open=now")).text());
      expect(page).toContain("Leslieville Goods Co.");
      expect(page).not.toContain("Parkdale Paper");
    });
  });
});
