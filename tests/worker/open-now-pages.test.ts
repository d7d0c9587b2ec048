// "Open now" on the edge's HTML: a shop's page and a list's cards say whether it is open at the clock's
// instant, with the next change and the week's hours, in the page's language; the answers carry the
// hours, the city's zone and their instant, from which the browser's first render says the same.
import { describe, expect, it } from "vitest";
import { CATALOGUE_OPENING_HOURS } from "@worker/db/seed/opening-hours";
import { setClock } from "@shared/time/clock";
import "./clock";
import { fetchApp, trpcQuery } from "./fetch-app";

const text = (html: string) => html.replace(/<!--.*?-->/g, "").replace(/<[^>]+>/g, " ").replaceAll("&#x27;", "'").replace(/[ \t\r\n]+/g, " ");

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

  it("list answers carry the hours, the zone and the instant; other types carry none", async () => {
    setClock(new Date("2026-11-24T17:00:00Z"));
    const { body } = await trpcQuery<{ items: { id: number; openingHours: unknown }[] }>("listings.list", { type: "shop", city: "Toronto" });
    const parkdale = body.result!.data.items.find((item) => item.id === 4)!;
    expect(parkdale.openingHours).toEqual({ week: CATALOGUE_OPENING_HOURS[4], exceptions: [], timeZone: "America/Toronto", asOf: Date.parse("2026-11-24T17:00:00Z") });
    // The instant is the minute's start.
    setClock(new Date("2026-11-24T17:00:42Z"));
    const later = await trpcQuery<{ items: { id: number; openingHours: { asOf: number } }[] }>("listings.list", { type: "shop", city: "Toronto" });
    expect(later.body.result!.data.items.find((item) => item.id === 4)!.openingHours.asOf).toBe(Date.parse("2026-11-24T17:00:00Z"));
    const stories = await trpcQuery<{ items: { openingHours: unknown }[] }>("listings.list", { type: "story" });
    expect(stories.body.result!.data.items.every((item) => item.openingHours === null)).toBe(true);
  });

  it("the shop list's cards leave the badge to the shop's page (it waits for a first paint from the Worker)", async () => {
    setClock(new Date("2026-11-24T17:00:00Z"));
    const page = text(await (await fetchApp("/shop?city=Toronto")).text());
    expect(page).toContain("Parkdale Paper");
    expect(page).not.toContain("Open now · Closes at 7:00 PM");
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
    // A page without the filter keeps its key across minutes.
    expect((await fetchApp("/gems?city=Toronto")).headers.get("X-Page-Cache")).toBe("MISS");
    setClock(new Date("2026-11-23T15:02:00Z"));
    expect((await fetchApp("/gems?city=Toronto")).headers.get("X-Page-Cache")).toBe("HIT");
  });

  it("the city page's Shops tab filters too", async () => {
    setClock(new Date("2026-11-23T15:00:00Z"));
    const page = text(await (await fetchApp("/city/Toronto?tab=shop&open=now")).text());
    expect(page).toContain("Leslieville Goods Co.");
    expect(page).not.toContain("Parkdale Paper");
  });
});
