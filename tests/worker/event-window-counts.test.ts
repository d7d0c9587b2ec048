// A date window's total comes from counters (migration 0026, decision 0169), and it is exactly what
// counting the list's rows gives: events in Toronto, Vancouver, St. John's (UTC−3:30) and Halifax, across
// the night the clocks go back, one-offs, multi-day runs that started weeks ago and repeats, published,
// unpublished, removed, edited and moved to another city, with the Cron Trigger moving occurrences on and
// folding past days — every window, every scope, at instants chosen at the edges (an occurrence ended
// minutes ago before the Cron Trigger ran, the weekend asked on a weekday, a local midnight exactly, the
// hour that happens twice). The clock is set, never waited for.
import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { nowMs, setClock } from "@shared/time/clock";
import { EVENTS_CRON } from "@worker/features/listings/event-timing";
import worker from "@worker/index";
import { adminCookie } from "./account-helpers";
import "./clock";
import { publishEventAs, windowEventsCounted, type EventSchedule } from "./event-helpers";
import { trpcMutation, trpcQuery, type RouterOutputs } from "./fetch-app";

type Listings = RouterOutputs["listings"];

const WHENS = ["today", "weekend", "week", "month"] as const;
const CITIES = [undefined, "Toronto", "Vancouver", "St. John's", "Halifax"] as const;
const DAY_MS = 86_400_000;

/** Toronto wall-clock time in EDT (until Nov 1, 2026, 02:00) or EST, as an instant. */
const edt = (local: string) => Date.parse(`${local}-04:00`);
const est = (local: string) => Date.parse(`${local}-05:00`);

const runCron = () => worker.scheduled(createScheduledController({ scheduledTime: nowMs(), cron: EVENTS_CRON }), env);

/** What the list's rows count at the clock's now. */
const rowsCounted = (when: (typeof WHENS)[number], city: string | undefined) => windowEventsCounted(when, city, nowMs());

const listTotal = async (input: Record<string, unknown>) => {
  const { status, body } = await trpcQuery<Listings["list"]>("listings.list", { type: "event", ...input });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result!.data.total;
};

/** Every window of every scope at the clock's instant: the list's total (and a city tab's) against the rows counted. */
async function expectExactTotals(label: string) {
  const totals: Record<string, number> = {};
  for (const when of WHENS) {
    for (const city of CITIES) {
      const key = `${label} ${when} ${city ?? "all cities"}`;
      const counted = await rowsCounted(when, city);
      expect(await listTotal({ when, ...(city === undefined ? {} : { city }) }), key).toBe(counted);
      totals[key] = counted;
    }
    const tab = await trpcQuery<Listings["city"]>("listings.city", { city: "St. John's", type: "event", when });
    expect(tab.body.result!.data!.listings.total, `${label} ${when} St. John's tab`).toBe(await rowsCounted(when, "St. John's"));
  }
  return totals;
}

/** The counters' own layout: no empty bucket, none before the floor. */
async function expectTidyCounters() {
  const floor = (await env.DB.prepare("SELECT day FROM event_window_floor").first<{ day: number }>())!.day;
  const stray = await env.DB.prepare(
    "SELECT count(*) AS n FROM event_window_counts WHERE n <= 0 OR (span = 86400000 AND slot < ?1) OR (span = 900000 AND slot < ?1 * 96)",
  )
    .bind(floor)
    .first<{ n: number }>();
  expect(stray!.n).toBe(0);
  return floor;
}

