// "Open now" and the next change: worked examples on the wall clock of Toronto, St. John's and
// Vancouver (edges, past midnight, exceptions, daylight-saving changes) in both languages, then
// properties that hold for any week: the state agrees with a minute-by-minute reading of the hours, and
// it changes exactly when it said it would.
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "@shared/i18n/active-locale";
import type { Locale } from "@shared/i18n/locales";
import { openState } from "@shared/time/opening-hours";
import { openStateText, rangeText } from "@shared/time/opening-hours-text";
import { MINUTES_PER_DAY, WEEKDAYS, minuteOfDay, rangeMinutes, type HoursException, type WeeklyHours } from "@shared/time/weekly-hours";
import { addDays, wallTime, weekdayOf } from "@shared/time/city-day";

const TORONTO = "America/Toronto";
const ST_JOHNS = "America/St_Johns";
const VANCOUVER = "America/Vancouver";

function speak(locale: Locale) {
  setLocaleSource(() => locale);
}
afterEach(() => speak("en"));

// Parkdale Paper & Press (catalogue listing 4): closed on Mondays.
const PARKDALE: WeeklyHours = {
  tu: [["11:00", "19:00"]],
  we: [["11:00", "19:00"]],
  th: [["11:00", "19:00"]],
  fr: [["11:00", "19:00"]],
  sa: [["10:00", "18:00"]],
  su: [["12:00", "17:00"]],
};
const LATE_BAR: WeeklyHours = { fr: [["20:00", "02:00"]], sa: [["20:00", "02:00"]] };

const text = (week: WeeklyHours, zone: string, iso: string, exceptions: HoursException[] = []) =>
  openStateText(openState(week, exceptions, zone, new Date(iso)));

describe("the wall clock", () => {
  it("reads an instant in the city's zone, through daylight-saving changes", () => {
    expect(wallTime(new Date("2026-11-24T17:00:00Z"), TORONTO)).toEqual({ date: "2026-11-24", weekday: "tu", minute: 12 * 60 });
    expect(wallTime(new Date("2026-07-01T12:00:00Z"), ST_JOHNS)).toEqual({ date: "2026-07-01", weekday: "we", minute: 9 * 60 + 30 });
    expect(wallTime(new Date("2026-01-01T12:00:00Z"), ST_JOHNS)).toEqual({ date: "2026-01-01", weekday: "th", minute: 8 * 60 + 30 });
    // Toronto springs forward at 2:00 on 8 March 2026: 06:59Z is 1:59 EST, 07:00Z is 3:00 EDT.
    expect(wallTime(new Date("2026-03-08T06:59:00Z"), TORONTO).minute).toBe(1 * 60 + 59);
    expect(wallTime(new Date("2026-03-08T07:00:00Z"), TORONTO).minute).toBe(3 * 60);
    expect(weekdayOf("2026-03-08")).toBe("su");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
  });
});

