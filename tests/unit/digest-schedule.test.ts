// The digest's clock: Thursday 08:00–08:59 in each subscriber's city, one ISO week key per week, across
// Canada's zones (St. John's half hour, Vancouver, daylight saving).
import { describe, expect, it } from "vitest";
import { digestWeek, digestWindows, dueDigests, isDigestHour } from "@shared/newsletter/digest-schedule";

const at = (iso: string) => Date.parse(iso);

describe("digest schedule", () => {
  // 2026-10-01 is a Thursday; every zone is on daylight time (Toronto UTC−4, St. John's UTC−2:30, Vancouver UTC−7).
  it("is due on Thursday 08:xx local only", () => {
    expect(isDigestHour(at("2026-10-01T12:17:00Z"), "America/Toronto")).toBe(true);
    expect(isDigestHour(at("2026-10-01T11:17:00Z"), "America/Toronto")).toBe(false);
    expect(isDigestHour(at("2026-10-01T13:17:00Z"), "America/Toronto")).toBe(false);
    expect(isDigestHour(at("2026-09-30T12:17:00Z"), "America/Toronto")).toBe(false);
    // St. John's is half an hour off: the :17 run is 08:47 there (07:47 an hour before).
    expect(isDigestHour(at("2026-10-01T11:17:00Z"), "America/St_Johns")).toBe(true);
    expect(isDigestHour(at("2026-10-01T10:17:00Z"), "America/St_Johns")).toBe(false);
    expect(isDigestHour(at("2026-10-01T15:17:00Z"), "America/Vancouver")).toBe(true);
    expect(isDigestHour(at("2026-10-01T12:17:00Z"), "America/Vancouver")).toBe(false);
  });

  it("each hourly run picks the cities whose clock says Thursday 08:xx, and Toronto's for every city", () => {
    const toronto = dueDigests(at("2026-10-01T12:17:00Z")).find((due) => due.zone === "America/Toronto");
    expect(toronto).toMatchObject({ week: "2026-W40", everyCity: true });
    expect(toronto?.cities).toEqual(expect.arrayContaining(["Toronto", "Ottawa", "Montreal"]));
    expect(toronto?.cities).not.toContain("Vancouver");
    const stJohns = dueDigests(at("2026-10-01T11:17:00Z"));
    expect(stJohns.flatMap((due) => due.cities)).toEqual(expect.arrayContaining(["St. John's"]));
    expect(stJohns.some((due) => due.everyCity)).toBe(false);
    expect(dueDigests(at("2026-10-01T15:17:00Z")).flatMap((due) => due.cities)).toContain("Vancouver");
    // Across the hourly runs around that Thursday, every city is due exactly once.
    const runs = Array.from({ length: 48 }, (_, hour) => dueDigests(at("2026-09-30T12:17:00Z") + hour * 3_600_000));
    for (const city of ["Vancouver", "St. John's", "Toronto", "Regina", "Halifax"]) {
      expect(
        runs.filter((due) => due.some((d) => d.cities.includes(city))),
        city,
      ).toHaveLength(1);
    }
    expect(runs.filter((due) => due.some((d) => d.everyCity))).toHaveLength(1);
  });

  it("keys a week by its ISO week number, the year of its Thursday", () => {
    expect(digestWeek(at("2026-11-26T13:17:00Z"), "America/Toronto")).toBe("2026-W48");
    expect(digestWeek(at("2026-12-03T13:17:00Z"), "America/Toronto")).toBe("2026-W49");
    expect(digestWeek(at("2027-01-01T13:17:00Z"), "America/Toronto")).toBe("2026-W53");
    expect(digestWeek(at("2027-01-07T13:17:00Z"), "America/Toronto")).toBe("2027-W01");
    // Late Wednesday in Vancouver is already Thursday in UTC: the city's calendar decides.
    expect(digestWeek(at("2026-11-30T06:00:00Z"), "America/Vancouver")).toBe("2026-W48");
  });

  it("covers the last 7 days and the next 10 local days", () => {
    const now = at("2026-10-01T12:17:00Z");
    expect(digestWindows(now, "America/Toronto")).toEqual({
      newSince: at("2026-09-24T12:17:00Z"),
      upcomingUntil: at("2026-10-11T04:00:00Z"),
    });
  });
});
