// The weekend asked on a weekday reads its page by duration class (decision 0172) and shows exactly what
// walking the next-start index from the first event showed, page after page (offset and cursor), pinned
// promotions first: events of every duration class from an hour to more than a year, one exactly on a
// class's ceiling, one starting exactly at Saturday's midnight, some ending exactly there, one over the
// whole weekend, repeats the Cron Trigger moves on, in four zones, asked on several weekdays and on the
// weekend itself (when the list reads as before). The clock is set, never waited for.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { provinceOf } from "@shared/places/city-provinces";
import { eventWindow } from "@shared/rules/event-windows";
import { PAGE_SIZE } from "@shared/rules/pages";
import { citySlug } from "@shared/rules/slug";
import { listZone } from "@shared/time/event-occurrences";
import { nowMs, setClock } from "@shared/time/clock";
import { moveEventsOn } from "@worker/features/listings/event-timing";
import { adminCookie } from "./account-helpers";
import "./clock";
import { publishEventAs, windowPageWalked } from "./event-helpers";
import { trpcQuery, type RouterOutputs } from "./fetch-app";

type Page = RouterOutputs["listings"]["list"];
const CITIES = [undefined, "Toronto", "Vancouver", "Halifax"] as const;

/** Toronto wall-clock time in EDT, as an instant. */
const edt = (local: string) => Date.parse(`${local}-04:00`);

/** Events published in plain SQL with due occurrence columns, as the 100k fixture's: the Cron Trigger fills them. */
async function insertDueEvents() {
  const cities = ["Toronto", "Vancouver", "Halifax", "Winnipeg"];
  const days = ["2026-06-03", "2026-06-04", "2026-06-05", "2026-06-06", "2026-06-07"];
  const times: [string | null, string | null][] = [
    [null, null],
    ["09:00", "10:00"],
    ["18:00", "23:00"],
    ["20:00", "00:00"],
    ["22:30", "01:15"],
    ["12:00", "12:30"],
    ["23:00", "07:00"],
  ];
  const statements = Array.from({ length: 120 }, (_, i) => {
    const city = cities[i % cities.length]!;
    const [start, end] = times[i % times.length]!;
    const date = days[(i * 3) % days.length]!;
    // Every fifth runs over several days.
    const endsOn = i % 5 === 0 ? days[Math.min(days.length - 1, days.indexOf(date) + 1 + (i % 2))]! : null;
    return env.DB.prepare(
      `INSERT INTO listings (id, source, status, type, slug, city, city_slug, province, title, description, location, date, ends_on, start_time, end_time, next_end_at)
       VALUES (?, 'catalogue', 'published', 'event', ?, ?, ?, ?, ?, 'A filler event.', 'Downtown', ?, ?, ?, ?, 0)`,
    ).bind(900_000 + i, `filler-${i}`, city, citySlug(city), provinceOf(city)!, `Filler ${i}`, date, endsOn, start, end);
  });
  await env.DB.batch(statements);
}

/** A page of the weekend's events list (all cities, or `city`'s) at the clock's now. */
async function weekendPage(city: string | undefined, input: Record<string, unknown>): Promise<Page> {
  const { status, body } = await trpcQuery<Page>("listings.list", { type: "event", when: "weekend", ...(city ? { city } : {}), ...input });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result!.data;
}

/** Every page of the weekend's list at the clock's now, by cursor and by page number, against the index walk. */
async function expectWalkedPages(label: string, city: string | undefined) {
  const list = (input: Record<string, unknown>) => weekendPage(city, input);
  const ids = (page: Page, from = 0) => page.items.slice(from).map((item) => item.id);
  const first = await list({});
  // The promotions the first page leads with, which every page leaves out.
  const pinned = ids(first).slice(
    0,
    first.items.findIndex((item) => !item.promoted),
  );
  expect(ids(first, pinned.length), `${label} page 1`).toEqual(await windowPageWalked("weekend", city, nowMs(), { pinned, limit: PAGE_SIZE }));
  let shown = first.items.length;
  let cursor = first.nextCursor;
  for (let page = 2; cursor; page++) {
    const [time, id] = cursor.split(".").map(Number) as [number, number];
    const next = await list({ cursor });
    const walked = await windowPageWalked("weekend", city, nowMs(), { after: { time, id }, pinned, limit: PAGE_SIZE });
    expect(ids(next), `${label} cursor page ${page}`).toEqual(walked);
    expect(ids(await list({ page })), `${label} page ${page}`).toEqual(walked);
    shown += next.items.length;
    cursor = next.nextCursor;
  }
  expect(shown, label).toBe(first.total);
  return first;
}

