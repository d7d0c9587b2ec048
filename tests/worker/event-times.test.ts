// Events in time, on the real D1 with the real migrations: the seed writes the catalogue's schedules and
// their next occurrence, publishing and admin edits compute it, and the Cron Trigger moves ended
// occurrences on. The clock is set, never waited for.
import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { catalogue } from "@worker/db/seed/listings";
import { setClock } from "@shared/time/clock";
import { catalogueSeedSql } from "@worker/db/catalogue-seed";
import type { listings } from "@worker/db/schema";
import { EVENTS_CRON } from "@worker/features/listings/event-timing";
import { PUBLISHED_ID_OFFSET } from "@worker/features/listings/community-listings";
import worker from "@worker/index";
import { adminCookie } from "./account-helpers";
import "./clock";
import { caller, outcome, type RouterInputs } from "./caller";
import { storeSubmission } from "./submission-helpers";

type ListingEdit = RouterInputs["admin"]["listings"]["update"];

const NOW = Date.parse("2026-11-24T15:00:00Z");
const HOT_DOCS = 2;

type TimingRow = Pick<
  typeof listings.$inferSelect,
  "ends_on" | "start_time" | "end_time" | "repeat_rule" | "next_start_at" | "next_end_at" | "last_end_at" | "updated_at"
>;
const timing = (id: number) =>
  env.DB.prepare("SELECT ends_on, start_time, end_time, repeat_rule, next_start_at, next_end_at, last_end_at, updated_at FROM listings WHERE id = ?")
    .bind(id)
    .first<TimingRow>();
const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());
const seedAt = (at: number) => env.DB.batch(catalogueSeedSql(catalogue, new Date(at)).map((sql) => env.DB.prepare(sql)));
const runCron = (cron = EVENTS_CRON) => worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron }), env);

describe("the catalogue seed", () => {
  it("writes each event's schedule and its next occurrence in the city's zone", async () => {
    await seedAt(NOW);
    const row = await timing(HOT_DOCS);
    expect(row).toMatchObject({
      ends_on: "2024-05-05",
      start_time: null,
      end_time: null,
      repeat_rule: "FREQ=YEARLY;BYMONTH=4;BYDAY=-1TH",
      last_end_at: null,
    });
    // Toronto midnight (EDT) on the last Thursday of April 2027, to midnight after its eleventh day.
    expect(iso(row!.next_start_at)).toBe("2027-04-29T04:00:00.000Z");
    expect(iso(row!.next_end_at)).toBe("2027-05-10T04:00:00.000Z");
    // Celebration of Light (Vancouver, 21:45 PDT) is timed.
    const fireworks = await timing(31);
    expect(iso(fireworks!.next_start_at)).toBe("2027-07-18T04:45:00.000Z");
    expect(iso(fireworks!.next_end_at)).toBe("2027-07-18T05:15:00.000Z");
    // Not events: no occurrences.
    expect(await timing(1)).toMatchObject({ next_start_at: null, next_end_at: null, last_end_at: null });
  });

  it("changes nothing when run again at the same time", async () => {
    await seedAt(NOW);
    const results = await seedAt(NOW);
    expect(results.reduce((sum, r) => sum + (r.meta.changes ?? 0), 0)).toBe(0);
  });
});

describe("the Cron Trigger", () => {
  it("moves an event whose occurrence ended on to the next, and leaves the rest", async () => {
    await seedAt(NOW);
    const before = await env.DB.prepare("SELECT id, next_start_at FROM listings WHERE type = 'event' ORDER BY id").all<{
      id: number;
      next_start_at: number;
    }>();
    // One minute after Hot Docs 2027 ends in Toronto.
    setClock(Date.parse("2027-05-10T04:01:00Z"));
    await runCron();
    expect(iso((await timing(HOT_DOCS))!.next_start_at)).toBe("2028-04-27T04:00:00.000Z");
    const after = await env.DB.prepare("SELECT id, next_start_at FROM listings WHERE type = 'event' ORDER BY id").all<{
      id: number;
      next_start_at: number;
    }>();
    const moved = after.results.filter((row, i) => row.next_start_at !== before.results[i]!.next_start_at).map((row) => row.id);
    // Hot Docs and Montréal en Lumière, Festival du Voyageur and Carnaval (February) ended before May 10.
    expect(moved).toEqual([2, 13, 56, 76]);
  });

  it("leaves a one-off that ended with no next occurrence and its last end, and keeps the hourly upload clean-up", async () => {
    await env.DB.prepare("UPDATE listings SET repeat_rule = NULL, next_end_at = 0 WHERE id = 6").run();
    setClock(NOW);
    await runCron("17 * * * *");
    expect((await timing(6))!.next_end_at).toBe(0);
    await runCron();
    const row = await timing(6);
    expect(row).toMatchObject({ next_start_at: null, next_end_at: null });
    // Taste of the Danforth 2024: Friday to Sunday, August 9–11, ending at Toronto midnight.
    expect(iso(row!.last_end_at)).toBe("2024-08-12T04:00:00.000Z");
  });
});

