// An event's next occurrence and repeat in words, in both languages, from the structures the Worker sends.
import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "@shared/i18n/active-locale";
import type { Locale } from "@shared/i18n/locales";
import { formatOccurrence, repeatWords } from "@shared/listings/event-words";

const inLocale = (locale: Locale) => setLocaleSource(() => locale);
afterEach(() => inLocale("en"));

describe("the next occurrence", () => {
  it("is a day with its start time, a whole day, or a range of days", () => {
    const timed = { day: "2026-12-05", lastDay: "2026-12-05", startTime: "19:00", endTime: "21:00" };
    expect(formatOccurrence(timed)).toBe("Sat, December 5, 2026 · 7:00 PM");
    expect(formatOccurrence({ ...timed, startTime: null, endTime: null })).toBe("Sat, December 5, 2026");
    const festival = { day: "2027-08-07", lastDay: "2027-08-11", startTime: null, endTime: null };
    expect(formatOccurrence(festival)).toBe("Aug 7–11, 2027");
    inLocale("fr");
    // The time as the opening hours write it, and the first of a month as an ordinal.
    expect(formatOccurrence(timed)).toBe("sam. 5 décembre 2026 · 19\u00a0h");
    expect(formatOccurrence({ ...timed, startTime: "09:30" })).toBe("sam. 5 décembre 2026 · 9\u00a0h\u00a030");
    expect(formatOccurrence({ ...timed, day: "2026-08-01", lastDay: "2026-08-01" })).toBe("sam. 1er août 2026 · 19\u00a0h");
    expect(formatOccurrence(festival)).toBe("7–11 août 2027");
  });
});

describe("the repeat", () => {
  it("is worded in English", () => {
    expect(repeatWords({ freq: "yearly", month: 8, until: null })).toBe("Every year in August");
    expect(repeatWords({ freq: "weekly", weekdays: ["TU", "TH"], until: null })).toBe("Every Tuesday and Thursday");
    expect(repeatWords({ freq: "monthly", nth: 2, weekday: "FR", until: null })).toBe("Every month on the 2nd Friday");
    expect(repeatWords({ freq: "monthly", nth: -1, weekday: "SU", until: null })).toBe("Every month on the last Sunday");
    expect(repeatWords({ freq: "monthly", monthDay: 23, until: null })).toBe("Every month on the 23rd");
    expect(repeatWords({ freq: "daily", until: "2027-03-31" })).toBe("Every day, until March 31, 2027");
  });

  it("is worded in French", () => {
    inLocale("fr");
    expect(repeatWords({ freq: "yearly", month: 8, until: null })).toBe("Chaque année en août");
    expect(repeatWords({ freq: "weekly", weekdays: ["TU", "TH"], until: null })).toBe("Chaque mardi et jeudi");
    expect(repeatWords({ freq: "monthly", nth: 2, weekday: "FR", until: null })).toBe("Chaque mois le 2e vendredi");
    expect(repeatWords({ freq: "monthly", nth: -1, weekday: "SU", until: null })).toBe("Chaque mois le dernier dimanche");
    expect(repeatWords({ freq: "monthly", monthDay: 1, until: null })).toBe("Chaque mois le 1er");
    expect(repeatWords({ freq: "monthly", monthDay: 23, until: "2027-03-31" })).toBe("Chaque mois le 23, jusqu'au 31 mars 2027");
  });
});