describe("the weekend's page when it starts later than now", () => {
  it("shows the rows walking the index showed, every day of the week, for all cities and for each", async () => {
    const { cookie } = await adminCookie();
    setClock(edt("2026-06-01T09:00"));
    const toronto = (title: string, date: string, timing = {}) => publishEventAs(cookie, title, "Toronto", date, timing);
    const published = {
      // 23:30 to 00:30: exactly one hour, the first class's ceiling, on at Saturday's midnight.
      edgeHour: await toronto("Edge Hour", "2026-06-05", { start_time: "23:30", end_time: "00:30" }),
      lateSet: await toronto("Late Set", "2026-06-05", { start_time: "21:00", end_time: "00:00" }),
      dawn: await toronto("Saturday Dawn", "2026-06-06", { start_time: "00:00", end_time: "02:00" }),
      fridayFair: await toronto("Friday Fair", "2026-06-05"),
      twoDays: await toronto("Two-Day Fair", "2026-06-05", { ends_on: "2026-06-06" }),
      camp: await toronto("Long Weekend Camp", "2026-06-04", { ends_on: "2026-06-08" }),
      tenDays: await toronto("Ten Days", "2026-05-28", { ends_on: "2026-06-06" }),
      summer: await toronto("Summer Show", "2026-05-01", { ends_on: "2026-08-31" }),
      mural: await toronto("Two-Year Mural", "2025-05-01", { ends_on: "2027-06-30" }),
      fridays: await toronto("Friday Nights", "2026-05-01", { start_time: "20:00", end_time: "01:00", repeat_rule: "FREQ=WEEKLY;BYDAY=FR" }),
      coffee: await toronto("Daily Coffee", "2026-05-20", { start_time: "07:00", end_time: "09:00", repeat_rule: "FREQ=DAILY" }),
      jazz: await toronto("Nightly Jazz", "2026-05-25", { start_time: "22:00", end_time: "02:00", repeat_rule: "FREQ=DAILY;UNTIL=20260630" }),
      vancouverFriday: await publishEventAs(cookie, "Vancouver Friday", "Vancouver", "2026-06-05"),
      vancouverNight: await publishEventAs(cookie, "Vancouver Night", "Vancouver", "2026-06-06", { start_time: "23:00", end_time: "01:00" }),
      halifaxFriday: await publishEventAs(cookie, "Halifax Friday", "Halifax", "2026-06-05"),
    };
    // A paid promotion leads the first page of every list it is in.
    await env.DB.prepare("UPDATE listings SET promoted = 'pro', promoted_until = ? WHERE id = ?")
      .bind(edt("2026-06-30T00:00"), published.twoDays)
      .run();
    await insertDueEvents();
    const classes = await env.DB.prepare("SELECT id, next_duration_class AS class FROM listings WHERE id IN (?, ?, ?, ?) ORDER BY next_start_at, id")
      .bind(published.mural, published.summer, published.fridayFair, published.edgeHour)
      .all<{ id: number; class: number }>();
    // More than 512 days, about four months, one day, one hour.
    expect(classes.results).toEqual([
      { id: published.mural, class: 15 },
      { id: published.summer, class: 12 },
      { id: published.fridayFair, class: 5 },
      { id: published.edgeHour, class: 0 },
    ]);
    // The boundaries themselves, asked on Monday: in or out as the window says.
    setClock(edt("2026-06-01T12:00"));
    while ((await moveEventsOn(env.DB, nowMs())) > 0);
    const shown = new Set<number>();
    for (let page = await weekendPage(undefined, {}); ; page = await weekendPage(undefined, { cursor: page.nextCursor })) {
      page.items.forEach((item) => shown.add(item.id));
      if (!page.nextCursor) break;
    }
    for (const id of [published.edgeHour, published.dawn, published.twoDays, published.camp, published.mural, published.vancouverFriday]) {
      expect(shown.has(id), String(id)).toBe(true);
    }
    for (const id of [published.lateSet, published.fridayFair, published.halifaxFriday, published.coffee])
      expect(shown.has(id), String(id)).toBe(false);
    for (const local of ["2026-06-01T12:00", "2026-06-03T20:30", "2026-06-05T20:59", "2026-06-05T23:45", "2026-06-06T01:00", "2026-06-07T15:00"]) {
      setClock(edt(local));
      // The Cron Trigger moves ended occurrences on (and fills the SQL-written ones).
      while ((await moveEventsOn(env.DB, nowMs())) > 0);
      for (const city of CITIES) {
        const first = await expectWalkedPages(`${local} ${city ?? "all cities"}`, city);
        const { from } = eventWindow("weekend", nowMs(), listZone(city));
        if (city === undefined && from > nowMs()) {
          // The events on at Saturday's midnight lead the list, the pinned one first.
          expect(first.items[0]!.id).toBe(published.twoDays);
          const on = first.items.slice(1).filter((item) => item.nextStartAt! < from);
          expect(on.length, local).toBeGreaterThan(5);
          expect(on.map((item) => item.id)).toEqual(expect.arrayContaining([published.camp, published.edgeHour, published.vancouverFriday]));
          expect(first.total, local).toBeGreaterThan(2 * PAGE_SIZE);
        }
      }
    }
  });
});
