// Calendar files carry each event's repeat and local times; ical.js (a calendar parser, not ours)
// expands them to the same occurrences our rrule-based expansion computes, across DST changes.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendar, type CalendarEvent } from "@shared/events/ics";
import { occurrenceDays, occurrenceOn, type EventTiming } from "@shared/time/event-occurrences";

const base = { uid: "x@test", title: "T", location: "L", description: "D", url: "https://local-hype.example/events/x" };

/** The first `count` occurrences ical.js finds in the calendar, as [start, end] UTC ms. */
function icalOccurrences(ics: string, count: number): [number, number][] {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  const iterator = event.iterator();
  const found: [number, number][] = [];
  for (let next = iterator.next(); next && found.length < count; next = iterator.next()) {
    const details = event.getOccurrenceDetails(next);
    found.push([details.startDate.toJSDate().getTime(), details.endDate.toJSDate().getTime()]);
  }
  return found;
}

function ours(timing: EventTiming, zone: string, count: number): [number, number][] {
  return occurrenceDays(timing, timing.date, count).map((day) => {
    const o = occurrenceOn(timing, zone, day);
    return [o.startAt, o.endAt];
  });
}

const cases: { name: string; zone: string; event: Partial<CalendarEvent> & { date: string } }[] = [
  {
    name: "weekly evenings in Toronto across both switches",
    zone: "America/Toronto",
    event: { date: "2026-02-03", startTime: "19:00", endTime: "21:00", repeat: "FREQ=WEEKLY;BYDAY=TU,TH" },
  },
  {
    name: "the 2nd Friday of each month in St. John's",
    zone: "America/St_Johns",
    event: { date: "2026-01-09", startTime: "18:30", endTime: "23:00", repeat: "FREQ=MONTHLY;BYDAY=2FR" },
  },
  {
    name: "a late show past midnight in Vancouver",
    zone: "America/Vancouver",
    event: { date: "2026-03-01", startTime: "22:00", endTime: "01:00", repeat: "FREQ=WEEKLY;BYDAY=SU" },
  },
  {
    name: "a yearly multi-day festival (all-day)",
    zone: "America/Toronto",
    event: { date: "2024-04-25", endsOn: "2024-05-05", repeat: "FREQ=YEARLY;BYMONTH=4;BYDAY=-1TH" },
  },
  {
    name: "a timed multi-day event in Regina (no daylight time)",
    zone: "America/Regina",
    event: { date: "2026-06-05", endsOn: "2026-06-07", startTime: "10:00", endTime: "18:00", repeat: "FREQ=MONTHLY;BYMONTHDAY=5;COUNT=12" },
  },
];

describe("calendar feeds with repeats", () => {
  it.each(cases)("$name: ical.js finds our occurrences", ({ zone, event }) => {
    const full = { ...base, endsOn: null, startTime: null, endTime: null, repeat: null, timeZone: zone, ...event };
    const ics = buildCalendar({ name: "Test", events: [full] }, new Date("2026-01-01T00:00:00Z"));
    expect(ics).toContain(`RRULE:${event.repeat}`);
    if (event.startTime) expect(ics).toContain(`DTSTART;TZID=${zone}:`);
    else expect(ics).toContain("DTSTART;VALUE=DATE:");
    const timing: EventTiming = { date: full.date, endsOn: full.endsOn, startTime: full.startTime, endTime: full.endTime, repeat: full.repeat };
    const theirs = icalOccurrences(ics, 12);
    const mine = ours(timing, zone, 12);
    if (!event.startTime) {
      // All-day dates float: compare the local days.
      const days = (list: [number, number][]) => list.map(([s]) => new Date(s).toISOString().slice(0, 10));
      expect(days(theirs)).toEqual(mine.map(([s]) => new Date(s + 86_400_000 / 2).toISOString().slice(0, 10)));
    } else {
      expect(theirs).toEqual(mine);
    }
  });

  it("an all-day one-off ends the day after its last day, with no RRULE", () => {
    const ics = buildCalendar({ name: "T", events: [{ ...base, date: "2027-08-07", endsOn: "2027-08-11" }] });
    expect(ics).toContain("DTSTART;VALUE=DATE:20270807\r\nDTEND;VALUE=DATE:20270812\r\n");
    expect(ics).not.toContain("RRULE");
    expect(ics).not.toContain("VTIMEZONE");
  });
});
