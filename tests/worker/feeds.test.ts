// Over HTTP: the feeds are edge responses.
// The subscribable feeds, read with maintained parsers (ical.js for iCalendar, fast-xml-parser for
// Atom), not regexes: valid documents, the right listings, links that resolve, and a new approval
// showing up in them.
import ICAL from "ical.js";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { CATALOGUE_EVENT_SCHEDULES } from "@worker/db/seed/event-schedules";
import { catalogue } from "@worker/db/seed/listings";
import { feedPaths } from "@shared/feeds/feeds";
import { detailPath } from "@shared/routing/paths";
import { adminCookie } from "./account-helpers";
import { fetchApp, trpcMutation } from "./fetch-app";
import { setClock } from "@shared/time/clock";
import "./clock";
import { storeSubmission } from "./submission-helpers";
import { env } from "cloudflare:test";
import { submissionInputSchema } from "@shared/submissions/submission-schema";
import { createDb } from "@worker/db/client";
import { insertSubmission } from "@worker/features/submissions/submission-queries";
import { makeSubmissionInput } from "../unit/factories";

const ORIGIN = "http://localhost";
const events = catalogue.filter((listing) => listing.type === "event");
const eventCity = events[0]!.city;

async function get(path: string) {
  const res = await fetchApp(path);
  return { status: res.status, type: res.headers.get("content-type"), body: await res.text() };
}

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const vevents = calendar.getAllSubcomponents("vevent");
  return { calendar, vevents };
}

const atomParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => name === "entry" || name === "link" || name === "category",
});
type AtomLink = { "@rel"?: string; "@href": string };
type AtomText = string | { "#text": string; "@type": string };
type AtomCategory = { "@term": string; "@label": string };
type AtomEntry = { id: string; title: AtomText; link: AtomLink[]; updated: string; published: string; category: AtomCategory[] };
const text = (value: AtomText) => (typeof value === "string" ? value : value["#text"]);
function parseAtom(xml: string) {
  const feed = (
    atomParser.parse(xml) as { feed: { "@xmlns": string; id: string; title: AtomText; updated: string; link: AtomLink[]; entry?: AtomEntry[] } }
  ).feed;
  return { ...feed, title: text(feed.title), entries: (feed.entry ?? []).map((entry) => ({ ...entry, title: text(entry.title) })) };
}