describe("a date window's total", () => {
  it("is read from the counters, not from the rows", async () => {
    setClock(edt("2026-10-28T12:07"));
    const before = await listTotal({ when: "week" });
    const tomorrow = Math.floor(edt("2026-10-29T12:00") / DAY_MS);
    await env.DB.prepare("INSERT INTO event_window_counts (city, edge, span, slot, n) VALUES ('*', 'start', 86400000, ?, 1000)").bind(tomorrow).run();
    expect(await listTotal({ when: "week" })).toBe(before + 1000);
    expect(await listTotal({ when: "week", city: "Toronto" })).toBe(await rowsCounted("week", "Toronto"));
    await env.DB.prepare("DELETE FROM event_window_counts WHERE city = '*' AND edge = 'start' AND span = 86400000 AND slot = ?").bind(tomorrow).run();
    expect(await listTotal({ when: "week" })).toBe(before);
  });

  it("is backfilled by the migration as the triggers keep it", async () => {
    setClock(edt("2026-10-28T12:07"));
    const { cookie } = await adminCookie();
    await publishEventAs(cookie, "Backfilled Fair", "St. John's", "2026-10-29", { start_time: "09:00", end_time: "17:00" });
    const layout = async () =>
      (await env.DB.prepare("SELECT city, edge, span, slot, n FROM event_window_counts ORDER BY city, edge, span, slot").all()).results;
    // The migration starts with no floor; the Cron Trigger has not run yet in this file.
    expect(await expectTidyCounters()).toBe(0);
    const kept = await layout();
    expect(kept.length).toBeGreaterThan(10);
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0026_"))!;
    const backfill = migration.queries.at(-1)!;
    expect(backfill).toContain("INSERT INTO `event_window_counts`");
    await env.DB.batch([env.DB.prepare("DELETE FROM event_window_counts"), env.DB.prepare(backfill)]);
    expect(await layout()).toEqual(kept);
  });

  it("is the count of the list's rows through publishing, edits, removals, the Cron Trigger and the DST change", async () => {
    const { cookie } = await adminCookie();
    // Everything is published on Wednesday, October 28, 2026, 11:00 in Toronto, four days before the
    // clocks go back (Sunday, November 1, 02:00 EDT → 01:00 EST).
    setClock(edt("2026-10-28T11:00"));
    const publish = (title: string, city: string, date: string, timing?: EventSchedule) => publishEventAs(cookie, title, city, date, timing);
    const id = {
      brunch: await publish("Ended Brunch", "Toronto", "2026-10-28", { start_time: "10:00", end_time: "12:05" }),
      noon: await publish("Noon Market", "Toronto", "2026-10-28", { start_time: "11:30", end_time: "12:00" }),
      quiz: await publish("Tonight Quiz", "Toronto", "2026-10-28", { start_time: "19:00", end_time: "22:00" }),
      saturday: await publish("Saturday Market", "Toronto", "2026-10-31"),
      fallBack: await publish("Fall Back Night", "Toronto", "2026-10-31", { start_time: "23:00", end_time: "03:00" }),
      twice: await publish("Twice Brunch", "Toronto", "2026-11-01", { start_time: "01:30", end_time: "02:30" }),
      monday: await publish("Monday Talk", "Toronto", "2026-11-02"),
      trivia: await publish("Weekly Trivia", "Toronto", "2026-10-01", {
        start_time: "19:00",
        end_time: "21:00",
        repeat_rule: "FREQ=WEEKLY;BYDAY=TU,TH",
      }),
      autumn: await publish("Autumn Exhibition", "Toronto", "2026-09-01", { ends_on: "2026-12-31" }),
      monthIn: await publish("Month's Last Day", "Toronto", "2026-11-26"),
      monthOut: await publish("Past the Month", "Toronto", "2026-11-27"),
      yoga: await publish("Daily Yoga", "Toronto", "2026-10-20", {
        start_time: "07:00",
        end_time: "08:00",
        repeat_rule: "FREQ=DAILY;UNTIL=20261130",
      }),
      lateWest: await publish("Late Show", "Vancouver", "2026-10-28", { start_time: "23:30", end_time: "23:55" }),
      hike: await publish("Sunday Hike", "Vancouver", "2026-11-01"),
      jazz: await publish("Weekly Jazz", "Vancouver", "2026-10-02", { start_time: "20:00", end_time: "23:00", repeat_rule: "FREQ=WEEKLY;BYDAY=FR" }),
      exhibitWest: await publish("Exhibit West", "Vancouver", "2026-10-01", { ends_on: "2026-11-15" }),
      kitchen: await publish("Kitchen Party", "St. John's", "2026-10-28", { start_time: "20:00", end_time: "23:30" }),
      dawn: await publish("Harbour Dawn", "St. John's", "2026-10-29", { start_time: "00:15", end_time: "01:00" }),
      regatta: await publish("Regatta Week", "St. John's", "2026-10-30", { ends_on: "2026-11-03" }),
      session: await publish("Weekly Session", "St. John's", "2026-10-03", {
        start_time: "21:00",
        end_time: "01:00",
        repeat_rule: "FREQ=WEEKLY;BYDAY=SA",
      }),
      lights: await publish("Harbour Lights", "Halifax", "2026-10-31", { start_time: "18:00", end_time: "21:00" }),
    };

    // 12:07: the brunch ended two minutes ago and the noon market seven, and no Cron Trigger has run.
    setClock(edt("2026-10-28T12:07"));
    const first = await expectExactTotals("Wed 12:07 before the Cron Trigger");
    // Not a vacuous comparison: today holds the scenario's evening events, the month nearly all of them.
    expect(first["Wed 12:07 before the Cron Trigger today Toronto"]).toBeGreaterThanOrEqual(2);
    expect(first["Wed 12:07 before the Cron Trigger weekend all cities"]).toBeGreaterThanOrEqual(8);
    expect(first["Wed 12:07 before the Cron Trigger month St. John's"]).toBeGreaterThanOrEqual(4);
    await runCron();
    await expectExactTotals("Wed 12:07 after the Cron Trigger");

    // Edits: unpublished, removed, another date, another city, no longer an event, published again.
    const setStatus = async (listing: number, status: string) =>
      expect((await trpcMutation("admin.listings.setStatus", { id: listing, status }, { cookie })).status).toBe(200);
    await setStatus(id.saturday, "unpublished");
    await setStatus(id.kitchen, "unpublished");
    await env.DB.prepare("DELETE FROM listings WHERE id = ?").bind(id.lights).run();
    const fields = (await trpcQuery<RouterOutputs["admin"]["listings"]["get"]>("admin.listings.get", { id: id.monday }, { cookie })).body.result!.data
      .fields;
    expect((await trpcMutation("admin.listings.update", { ...fields, id: id.monday, date: "2026-10-30" }, { cookie })).status).toBe(200);
    await env.DB.prepare("UPDATE listings SET city = 'Toronto', city_slug = 'toronto', province = 'Ontario' WHERE id = ?").bind(id.lateWest).run();
    await env.DB.prepare("UPDATE listings SET type = 'gem' WHERE id = ?").bind(id.monthOut).run();
    await setStatus(id.kitchen, "published");
    await expectExactTotals("Wed 12:07 after the edits");

    // The evening before the weekend, Saturday itself, the hour that happens twice (first EDT, then EST),
    // a local midnight exactly: the Cron Trigger runs at each (it folds the past days as it goes).
    for (const [label, at] of [
      ["Fri 23:50", edt("2026-10-30T23:50")],
      ["Sat 12:00", edt("2026-10-31T12:00")],
      ["Sun 01:30 EDT", edt("2026-11-01T01:30")],
      ["Sun 01:30 EST", est("2026-11-01T01:30")],
      ["Mon 00:00", est("2026-11-02T00:00")],
      ["Tue 19:10", est("2026-11-03T19:10")],
    ] as const) {
      setClock(at);
      await expectExactTotals(`${label} before the Cron Trigger`);
      await runCron();
      await expectExactTotals(label);
    }
    // The floor is yesterday's UTC day (Monday), and nothing is kept before it nor empty.
    expect(await expectTidyCounters()).toBe(Math.floor(est("2026-11-03T19:10") / DAY_MS) - 1);

    // A week later, an edit moves a past event into the coming days.
    setClock(est("2026-11-10T09:00"));
    await runCron();
    expect((await trpcMutation("admin.listings.update", { ...fields, id: id.monday, date: "2026-11-14" }, { cookie })).status).toBe(200);
    await setStatus(id.saturday, "published");
    await expectExactTotals("Tue Nov 10");
    await expectTidyCounters();

    // A clock set back before the floor: the counters cannot answer for days they folded, and the list
    // counts its rows instead.
    setClock(edt("2026-10-28T12:07"));
    await expectExactTotals("back to Wed Oct 28");
  }, 60_000);
});