describe("open state, in English", () => {
  it("is open from the opening minute and closed from the closing minute", () => {
    // Tuesday 24 November 2026, Toronto (UTC-5).
    expect(text(PARKDALE, TORONTO, "2026-11-24T15:59:00Z")).toEqual({ status: "Closed now", next: "Opens at 11:00 AM" });
    expect(text(PARKDALE, TORONTO, "2026-11-24T16:00:00Z")).toEqual({ status: "Open now", next: "Closes at 7:00 PM" });
    expect(text(PARKDALE, TORONTO, "2026-11-24T23:59:00Z")).toEqual({ status: "Open now", next: "Closes at 7:00 PM" });
    expect(text(PARKDALE, TORONTO, "2026-11-25T00:00:00Z")).toEqual({ status: "Closed now", next: "Opens tomorrow at 11:00 AM" });
  });

  it("names the weekday when the next opening is after tomorrow", () => {
    // Sunday 29 November, 6 PM: closed Monday, so Tuesday.
    expect(text(PARKDALE, TORONTO, "2026-11-29T23:00:00Z")).toEqual({ status: "Closed now", next: "Opens Tuesday at 11:00 AM" });
    // Saturday 28 November, 9 PM, at a place open only on Fridays at 9 AM: next Friday.
    expect(text({ fr: [["09:00", "10:00"]] }, TORONTO, "2026-11-29T02:00:00Z")).toEqual({ status: "Closed now", next: "Opens Friday at 9:00 AM" });
  });

  it("counts a range past midnight on the day it opens, and says it closes tomorrow", () => {
    // Friday 27 November, 11 PM in Toronto, then 1 AM Saturday (Friday's range), then 2 AM.
    expect(text(LATE_BAR, TORONTO, "2026-11-28T04:00:00Z")).toEqual({ status: "Open now", next: "Closes tomorrow at 2:00 AM" });
    expect(text(LATE_BAR, TORONTO, "2026-11-28T06:00:00Z")).toEqual({ status: "Open now", next: "Closes at 2:00 AM" });
    expect(text(LATE_BAR, TORONTO, "2026-11-28T07:00:00Z")).toEqual({ status: "Closed now", next: "Opens at 8:00 PM" });
    // Sunday 2 AM: Saturday's range has just ended, and nothing opens until Friday.
    expect(text(LATE_BAR, TORONTO, "2026-11-29T07:00:00Z")).toEqual({ status: "Closed now", next: "Opens Friday at 8:00 PM" });
  });

  it("merges ranges that touch, and has no change for a place that never closes", () => {
    const allNight: WeeklyHours = { mo: [["09:00", "00:00"]], tu: [["00:00", "12:00"]] };
    expect(text(allNight, TORONTO, "2026-11-23T23:00:00Z")).toEqual({ status: "Open now", next: "Closes tomorrow at 12:00 PM" });
    const always = Object.fromEntries(WEEKDAYS.map((day) => [day, [["00:00", "00:00"]]])) as WeeklyHours;
    expect(text(always, VANCOUVER, "2026-11-24T12:00:00Z")).toEqual({ status: "Open now", next: null });
    expect(text({}, VANCOUVER, "2026-11-24T12:00:00Z")).toEqual({ status: "Closed now", next: null });
  });

  it("follows dated exceptions: a holiday closure, special hours, and a closure that cuts last night's range", () => {
    const christmas: HoursException[] = [{ date: "2026-12-25", ranges: [] }];
    // Friday 25 December, noon.
    expect(text(PARKDALE, TORONTO, "2026-12-25T17:00:00Z", christmas)).toEqual({ status: "Closed now", next: "Opens tomorrow at 10:00 AM" });
    expect(text(PARKDALE, TORONTO, "2026-12-24T17:00:00Z", christmas)).toEqual({ status: "Open now", next: "Closes at 7:00 PM" });
    expect(text(PARKDALE, TORONTO, "2026-12-24T17:00:00Z", [{ date: "2026-12-24", ranges: [["11:00", "15:00"]] }])).toEqual({
      status: "Open now",
      next: "Closes at 3:00 PM",
    });
    // Monday (normally closed) opened for a day.
    expect(text(PARKDALE, TORONTO, "2026-11-23T14:00:00Z", [{ date: "2026-11-23", ranges: [["12:00", "16:00"]] }])).toEqual({
      status: "Closed now",
      next: "Opens at 12:00 PM",
    });
    // Friday closed: its late range does not reach into Saturday morning.
    expect(text(LATE_BAR, TORONTO, "2026-11-28T06:00:00Z", [{ date: "2026-11-27", ranges: [] }]).status).toBe("Closed now");
  });

  it("reads the hours in the city's own zone: St. John's half hour and Vancouver", () => {
    const morning: WeeklyHours = { we: [["09:30", "17:00"]] };
    // 12:00Z on Wednesday 1 July is 9:30 in St. John's (UTC-2:30), 5:00 in Vancouver.
    expect(text(morning, ST_JOHNS, "2026-07-01T12:00:00Z").status).toBe("Open now");
    expect(text(morning, ST_JOHNS, "2026-07-01T11:59:00Z")).toEqual({ status: "Closed now", next: "Opens at 9:30 AM" });
    expect(text(morning, VANCOUVER, "2026-07-01T12:00:00Z")).toEqual({ status: "Closed now", next: "Opens at 9:30 AM" });
  });

  it("keeps to the wall clock across daylight-saving changes", () => {
    // Toronto, Sunday 8 March 2026: 2:00 becomes 3:00. A range to 2:30 ends when the clocks jump.
    const saturdayNight: WeeklyHours = { sa: [["22:00", "02:30"]], su: [["12:00", "17:00"]] };
    expect(text(saturdayNight, TORONTO, "2026-03-08T06:59:00Z")).toEqual({ status: "Open now", next: "Closes at 2:30 AM" });
    expect(text(saturdayNight, TORONTO, "2026-03-08T07:00:00Z")).toEqual({ status: "Closed now", next: "Opens at 12:00 PM" });
    // Noon that Sunday is 16:00Z (EDT), not 17:00Z.
    expect(text(saturdayNight, TORONTO, "2026-03-08T16:00:00Z").status).toBe("Open now");
    // Vancouver springs forward the same night (10:00Z is 3:00 PDT): a 2:00–4:00 range opens at 3:00.
    expect(text({ su: [["02:00", "04:00"]] }, VANCOUVER, "2026-03-08T09:59:00Z")).toEqual({ status: "Closed now", next: "Opens at 2:00 AM" });
    expect(text({ su: [["02:00", "04:00"]] }, VANCOUVER, "2026-03-08T10:00:00Z")).toEqual({ status: "Open now", next: "Closes at 4:00 AM" });
    // Hours wholly inside the skipped hour never happen that Sunday; two ranges that meet across it are one.
    expect(openState({ su: [["02:00", "02:15"]] }, [], TORONTO, new Date("2026-03-05T00:00:00Z"))).toEqual({ open: false, change: null });
    const acrossTheJump = openState(
      { su: [["02:15", "00:00"]] },
      [{ date: "2026-03-07", ranges: [["02:00", "02:00"]] }],
      TORONTO,
      new Date("2026-03-07T07:00:00Z"),
    );
    expect(acrossTheJump).toEqual({ open: true, change: { days: 2, weekday: "mo", time: "00:00" } });
    // Toronto, Sunday 1 November 2026: 2:00 EDT becomes 1:00 EST, so 1:15 comes twice and is open both times.
    const toHalfPastOne: WeeklyHours = { sa: [["22:00", "01:30"]] };
    expect(text(toHalfPastOne, TORONTO, "2026-11-01T05:15:00Z").status).toBe("Open now");
    expect(text(toHalfPastOne, TORONTO, "2026-11-01T05:45:00Z").status).toBe("Closed now");
    expect(text(toHalfPastOne, TORONTO, "2026-11-01T06:15:00Z").status).toBe("Open now");
    // St. John's falls back at 2:00 NDT on 1 November as well: 9:00 that Monday is 12:30Z.
    expect(text({ mo: [["09:00", "17:00"]] }, ST_JOHNS, "2026-11-02T12:30:00Z")).toEqual({ status: "Open now", next: "Closes at 5:00 PM" });
    expect(text({ mo: [["09:00", "17:00"]] }, ST_JOHNS, "2026-11-02T12:29:00Z").status).toBe("Closed now");
  });
});

