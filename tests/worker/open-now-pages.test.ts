// Over HTTP: the edge's HTML is the subject; the API's answers beside it are read as the page's client reads them.
// "Open now" on the edge's HTML: a shop's page and the cards of lists, city pages and home say whether it
// is open at the clock's instant, with the next change, in the page's language. Cards carry the Worker's
// words for the answer's minute and their pages are cached per minute; a detail answer carries the hours,
// the city's zone and its instant, from which the browser's first render says the same.
import { describe, expect, it } from "vitest";
import { CATALOGUE_OPENING_HOURS } from "@worker/db/seed/opening-hours";
import { setClock } from "@shared/time/clock";
import "./clock";
import { fetchApp, trpcQuery } from "./fetch-app";

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
    const business = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
      .find((data) => data["@type"] === "LocalBusiness")!;
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
