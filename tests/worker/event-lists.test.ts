// Event lists live in time: ongoing and upcoming events soonest first, ended ones under ?when=past (most
// recent first) with a detail page that says so, date windows in the city's zone, home picks and search
// that put ended events last or nowhere. The clock is set for every test, never waited for.
import { createScheduledController, env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { catalogue } from "@worker/db/seed/listings";
import { setClock } from "@shared/time/clock";
import { catalogueSeedSql } from "@worker/db/catalogue-seed";
import { EVENTS_CRON } from "@worker/features/listings/event-timing";
import worker from "@worker/index";
import { adminCookie } from "./account-helpers";
import "./clock";
import { publishEventAs, type EventSchedule } from "./event-helpers";
import { caller, outcome, type RouterInputs } from "./caller";
import { fetchApp } from "./fetch-app";

/** An event list's question (its type is always "event"). */
type EventQuery = Omit<RouterInputs["listings"]["list"], "type">;

/** Wednesday, November 25, 2026, 12:00 in Toronto. */
const NOW = Date.parse("2026-11-25T17:00:00Z");
const HOT_DOCS = 2;

const { cookie } = await adminCookie();

const publishEvent = (title: string, city: string, date: string, timing?: EventSchedule) => publishEventAs(cookie, title, city, date, timing);

const list = async (input: EventQuery) => {
  const { status, data, message } = await outcome(caller().listings.list({ type: "event", ...input }));
  expect(status, message).toBe(200);
  return data!;
};

/** Every id of an event list, following its cursors. */
async function allIds(input: EventQuery) {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < 20; n++) {
    const page = await list({ ...input, ...(cursor ? { cursor } : {}) });
    ids.push(...page.items.map((item) => item.id));
    if (page.nextCursor === null) break;
    cursor = page.nextCursor;
  }
  return ids;
}

const startOf = async (id: number) =>
  (await env.DB.prepare("SELECT next_start_at FROM listings WHERE id = ?").bind(id).first<{ next_start_at: number | null }>())!.next_start_at;

/** Ends Hot Docs for good: a one-off of its 2024 edition, moved on by the Cron Trigger. */
async function endHotDocs() {
  await env.DB.prepare("UPDATE listings SET repeat_rule = NULL, next_end_at = 0 WHERE id = ?").bind(HOT_DOCS).run();
  await worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: EVENTS_CRON }), env);
}

beforeEach(async () => {
  setClock(NOW);
  await env.DB.batch(catalogueSeedSql(catalogue, new Date(NOW)).map((sql) => env.DB.prepare(sql)));
});

describe("upcoming first", () => {
  it("lists every catalogue event (each repeats yearly) soonest next occurrence first", async () => {
    const ids = await allIds({});
    expect(ids).toHaveLength(catalogue.filter((l) => l.type === "event").length + (await communityEventCount()));
    const starts = await Promise.all(ids.map(startOf));
    expect(starts).toEqual([...starts].sort((a, b) => a! - b!));
    // The first Friday of February 2027 in Québec City: Carnaval.
    expect(ids[0]).toBe(76);
  });

  it("moves an ended event from the list to ?when=past, most recent first, with its page saying it ended", async () => {
    const older = await publishEvent("Harvest Supper 2025", "Toronto", "2025-10-04");
    const recent = await publishEvent("Lantern Walk", "Toronto", "2026-11-01");
    await endHotDocs();
    const upcoming = await allIds({});
    for (const ended of [older, recent, HOT_DOCS]) expect(upcoming).not.toContain(ended);
    const past = await list({ when: "past" });
    expect(past.items.map((item) => item.id)).toEqual([recent, older, HOT_DOCS]);
    expect(past.total).toBe(3);
    expect(past.items[0]!.ended).toBe(true);

    const detail = (await caller().listings.get({ type: "event", city: "toronto", slug: "lantern-walk" }))!;
    expect(detail).toMatchObject({ ended: true, date: "2026-11-01", nextStartAt: null });
    const page = await fetchApp("/events/toronto/lantern-walk");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("This event has ended.");
    expect(html).toContain('"startDate":"2026-11-01"');
    const french = await (await fetchApp("/fr/events/toronto/lantern-walk")).text();
    expect(french).toContain("Cet événement est terminé.");
  });

  it("keeps an ongoing event listed until its last day is over in its city", async () => {
    // Started yesterday in Vancouver, ends today there (20:00 PST = 04:00 UTC tomorrow).
    const ongoing = await publishEvent("Winter Lights", "Vancouver", "2026-11-24", { ends_on: "2026-11-25", start_time: "17:00", end_time: "20:00" });
    expect((await allIds({}))[0]).toBe(ongoing);
    setClock(Date.parse("2026-11-26T04:00:00Z"));
    expect(await allIds({})).not.toContain(ongoing);
    expect((await list({ when: "past" })).items[0]!.id).toBe(ongoing);
  });

  it("pages an event list with cursors: every event once, as many as the total", async () => {
    for (let i = 0; i < 30; i++) await publishEvent(`Weekly Jam ${i}`, "Halifax", `2026-12-0${(i % 7) + 1}`, { repeat_rule: "FREQ=WEEKLY" });
    const first = await list({});
    expect(first.items).toHaveLength(24);
    expect(first.nextCursor).toMatch(/^\d+\.\d+$/);
    const ids = await allIds({});
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(first.total);
    // ?page=2 shows the same cards as the second cursor page.
    const second = await list({ page: 2 });
    const byCursor = await list({ cursor: first.nextCursor! });
    expect(second.items.map((i) => i.id)).toEqual(byCursor.items.map((i) => i.id));
  });

  it("the city's Events tab counts and lists only events not ended", async () => {
    await endHotDocs();
    const city = (await caller().listings.city({ city: "Toronto", type: "event" }))!;
    const ids = city.listings.items.map((item) => item.id);
    expect(ids).not.toContain(HOT_DOCS);
    expect(city.counts.event).toBe(city.listings.total);
    const all = (await caller().listings.city({ city: "Toronto" }))!;
    expect(all.listings.items.map((item) => item.id)).not.toContain(HOT_DOCS);
  });
});