describe("write paths", () => {
  it("publishing an event computes its next occurrence from the submission's schedule", async () => {
    setClock(NOW);
    const { cookie } = await adminCookie();
    const id = await storeSubmission({ content_type: "event", city: "St. John's", date: "2026-11-03" });
    await env.DB.prepare("UPDATE submissions SET start_time = '19:00', end_time = '21:00', repeat_rule = 'FREQ=WEEKLY;BYDAY=TU,TH' WHERE id = ?")
      .bind(id)
      .run();
    const { status } = await outcome(caller({ cookie }).admin.submissions.review({ id, status: "approved" }));
    expect(status).toBe(200);
    const row = await timing(PUBLISHED_ID_OFFSET + id);
    expect(row).toMatchObject({ start_time: "19:00", end_time: "21:00", repeat_rule: "FREQ=WEEKLY;BYDAY=TU,TH", last_end_at: null });
    // Tuesday, November 24 at 19:00 in St. John's (UTC−3:30).
    expect(iso(row!.next_start_at)).toBe("2026-11-24T22:30:00.000Z");
  });

  it("a submitted schedule is stored with the server's own RRULE, and its listing starts at the next occurrence", async () => {
    setClock(NOW);
    const { cookie } = await adminCookie();
    const id = await storeSubmission({
      content_type: "event",
      city: "Vancouver",
      date: "2026-12-10",
      start_time: "18:00",
      end_time: "20:00",
      repeat: { freq: "monthly", mode: "weekday", until: "2027-06-30" },
    });
    const stored = await env.DB.prepare("SELECT start_time, end_time, repeat_rule FROM submissions WHERE id = ?").bind(id).first();
    // December 10, 2026 is the second Thursday.
    expect(stored).toEqual({ start_time: "18:00", end_time: "20:00", repeat_rule: "FREQ=MONTHLY;BYDAY=2TH;UNTIL=20270630" });
    expect((await outcome(caller({ cookie }).admin.submissions.review({ id, status: "approved" }))).status).toBe(200);
    const row = await timing(PUBLISHED_ID_OFFSET + id);
    expect(iso(row!.next_start_at)).toBe("2026-12-11T02:00:00.000Z");
    // The last second Thursday before July 2027: June 10, ending 20:00 PDT.
    expect(iso(row!.last_end_at)).toBe("2027-06-11T03:00:00.000Z");
  });

  it("an admin's edit of the date moves the next occurrence, and the seed then keeps the edited schedule's", async () => {
    setClock(NOW);
    const { cookie } = await adminCookie();
    const listing = catalogue.find((l) => l.id === 10)!;
    const fields = { title: listing.title, description: listing.description, location: listing.location, date: "2026-12-05", tags: listing.tags };
    const { status, message } = await outcome(caller({ cookie }).admin.listings.update({ id: 10, ...fields }));
    expect(status, message).toBe(200);
    // The Grand Parade now starts on the first Saturday of December at 10:00 Toronto time (EST).
    expect(iso((await timing(10))!.next_start_at)).toBe("2026-12-05T15:00:00.000Z");
    await seedAt(NOW);
    expect(iso((await timing(10))!.next_start_at)).toBe("2026-12-05T15:00:00.000Z");
  });

  it("an admin's schedule (last day, times, weekly repeat) is stored with the server's RRULE, read back, and kept by the seed", async () => {
    setClock(NOW);
    const { cookie } = await adminCookie();
    const listing = catalogue.find((l) => l.id === 10)!;
    const fields = { title: listing.title, description: listing.description, location: listing.location, date: "2026-12-01", tags: listing.tags };
    const schedule = {
      ends_on: "2026-12-02",
      start_time: "19:00",
      end_time: "21:30",
      repeat: { freq: "weekly", weekdays: ["TH", "TU"], until: "2027-03-31" },
    } satisfies Partial<ListingEdit>;
    const { status, data, message } = await outcome(caller({ cookie }).admin.listings.update({ id: 10, ...fields, ...schedule }));
    expect(status, message).toBe(200);
    const row = await timing(10);
    expect(row).toMatchObject({
      ends_on: "2026-12-02",
      start_time: "19:00",
      end_time: "21:30",
      repeat_rule: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270331",
    });
    // Tuesday, December 1, 2026, 19:00 in Toronto (EST); the last Tuesday before April: March 30, 2027,
    // two days long, ending 21:30 EDT on March 31.
    expect(iso(row!.next_start_at)).toBe("2026-12-02T00:00:00.000Z");
    expect(iso(row!.last_end_at)).toBe("2027-04-01T01:30:00.000Z");
    const detail = data!.listing;
    expect(detail.fields).toMatchObject({ ends_on: "2026-12-02", start_time: "19:00", end_time: "21:30" });
    // Read back in the week's order.
    const repeat = { ...schedule.repeat, weekdays: ["TU", "TH"] };
    expect(detail.schedule).toEqual({ repeat, repeatShown: true, repeatText: "Every Tuesday and Thursday, until March 31, 2027" });
    expect(detail.changes.at(-1)!.changes).toContainEqual({
      field: "repeat_rule",
      before: "FREQ=YEARLY;BYMONTH=8;BYDAY=1SA",
      after: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270331",
    });
    await seedAt(NOW);
    expect((await timing(10))!.repeat_rule).toBe("FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270331");
  });

  it("a catalogue rule the form cannot show is worded, kept when the repeat is left out, and cleared by null", async () => {
    setClock(NOW);
    const { cookie } = await adminCookie();
    const get = await outcome(caller({ cookie, locale: "fr" }).admin.listings.get({ id: HOT_DOCS }));
    const detail = get.data!;
    // The last Thursday of April, from a first date that was also the fourth one.
    expect(detail.schedule).toEqual({ repeat: null, repeatShown: false, repeatText: "Chaque année en avril" });
    const fields = { ...detail.fields, id: HOT_DOCS, start_time: "18:00" };
    expect((await outcome(caller({ cookie }).admin.listings.update(fields))).status).toBe(200);
    expect((await timing(HOT_DOCS))!).toMatchObject({ start_time: "18:00", repeat_rule: "FREQ=YEARLY;BYMONTH=4;BYDAY=-1TH" });
    expect((await outcome(caller({ cookie }).admin.listings.update({ ...fields, repeat: null }))).status).toBe(200);
    const row = await timing(HOT_DOCS);
    expect(row!.repeat_rule).toBeNull();
    // A one-off of 2024 now: nothing next, ended.
    expect(row!.next_start_at).toBeNull();
    expect(row!.last_end_at).toBeLessThan(NOW);
  });

  it("refuses a broken schedule on its fields, in the admin's language, and changes nothing", async () => {
    setClock(NOW);
    const { cookie } = await adminCookie();
    const before = await timing(10);
    const listing = catalogue.find((l) => l.id === 10)!;
    const input = { id: 10, title: listing.title, description: listing.description, location: listing.location, date: "2026-12-01" };
    const broken = { ...input, ends_on: "2026-11-30", end_time: "21:00", repeat: { freq: "weekly", weekdays: [] } } satisfies ListingEdit;
    const { status, fieldErrors } = await outcome(caller({ cookie, locale: "fr" }).admin.listings.update(broken));
    expect(status).toBe(400);
    expect(fieldErrors).toEqual({
      ends_on: ["La date de fin doit être le jour de la date de début ou après."],
      start_time: ["Veuillez entrer une heure de début avant une heure de fin."],
      repeat: ["Veuillez choisir au moins un jour de la semaine."],
    });
    const tooFar = await outcome(
      caller({ cookie }).admin.listings.update({ ...input, repeat: { freq: "yearly", mode: "date", until: "2032-01-01" } }),
    );
    expect(tooFar.status).toBe(400);
    expect(await timing(10)).toEqual(before);
  });
});
