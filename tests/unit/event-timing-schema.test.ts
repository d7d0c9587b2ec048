// The schedule fields of the submission schema: valid ones pass and become RRULE text on the server;
// each broken rule is refused on its field, in English and in French. Dates are checked against the clock.
import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "@shared/i18n/active-locale";
import { submissionFieldErrors, submissionInputSchema } from "@shared/schemas/submission";
import { setClock } from "@shared/time/clock";
import { repeatRuleText } from "@shared/time/repeat-rule";
import { makeSubmissionInput } from "./factories";

afterEach(() => {
  setClock(null);
  setLocaleSource(() => "en");
});

const event = (fields: Record<string, unknown>) => makeSubmissionInput({ content_type: "event", date: "2026-12-04", ...fields });
const errors = (fields: Record<string, unknown>) => {
  setClock(Date.parse("2026-11-24T15:00:00Z"));
  const result = submissionInputSchema.safeParse(event(fields));
  return result.success ? {} : submissionFieldErrors(result.error);
};

describe("an event's schedule", () => {
  it("accepts a last day, times and a repeat, trimmed", () => {
    setClock(Date.parse("2026-11-24T15:00:00Z"));
    const data = submissionInputSchema.parse(event({ ends_on: "2026-12-06", start_time: " 19:00 ", end_time: "22:30", repeat: { freq: "weekly", weekdays: ["TH", "TU"] } }));
    expect(data).toMatchObject({ ends_on: "2026-12-06", start_time: "19:00", end_time: "22:30", repeat: { freq: "weekly", weekdays: ["TH", "TU"] } });
    expect(submissionInputSchema.parse(event({})).repeat).toBeNull();
  });

  it("refuses each broken rule on its field", () => {
    expect(errors({ date: null, start_time: "19:00" }).date).toEqual(["Please enter the event's date first."]);
    expect(errors({ end_time: "22:00" }).start_time).toEqual(["Please enter a start time before an end time."]);
    expect(errors({ ends_on: "2026-12-01" }).ends_on).toEqual(["The end date must be on or after the start date."]);
    expect(errors({ start_time: "7pm" }).start_time).toEqual(["Please enter a time as HH:MM (24-hour)."]);
    expect(errors({ repeat: { freq: "weekly", weekdays: [] } }).repeat).toEqual(["Please choose at least one day of the week."]);
    expect(errors({ repeat: { freq: "monthly", until: "2026-11-30" } }).repeat).toEqual(["The last date must be on or after the start date."]);
    expect(errors({ repeat: { freq: "yearly", until: "2032-01-01" } }).repeat).toEqual(["Please enter a date at most 5 years from today."]);
    expect(errors({ date: "2031-11-24" }).date).toBeUndefined();
    expect(errors({ date: "2031-11-25" }).date).toEqual(["Please enter a date at most 5 years from today."]);
    expect(errors({ repeat: { freq: "hourly" } }).repeat).toEqual(["Please choose how the event repeats."]);
  });

  it("in French", () => {
    setLocaleSource(() => "fr");
    expect(errors({ ends_on: "2026-12-01" }).ends_on).toEqual(["La date de fin doit être le jour de la date de début ou après."]);
    expect(errors({ repeat: { freq: "weekly" } }).repeat).toEqual(["Veuillez choisir au moins un jour de la semaine."]);
  });
});

describe("the repeat as RRULE text", () => {
  it("counts from the start date", () => {
    // Friday, December 4, 2026: the first Friday of the month.
    expect(repeatRuleText({ freq: "weekly", weekdays: ["TH", "TU"] }, "2026-12-04")).toBe("FREQ=WEEKLY;BYDAY=TU,TH");
    expect(repeatRuleText({ freq: "monthly", mode: "date" }, "2026-12-04")).toBe("FREQ=MONTHLY;BYMONTHDAY=4");
    expect(repeatRuleText({ freq: "monthly", mode: "weekday", until: "2027-06-30" }, "2026-12-04")).toBe("FREQ=MONTHLY;BYDAY=1FR;UNTIL=20270630");
    expect(repeatRuleText({ freq: "yearly", mode: "date" }, "2026-12-04")).toBe("FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=4");
    // The 29th of a month is its fifth Tuesday at most: "the last".
    expect(repeatRuleText({ freq: "yearly", mode: "weekday" }, "2026-12-29")).toBe("FREQ=YEARLY;BYMONTH=12;BYDAY=-1TU");
  });
});