describe("ended events elsewhere", () => {
  it("never reach home Trending or Featured", async () => {
    const before = await caller().listings.home();
    expect(before.trending.map((l) => l.id)).toContain(HOT_DOCS);
    await endHotDocs();
    const after = await caller().listings.home();
    expect(after.trending.map((l) => l.id)).not.toContain(HOT_DOCS);
    expect(after.trending).toHaveLength(3);
  });

  it("rank in search after everything still on", async () => {
    const live = (await caller().listings.search({ q: "festival toronto" })).items.map((l) => l.id);
    expect(live).toContain(HOT_DOCS);
    await endHotDocs();
    const ranked = (await caller().listings.search({ q: "festival toronto" })).items.map((l) => l.id);
    expect(ranked).toHaveLength(live.length);
    const { results } = await env.DB.prepare("SELECT id FROM listings WHERE last_end_at <= ?").bind(NOW).all<{ id: number }>();
    const ended = new Set(results.map((row) => row.id));
    expect(ended.has(HOT_DOCS)).toBe(true);
    const flags = ranked.map((id) => ended.has(id));
    // Every live match first, then the ended ones.
    expect(flags).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
    expect(ranked.indexOf(HOT_DOCS)).toBeGreaterThan(live.indexOf(HOT_DOCS) - 1);
  });
});

describe("date filters", () => {
  it("windows are local days in the city's zone (all cities: Toronto), and counts match", async () => {
    // Wednesday Nov 25 at noon in Toronto.
    const tonight = await publishEvent("Tonight Quiz", "Toronto", "2026-11-25", { start_time: "19:00", end_time: "22:00" });
    const saturday = await publishEvent("Saturday Market", "Toronto", "2026-11-28");
    const nextWeek = await publishEvent("Tuesday Talk", "Toronto", "2026-12-01");
    const midMonth = await publishEvent("Mid-December Choir", "Toronto", "2026-12-15");
    // 23:30 tonight in Vancouver is 02:30 tomorrow in Toronto: today for Vancouver, not for all cities.
    const lateWest = await publishEvent("Late Show", "Vancouver", "2026-11-25", { start_time: "23:30", end_time: "23:55" });
    const ids = async (input: EventQuery) => {
      const every = await allIds(input);
      expect((await list(input)).total).toBe(every.length);
      const mine = [tonight, saturday, nextWeek, midMonth, lateWest];
      return every.filter((id) => mine.includes(id));
    };
    expect(await ids({ when: "today" })).toEqual([tonight]);
    expect(await ids({ when: "today", city: "Vancouver" })).toEqual([lateWest]);
    expect(await ids({ when: "weekend" })).toEqual([saturday]);
    expect(await ids({ when: "week" })).toEqual([tonight, lateWest, saturday, nextWeek]);
    expect(await ids({ when: "month" })).toEqual([tonight, lateWest, saturday, nextWeek, midMonth]);
    // On Saturday, "this weekend" is what is left of it.
    setClock(Date.parse("2026-11-28T20:00:00Z"));
    expect(await ids({ when: "weekend" })).toEqual([saturday]);
  });

  it("a city tab's window counts its own events", async () => {
    await publishEvent("Harbour Lights Tonight", "Halifax", "2026-11-25", { start_time: "18:00", end_time: "21:00" });
    const city = (await caller().listings.city({ city: "Halifax", type: "event", when: "today" }))!;
    expect(city.listings.items.map((i) => i.title)).toEqual(["Harbour Lights Tonight"]);
    expect(city.listings.total).toBe(1);
  });

  it("refuses an unknown filter with a 400", async () => {
    // @ts-expect-error -- a filter that does not exist is what this sends
    const { status } = await outcome(caller().listings.list({ type: "event", when: "tomorrow" }));
    expect(status).toBe(400);
  });
});

describe("calendar feeds", () => {
  it("carry each repeat and drop events that ended more than 30 days ago", async () => {
    await publishEvent("Feed Supper 2025", "Toronto", "2025-10-04");
    await publishEvent("Feed Lantern Walk", "Toronto", "2026-11-01");
    await publishEvent("Feed Jam", "Halifax", "2026-12-01", { start_time: "19:00", end_time: "22:00", repeat_rule: "FREQ=WEEKLY;BYDAY=TU" });
    const ics = (await (await fetchApp("/feeds/events.ics")).text()).replace(/\r\n /g, "");
    expect(ics).toContain("SUMMARY:Feed Lantern Walk");
    expect(ics).not.toContain("Feed Supper 2025");
    expect(ics).toContain(
      "DTSTART;TZID=America/Halifax:20261201T190000\r\nDTEND;TZID=America/Halifax:20261201T220000\r\nRRULE:FREQ=WEEKLY;BYDAY=TU\r\n",
    );
    expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:America/Halifax\r\n");
    // Hot Docs: all-day, eleven days, every year.
    expect(ics).toContain("DTSTART;VALUE=DATE:20240425\r\nDTEND;VALUE=DATE:20240506\r\nRRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=-1TH\r\n");
  });
});

async function communityEventCount() {
  const row = await env.DB.prepare(
    "SELECT count(*) AS n FROM listings WHERE type = 'event' AND source = 'community' AND status = 'published' AND next_end_at > ?",
  )
    .bind(NOW)
    .first<{ n: number }>();
  return row!.n;
}