describe("iCalendar feeds of events", () => {
  it("a city's calendar: text/calendar, named, in the city's time zone, one VEVENT per event (all-day unless it has a time)", async () => {
    const { status, type, body } = await get(feedPaths.cityEvents(eventCity));
    expect(status).toBe(200);
    expect(type).toBe("text/calendar; charset=utf-8");
    const { calendar, vevents } = parseCalendar(body);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`Local Hype events in ${eventCity}`);
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toMatch(/^America\//);
    const expected = events.filter((event) => event.city === eventCity);
    expect(vevents).toHaveLength(expected.length);
    for (const vevent of vevents) {
      const event = new ICAL.Event(vevent);
      const listing = expected.find((l) => l.title === event.summary)!;
      expect(listing).toBeDefined();
      expect(event.uid).toBe(`listing-${listing.id}@localhost`);
      const schedule = CATALOGUE_EVENT_SCHEDULES[listing.id]!;
      expect(event.startDate.isDate).toBe(!schedule.startTime);
      expect(event.startDate.toString().slice(0, 10)).toBe(listing.date);
      expect(vevent.getFirstPropertyValue("rrule")?.toString()).toBe(schedule.repeat);
      expect(vevent.getFirstPropertyValue("dtstamp")).toBeTruthy();
      expect(vevent.getFirstPropertyValue("url")).toBe(`${ORIGIN}${detailPath(listing)}`);
    }
    // Every line within 75 octets (RFC 5545 §3.1), accents included.
    for (const line of body.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("every city's calendar holds every event; an unknown city is a 404", async () => {
    const { body } = await get(feedPaths.events);
    const { calendar, vevents } = parseCalendar(body);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Local Hype events");
    expect(vevents).toHaveLength(events.length);
    expect((await get("/feeds/city/atlantis/events.ics")).status).toBe(404);
  });
});

describe("one event's calendar file (its page's Add to calendar)", () => {
  const repeating = events.find((event) => CATALOGUE_EVENT_SCHEDULES[event.id]?.repeat)!;
  const schedule = CATALOGUE_EVENT_SCHEDULES[repeating.id]!;

  it("downloads as the page's name, with the event's repeat from its next occurrence on, which ical.js expands year after year", async () => {
    // Three years after the first edition: the file starts at the fourth, not at the editions gone by.
    const first = Number(repeating.date!.slice(0, 4));
    setClock(Date.parse(`${first + 3}-01-01T12:00:00Z`));
    const res = await fetchApp(feedPaths.event(repeating.id));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const slug = detailPath(repeating).split("/").pop()!;
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${slug}.ics"`);
    const { calendar, vevents } = parseCalendar(await res.text());
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(repeating.title);
    expect(vevents).toHaveLength(1);
    const event = new ICAL.Event(vevents[0]);
    expect(event.summary).toBe(repeating.title);
    expect(event.uid).toBe(`listing-${repeating.id}@localhost`);
    expect(vevents[0]!.getFirstPropertyValue("rrule")?.toString()).toBe(schedule.repeat);
    const occurrences = event.iterator();
    const years = [occurrences.next(), occurrences.next(), occurrences.next()].map((time) => time.year);
    expect(years).toEqual([first + 3, first + 4, first + 5]);
    // The feeds keep the whole series.
    const feed = parseCalendar((await get("/feeds/events.ics")).body).vevents.find((vevent) => vevent.getFirstPropertyValue("uid") === event.uid)!;
    expect(new ICAL.Event(feed).startDate.year).toBe(first);
  });

  it("on a French page, links to the French page; other listings, unknown ids and other names are 404s", async () => {
    const { body } = await get(`/fr${feedPaths.event(repeating.id)}`);
    expect(parseCalendar(body).vevents[0]!.getFirstPropertyValue("url")).toBe(`${ORIGIN}/fr${detailPath(repeating)}`);
    const shop = catalogue.find((listing) => listing.type === "shop")!;
    for (const path of [feedPaths.event(shop.id), feedPaths.event(987_654), "/feeds/event/01.ics", "/feeds/event/1.txt", "/feeds/event/x.ics"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe("Atom feeds of new listings", () => {
  it("per type: valid Atom 1.0 with self and alternate links and one entry per listing of the type", async () => {
    const { status, type, body } = await get(feedPaths.type("gem"));
    expect(status).toBe(200);
    expect(type).toBe("application/atom+xml; charset=utf-8");
    const feed = parseAtom(body);
    expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.id).toBe(`${ORIGIN}/feeds/gems.atom`);
    expect(feed.title).toBe("Local Hype: new local gems");
    expect(feed.link.find((link) => link["@rel"] === "self")?.["@href"]).toBe(`${ORIGIN}/feeds/gems.atom`);
    expect(feed.link.find((link) => link["@rel"] === "alternate")?.["@href"]).toBe(`${ORIGIN}/gems`);
    expect(Date.parse(feed.updated)).not.toBeNaN();
    const gems = catalogue.filter((l) => l.type === "gem");
    expect(feed.entries).toHaveLength(Math.min(gems.length, 50));
    for (const entry of feed.entries) {
      expect(entry.id).toMatch(new RegExp(`^${ORIGIN}/gems/[a-z0-9-]+/[a-z0-9-]+$`));
      expect(entry.link[0]!["@href"]).toBe(entry.id);
      expect(Date.parse(entry.updated)).not.toBeNaN();
      expect(entry.category).toContainEqual({ "@term": "gem", "@label": "Hidden Gem" });
    }
    // Each entry's link is a real page.
    expect((await fetchApp(new URL(feed.entries[0]!.id).pathname)).status).toBe(200);
  });

  it("per city, newest first: an approved submission leads the feed on the next request", async () => {
    const { cookie } = await adminCookie();
    const id = await storeSubmission({ title: "Feed Fresh Bakery", city: "Halifax", content_type: "shop" });
    const before = parseAtom((await get(feedPaths.city("Halifax"))).body);
    expect(before.entries.map((e) => e.title)).not.toContain("Feed Fresh Bakery");
    const approved = await trpcMutation<{ public_path: string }>("admin.submissions.review", { id, status: "approved" }, { cookie });
    const after = parseAtom((await get(feedPaths.city("Halifax"))).body);
    expect(after.title).toBe("Local Hype: new in Halifax");
    expect(after.entries[0]).toMatchObject({ title: "Feed Fresh Bakery", id: `${ORIGIN}${approved.body.result!.data.public_path}` });
    expect(after.entries.every((entry) => entry.category.some((c) => c["@term"] === "halifax" && c["@label"] === "Halifax"))).toBe(true);
  });

  it("unknown types and cities are 404s", async () => {
    for (const path of ["/feeds/courses.atom", "/feeds/gems.rss", "/feeds/city/atlantis.atom", "/feeds/city/halifax.xml"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe("pages link their feeds", () => {
  it("list and city pages carry <link rel=alternate> for each feed", async () => {
    const events = await (await fetchApp("/events")).text();
    expect(events).toContain(
      `<link rel="alternate" type="text/calendar" title="Local Hype events" href="${ORIGIN}/feeds/events.ics" data-edge-head>`,
    );
    expect(events).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Local Hype: new local events" href="${ORIGIN}/feeds/events.atom" data-edge-head>`,
    );
    const city = await (await fetchApp("/city/Halifax")).text();
    expect(city).toContain(`href="${ORIGIN}/feeds/city/halifax/events.ics"`);
    expect(city).toContain(`href="${ORIGIN}/feeds/city/halifax.atom"`);
    // The visible control, rendered at the edge.
    expect(city).toContain("webcal://localhost/feeds/city/halifax/events.ics");
  });
});

describe("hostile listing text in the feeds", () => {
  // Over HTTP: the feeds are edge responses.
  // A listing's text cannot break or forge the Atom feeds: a strict XML parser reads every feed as valid,
  // with exactly the entries the database holds, and the hostile text comes back as text. The listing is
  // stored straight in D1 (as older data, or any path that skipped the form's cleaning, would be).
  const FORGED_TITLE = "Harbour ]]> ]]></title></entry><entry><id>https://evil.example/</id><title>Forged";
  const FORGED_SUMMARY =
    "Quiet ]]> ]]></summary></entry><entry><id>https://evil.example/2</id><title>Forged</title></entry> <img src=x onerror=alert(1)>";

  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => name === "entry" });
  type Text = string | { "#text": string };
  const text = (value: Text) => (typeof value === "string" ? value : value["#text"]);
  /** What a feed reader shows for a `type="html"` element: its HTML entities decoded. */
  const shown = (html: string) =>
    html.replace(/&#(\d+);|&(amp|lt|gt|quot);/g, (_, code: string | undefined, name: string | undefined) =>
      code ? String.fromCharCode(Number(code)) : ({ amp: "&", lt: "<", gt: ">", quot: '"' } as Record<string, string>)[name!]!,
    );

  async function publishRaw(title: string, description: string) {
    const data = submissionInputSchema.parse(makeSubmissionInput({ content_type: "gem", city: "Halifax" }));
    const id = await insertSubmission(createDb(env.DB), { ...data, title, description }, new Date());
    const { cookie } = await adminCookie();
    expect((await trpcMutation("admin.submissions.review", { id, status: "approved" }, { cookie })).status).toBe(200);
  }

  describe("Atom feeds with hostile listing text", () => {
    it("stay valid XML with no forged entry, and show the text as written", async () => {
      await publishRaw(`${FORGED_TITLE}\uFFFF\u000B`, `${FORGED_SUMMARY}\uFFFE`);
      for (const path of ["/feeds/gems.atom", "/feeds/city/halifax.atom", "/fr/feeds/gems.atom"]) {
        const xml = await (await fetchApp(path)).text();
        expect(XMLValidator.validate(xml), path).toBe(true);
        const entries = (parser.parse(xml) as { feed: { entry: { id: string; title: Text; summary?: Text }[] } }).feed.entry;
        expect(
          entries.some((entry) => entry.id.includes("evil.example")),
          path,
        ).toBe(false);
        const ours = entries.find((entry) => shown(text(entry.title)).startsWith("Harbour"))!;
        expect(shown(text(ours.title))).toBe(FORGED_TITLE);
        expect(shown(text(ours.summary!))).toBe(FORGED_SUMMARY);
        // The markup reaches readers as text to show, never as an element to run.
        expect(text(ours.summary!)).not.toContain("<img");
      }
    });
  });
});