describe("open state, in French", () => {
  it("uses French times and words", () => {
    speak("fr");
    expect(text(PARKDALE, TORONTO, "2026-11-24T16:00:00Z")).toEqual({ status: "Ouvert maintenant", next: "Ferme à 19\u00a0h" });
    expect(text(PARKDALE, TORONTO, "2026-11-25T00:00:00Z")).toEqual({ status: "Fermé", next: "Ouvre demain à 11\u00a0h" });
    expect(text(PARKDALE, TORONTO, "2026-11-29T23:00:00Z")).toEqual({ status: "Fermé", next: "Ouvre mardi à 11\u00a0h" });
    expect(text({ we: [["09:30", "17:00"]] }, ST_JOHNS, "2026-07-01T11:59:00Z").next).toBe("Ouvre à 9\u00a0h\u00a030");
    expect(rangeText(["10:00", "18:30"])).toBe("10\u00a0h à 18\u00a0h\u00a030");
    speak("en");
    expect(rangeText(["10:00", "18:30"])).toBe("10:00 AM – 6:30 PM");
  });
});

// ---- Properties -------------------------------------------------------------------------------------

const ZONES = [TORONTO, ST_JOHNS, VANCOUVER] as const;
const hhmm = fc
  .integer({ min: 0, max: MINUTES_PER_DAY / 15 - 1 })
  .map((quarter) => `${String(Math.floor(quarter / 4)).padStart(2, "0")}:${String((quarter % 4) * 15).padStart(2, "0")}`);
const range = fc.tuple(hhmm, hhmm);
const week: fc.Arbitrary<WeeklyHours> = fc.record(Object.fromEntries(WEEKDAYS.map((day) => [day, fc.array(range, { maxLength: 2 })])), {
  requiredKeys: [],
});
const exceptions: fc.Arbitrary<HoursException[]> = fc.uniqueArray(
  fc.record({ date: fc.integer({ min: 0, max: 9 }).map((offset) => addDays("2026-03-04", offset)), ranges: fc.array(range, { maxLength: 1 }) }),
  { selector: (exception) => exception.date, maxLength: 2 },
);
// Instants weighted to the weeks of the spring and autumn changes (8 March and 1 November 2026).
const DAY_MS = 86_400_000;
const instant = fc
  .oneof(
    fc.integer({ min: Date.parse("2026-03-05T00:00:00Z"), max: Date.parse("2026-03-11T00:00:00Z") }),
    fc.integer({ min: Date.parse("2026-10-29T00:00:00Z"), max: Date.parse("2026-11-04T00:00:00Z") }),
    fc.integer({ min: Date.parse("2026-01-01T00:00:00Z"), max: Date.parse("2027-01-01T00:00:00Z") }),
  )
  .map((ms) => new Date(ms - (ms % 60_000)));

