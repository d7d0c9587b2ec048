// The catalogue's time data: every event has a schedule that agrees with its first date, and every shop
// or gem with fixed published hours has weekly hours that say the same thing.
import { afterEach, describe, expect, it } from "vitest";
import { CATALOGUE_EVENT_SCHEDULES } from "@worker/db/seed/event-schedules";
import { catalogue, seedListings } from "@worker/db/seed/listings";
import { recurringEvents } from "@worker/db/seed/recurring-events";
import { coffeeListings } from "@worker/db/seed/coffee-listings";
import { homeCities } from "@shared/home/home-data";
import { eventZone, occurrenceDays, occurrenceOn } from "@shared/time/event-occurrences";
import * as clock from "@shared/time/clock";
import { CATALOGUE_OPENING_HOURS } from "@worker/db/seed/opening-hours";
import type { Weekday } from "@shared/time/weekly-hours";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const BYDAY = /^FREQ=YEARLY;BYMONTH=(\d{1,2});BYDAY=(-1|[1-4])(MO|TU|WE|TH|FR|SA|SU)$/;
const WEEKDAYS: Weekday[] = ["mo", "tu", "we", "th", "fr", "sa", "su"];

describe("event schedules", () => {
  const events = catalogue.filter((listing) => listing.type === "event");

  it("cover exactly the seeded events: the catalogue's and the recurring ones", () => {
    expect(events).toHaveLength(21);
    expect(
      Object.keys(CATALOGUE_EVENT_SCHEDULES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...events, ...recurringEvents].map((e) => e.id));
  });

  it.each(events.map((e) => [e.id, e] as const))("event %i: its first date is the rule's day, and it ends on or after it", (id, event) => {
    const schedule = CATALOGUE_EVENT_SCHEDULES[id]!;
    const start = new Date(`${event.date}T00:00:00Z`);
    expect(schedule.endsOn >= event.date!).toBe(true);
    const [, month, nth, day] = BYDAY.exec(schedule.repeat) ?? [];
    expect(Number(month)).toBe(start.getUTCMonth() + 1);
    expect(day).toBe(WEEKDAYS[(start.getUTCDay() + 6) % 7]!.toUpperCase());
    const ordinal = Math.floor((start.getUTCDate() - 1) / 7) + 1;
    if (nth === "-1") expect(new Date(start.getTime() + 7 * 86_400_000).getUTCMonth()).not.toBe(start.getUTCMonth());
    else expect(ordinal).toBe(Number(nth));
    for (const time of [schedule.startTime, schedule.endTime]) if (time) expect(time).toMatch(TIME);
  });
});

describe("what is on in each home city", () => {
  afterEach(() => clock.setClock(null));
  const DAY_MS = 86_400_000;
  const WINDOW_MS = 30 * DAY_MS;
  const seeded = seedListings
    .filter((listing) => listing.type === "event")
    .map((listing) => {
      const schedule = CATALOGUE_EVENT_SCHEDULES[listing.id]!;
      const timing = {
        date: listing.date!,
        endsOn: schedule.endsOn,
        startTime: schedule.startTime ?? null,
        endTime: schedule.endTime ?? null,
        repeat: schedule.repeat,
      };
      return { city: listing.city, timing };
    });

  it("has an event within the next 30 days on every day of a year, in all eight cities", () => {
    const start = Date.parse("2026-11-28T12:00:00Z");
    // Each event's occurrences over the year walked (and the weeks around it), expanded once.
    const occurrences = seeded.map(({ city, timing }) => ({
      city,
      times: occurrenceDays(timing, "2026-10-01", 120)
        .filter((day) => day <= "2028-01-31")
        .map((day) => occurrenceOn(timing, eventZone(city), day)),
    }));
    for (let day = 0; day < 366; day++) {
      clock.setClock(start + day * DAY_MS);
      const now = clock.nowMs();
      for (const { name } of homeCities) {
        const soon = occurrences.some(({ city, times }) => city === name && times.some((o) => o.endAt > now && o.startAt < now + WINDOW_MS));
        expect(soon, `${name} on ${new Date(now).toISOString().slice(0, 10)}`).toBe(true);
      }
    }
  });
});

describe("weekly opening hours", () => {
  const fixedHours = catalogue.filter((listing) => listing.hours && /^(Daily|\w{3}(-\w{3})?): \d/.test(listing.hours));

  it("exist for every shop and gem with fixed published hours and every ballot café, and only for them", () => {
    expect(fixedHours.length).toBe(39);
    expect(
      Object.keys(CATALOGUE_OPENING_HOURS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...fixedHours, ...coffeeListings].map((l) => l.id));
    for (const listing of fixedHours) expect(["shop", "gem"]).toContain(listing.type);
  });

  it("are valid times, and open every day the text names", () => {
    for (const listing of fixedHours) {
      const week = CATALOGUE_OPENING_HOURS[listing.id]!;
      for (const ranges of Object.values(week))
        for (const [opens, closes] of ranges) expect([opens, closes]).toEqual([expect.stringMatching(TIME), expect.stringMatching(TIME)]);
      if (listing.hours!.startsWith("Daily")) expect(Object.keys(week).sort()).toEqual([...WEEKDAYS].sort());
    }
    // Spot checks against the published text, including a range of days that wraps past Sunday.
    expect(CATALOGUE_OPENING_HOURS[16]!.th).toEqual([["10:00", "20:00"]]);
    const wedToMon = fixedHours.find((l) => l.hours === "Wed-Mon: 10AM-8PM")!;
    expect(Object.keys(CATALOGUE_OPENING_HOURS[wedToMon.id]!).sort()).toEqual(["fr", "mo", "sa", "su", "th", "we"]);
  });
});
