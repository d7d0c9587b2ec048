// Occurrences of events in their city's zone: exact cases (DST gaps and overlaps, multi-day, overnight,
// last dates) and fast-check properties across the switches in Toronto, St. John's and Vancouver.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cityDay, wallTimeOf, wallToInstant } from "@shared/time/city-day";
import {
  lastEndAt,
  materialiseTiming,
  nextOccurrence,
  occurrenceDays,
  occurrenceOn,
  timingFromNext,
  type EventTiming,
} from "@shared/time/event-occurrences";

const TORONTO = "America/Toronto";
const ZONES = ["America/Toronto", "America/St_Johns", "America/Vancouver"] as const;
const event = (timing: Partial<EventTiming> & { date: string }): EventTiming => ({
  endsOn: null,
  startTime: null,
  endTime: null,
  repeat: null,
  ...timing,
});
/** The local "yyyy-mm-dd HH:MM" of an instant. */
const local = (at: number, zone: string) => new Date(wallTimeOf(at, zone)).toISOString().slice(0, 16).replace("T", " ");

describe("wall time ↔ instant", () => {
  it("turns local times into instants on both sides of a switch", () => {
    expect(new Date(wallToInstant(Date.parse("2026-03-07T19:00:00Z"), TORONTO)).toISOString()).toBe("2026-03-08T00:00:00.000Z");
    expect(new Date(wallToInstant(Date.parse("2026-03-08T19:00:00Z"), TORONTO)).toISOString()).toBe("2026-03-08T23:00:00.000Z");
    expect(new Date(wallToInstant(Date.parse("2026-07-01T19:00:00Z"), "America/St_Johns")).toISOString()).toBe("2026-07-01T21:30:00.000Z");
  });

  it("moves a time in the spring gap forward, and takes the first of a doubled autumn time", () => {
    expect(local(wallToInstant(Date.parse("2026-03-08T02:30:00Z"), TORONTO), TORONTO)).toBe("2026-03-08 03:30");
    expect(new Date(wallToInstant(Date.parse("2026-11-01T01:30:00Z"), TORONTO)).toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });

  it("knows the city's today", () => {
    // 04:00 UTC on the 25th is still the 24th in Vancouver, and already 00:30 on the 25th in St. John's.
    expect(cityDay(Date.parse("2026-11-25T04:00:00Z"), "America/Vancouver")).toBe("2026-11-24");
    expect(cityDay(Date.parse("2026-11-25T04:00:00Z"), "America/St_Johns")).toBe("2026-11-25");
  });
});

describe("occurrences", () => {
  const hotDocs = event({ date: "2024-04-25", endsOn: "2024-05-05", repeat: "FREQ=YEARLY;BYMONTH=4;BYDAY=-1TH" });

  it("repeat a yearly festival on its rule, as many days long as the first", () => {
    expect(occurrenceDays(hotDocs, "2026-11-24", 3)).toEqual(["2027-04-29", "2028-04-27", "2029-04-26"]);
    const next = nextOccurrence(hotDocs, TORONTO, Date.parse("2026-11-24T12:00:00Z"))!;
    expect(next.day).toBe("2027-04-29");
    expect(next.lastDay).toBe("2027-05-09");
    expect(local(next.startAt, TORONTO)).toBe("2027-04-29 00:00");
    expect(local(next.endAt, TORONTO)).toBe("2027-05-10 00:00");
  });

  it("count an occurrence as next until its last day is over in the city", () => {
    const duringLastDay = wallToInstant(Date.parse("2027-05-09T23:59:00Z"), TORONTO);
    expect(nextOccurrence(hotDocs, TORONTO, duringLastDay)!.day).toBe("2027-04-29");
    expect(nextOccurrence(hotDocs, TORONTO, duringLastDay + 60_000)!.day).toBe("2028-04-27");
  });

  it("end a one-off on its last day, and a timed one at its end time (past midnight when it ends before it starts)", () => {
    const oneOff = event({ date: "2026-12-06", startTime: "19:00", endTime: "22:00" });
    expect(local(occurrenceOn(oneOff, TORONTO, "2026-12-06").endAt, TORONTO)).toBe("2026-12-06 22:00");
    expect(nextOccurrence(oneOff, TORONTO, Date.parse("2026-12-07T03:00:01Z"))).toBeNull();
    const lateShow = event({ date: "2026-12-06", startTime: "22:00", endTime: "02:00" });
    expect(local(occurrenceOn(lateShow, TORONTO, "2026-12-06").endAt, TORONTO)).toBe("2026-12-07 02:00");
    expect(lastEndAt(oneOff, TORONTO)).toBe(Date.parse("2026-12-07T03:00:00Z"));
  });

  it("know the last end of a repeat with a last date or a count, and none for an open-ended one", () => {
    const weekly = event({ date: "2026-11-03", startTime: "19:00", endTime: "21:00", repeat: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261231" });
    expect(local(lastEndAt(weekly, TORONTO)!, TORONTO)).toBe("2026-12-31 21:00");
    expect(lastEndAt({ ...weekly, repeat: "FREQ=MONTHLY;BYDAY=2FR;COUNT=3" }, TORONTO)).toBe(
      wallToInstant(Date.parse("2027-01-08T21:00:00Z"), TORONTO),
    );
    expect(lastEndAt(hotDocs, TORONTO)).toBeNull();
  });

  it("materialise as nulls when the event has no date or every occurrence is over", () => {
    expect(materialiseTiming(null, TORONTO, 0)).toEqual({ next_start_at: null, next_end_at: null, last_end_at: null });
    const past = materialiseTiming(event({ date: "2024-04-25" }), TORONTO, Date.parse("2026-11-24T12:00:00Z"));
    expect(past).toEqual({ next_start_at: null, next_end_at: null, last_end_at: Date.parse("2024-04-26T04:00:00Z") });
  });

  it("restart a series at its next occurrence for one event's calendar file, with the occurrences left", () => {
    const november = Date.parse("2026-11-24T12:00:00Z");
    expect(timingFromNext(hotDocs, TORONTO, november)).toEqual({ ...hotDocs, date: "2027-04-29", endsOn: "2027-05-09" });
    const monthly = event({ date: "2026-09-11", startTime: "19:00", endTime: "21:00", repeat: "FREQ=MONTHLY;BYDAY=2FR;COUNT=6" });
    // September, October and November (the 13th) are over: three of six left, from December 11.
    expect(timingFromNext(monthly, TORONTO, november)).toEqual({ ...monthly, date: "2026-12-11", repeat: "FREQ=MONTHLY;BYDAY=2FR;COUNT=3" });
    // Not started yet, or nothing to come: as it is.
    expect(timingFromNext(hotDocs, TORONTO, Date.parse("2024-01-01T12:00:00Z"))).toBe(hotDocs);
    const past = event({ date: "2024-04-25" });
    expect(timingFromNext(past, TORONTO, november)).toBe(past);
  });

  it("count the event's own date even when the rule would skip it (RFC 5545)", () => {
    const fromAWednesday = event({ date: "2026-11-25", repeat: "FREQ=WEEKLY;BYDAY=TU" });
    expect(occurrenceDays(fromAWednesday, "2026-11-01", 3)).toEqual(["2026-11-25", "2026-12-01", "2026-12-08"]);
  });
});

describe("properties across DST switches", () => {
  const zone = fc.constantFrom(...ZONES);
  // Start dates from mid-2025 to 2028: each run crosses several spring and autumn switches.
  const startDay = fc.integer({ min: 0, max: 900 }).map((n) => new Date(Date.UTC(2025, 5, 1) + n * 86_400_000).toISOString().slice(0, 10));
  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
    .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
  const weekdays = fc.uniqueArray(fc.constantFrom("MO", "TU", "WE", "TH", "FR", "SA", "SU"), { minLength: 1, maxLength: 7 });

  it("a weekly event keeps its local start time (outside the spring gap) and its weekdays", () => {
    fc.assert(
      fc.property(zone, startDay, time, weekdays, (z, date, startTime, days) => {
        const weekly = event({ date, startTime, repeat: `FREQ=WEEKLY;BYDAY=${days.join(",")}` });
        for (const day of occurrenceDays(weekly, date, 40)) {
          const at = occurrenceOn(weekly, z, day).startAt;
          const [localDay, localTime] = local(at, z).split(" ");
          // Only a time that does not exist that day (02:xx at a spring switch, in all three zones) moves.
          if (localTime !== startTime) expect(startTime.startsWith("02")).toBe(true);
          else expect(localDay).toBe(day);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("a weekly 19:00 event is at 19:00 local on every occurrence", () => {
    fc.assert(
      fc.property(zone, startDay, weekdays, (z, date, days) => {
        const weekly = event({ date, startTime: "19:00", endTime: "21:00", repeat: `FREQ=WEEKLY;BYDAY=${days.join(",")}` });
        for (const day of occurrenceDays(weekly, date, 60)) {
          const occurrence = occurrenceOn(weekly, z, day);
          expect(local(occurrence.startAt, z)).toBe(`${day} 19:00`);
          expect(occurrence.endAt - occurrence.startAt).toBe(2 * 3_600_000);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("occurrences strictly increase and never overlap their own start", () => {
    const rule = fc.constantFrom(
      "FREQ=WEEKLY;BYDAY=TU,TH",
      "FREQ=MONTHLY;BYMONTHDAY=2",
      "FREQ=MONTHLY;BYDAY=2FR",
      "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
      "FREQ=DAILY",
    );
    fc.assert(
      fc.property(zone, startDay, fc.option(time), rule, (z, date, startTime, repeat) => {
        const timing = event({ date, startTime, repeat });
        const occurrences = occurrenceDays(timing, date, 30).map((day) => occurrenceOn(timing, z, day));
        for (let i = 1; i < occurrences.length; i++) expect(occurrences[i]!.startAt).toBeGreaterThan(occurrences[i - 1]!.startAt);
        for (const o of occurrences) expect(o.endAt).toBeGreaterThan(o.startAt);
      }),
      { numRuns: 80 },
    );
  });

  it("the next occurrence is the first one not ended: everything before it has ended", () => {
    const rule = fc.constantFrom("FREQ=WEEKLY;BYDAY=SA", "FREQ=MONTHLY;BYDAY=-1SU", "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "FREQ=DAILY;INTERVAL=3");
    const nowOffset = fc.integer({ min: -30 * 86_400_000, max: 200 * 86_400_000 });
    fc.assert(
      fc.property(zone, startDay, fc.option(time), rule, fc.integer({ min: 0, max: 3 }), nowOffset, (z, date, startTime, repeat, length, offset) => {
        const endsOn = length ? new Date(Date.parse(date) + length * 86_400_000).toISOString().slice(0, 10) : null;
        const timing = event({ date, endsOn, startTime, endTime: startTime ? "23:30" : null, repeat });
        const now = Date.parse(`${date}T12:00:00Z`) + offset;
        const next = nextOccurrence(timing, z, now)!;
        expect(next.endAt).toBeGreaterThan(now);
        const all = occurrenceDays(timing, date, 120).map((day) => occurrenceOn(timing, z, day));
        const index = all.findIndex((o) => o.day === next.day);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(next).toEqual(all[index]);
        for (const earlier of all.slice(0, index)) expect(earlier.endAt).toBeLessThanOrEqual(now);
      }),
      { numRuns: 60 },
    );
  });
});