/** The brute-force reading: is the wall minute inside one of today's ranges or yesterday's past-midnight ones? */
function openByHand(hours: WeeklyHours, list: readonly HoursException[], zone: string, at: Date): boolean {
  const now = wallTime(at, zone);
  const rangesOn = (date: string) => list.find((exception) => exception.date === date)?.ranges ?? hours[weekdayOf(date)] ?? [];
  const today = rangesOn(now.date).some((r) => {
    const [start, end] = rangeMinutes(r);
    return start <= now.minute && now.minute < end;
  });
  const lastNight = rangesOn(addDays(now.date, -1)).some((r) => {
    const [, end] = rangeMinutes(r);
    return now.minute + MINUTES_PER_DAY < end;
  });
  return today || lastNight;
}

/** Minutes from `today`'s midnight to the wall reading of `at`. */
function wallMinutesSince(today: string, at: Date, zone: string): number {
  const reading = wallTime(at, zone);
  return Math.round((Date.parse(`${reading.date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 60_000) + reading.minute;
}

describe("open state, for any week", () => {
  it("agrees with a minute-by-minute reading of the hours, in every zone and across daylight-saving changes", () => {
    fc.assert(
      fc.property(week, exceptions, fc.constantFrom(...ZONES), instant, (hours, list, zone, at) => {
        expect(openState(hours, list, zone, at).open).toBe(openByHand(hours, list, zone, at));
      }),
      { numRuns: 400 },
    );
  });

  it("is open at a range's opening minute and closed at its closing minute when nothing else covers it", () => {
    fc.assert(
      fc.property(range, fc.constantFrom(...ZONES), fc.integer({ min: 0, max: 364 }), ([opens, closes], zone, dayOfYear) => {
        const date = addDays("2026-01-01", dayOfYear);
        const hours: WeeklyHours = { [weekdayOf(date)]: [[opens, closes]] };
        // The instants whose wall reading is the opening and closing minutes (skipped if a daylight-saving jump removes them).
        const atWall = (day: string, minute: number) => {
          for (let offset = 2 * 60; offset <= 8 * 60; offset += 30) {
            const at = new Date(Date.parse(`${day}T00:00:00Z`) + (minute + offset) * 60_000);
            const reading = wallTime(at, zone);
            if (reading.date === day && reading.minute === minute) return at;
          }
          return null;
        };
        const [start, end] = rangeMinutes([opens, closes]);
        const opening = atWall(date, minuteOfDay(opens));
        if (opening) expect(openState(hours, [], zone, opening).open).toBe(true);
        if (end - start < MINUTES_PER_DAY * 7) {
          const closing = atWall(addDays(date, Math.floor(end / MINUTES_PER_DAY)), end % MINUTES_PER_DAY);
          if (closing && end - start < MINUTES_PER_DAY) expect(openState(hours, [], zone, closing).open).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("changes exactly at the announced wall-clock time, and not before", () => {
    fc.assert(
      fc.property(week, exceptions, fc.constantFrom(...ZONES), instant, (hours, list, zone, at) => {
        const state = openState(hours, list, zone, at);
        const today = wallTime(at, zone).date;
        const openAt = (when: Date) => openState(hours, list, zone, when).open;
        if (!state.change) {
          for (let day = 1; day <= 7; day++) expect(openAt(new Date(at.getTime() + day * DAY_MS - 60_000))).toBe(state.open);
          return;
        }
        const announced = state.change.days * MINUTES_PER_DAY + minuteOfDay(state.change.time);
        expect(weekdayOf(addDays(today, state.change.days))).toBe(state.change.weekday);
        const nowMinutes = wallMinutesSince(today, at, zone);
        expect(announced).toBeGreaterThan(nowMinutes);
        // Walk the instants from just before the announced reading (a daylight-saving change moves it by an hour at most).
        const from = at.getTime() + Math.max(0, announced - nowMinutes - 90) * 60_000;
        for (let step = 0; step <= 180; step++) {
          const when = new Date(from + step * 60_000);
          const reading = wallMinutesSince(today, when, zone);
          if (reading >= announced) {
            expect(openAt(when)).toBe(!state.open);
            return;
          }
          expect(openAt(when)).toBe(state.open);
        }
        throw new Error("the announced change never came");
      }),
      { numRuns: 150 },
    );
  });
});
