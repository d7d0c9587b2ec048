// The schedule fields of the submission schema: valid ones pass and become RRULE text on the server;
// each broken rule is refused on its field, in English and in French. Dates are checked against the clock.
import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "@shared/i18n/active-locale";
import { submissionFieldErrors, submissionInputSchema } from "@shared/submissions/submission-schema";
import { setClock } from "@shared/time/clock";
import { listingFieldErrors, listingFieldsSchema } from "@shared/listings/listing-curation-schema";
import { repeatWords } from "@shared/listings/event-words";
import { repeatInputOf, repeatRuleText, repeatSummaryOf, type RepeatInput } from "@shared/time/repeat-rule";
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
    const data = submissionInputSchema.parse(
      event({ ends_on: "2026-12-06", start_time: " 19:00 ", end_time: "22:30", repeat: { freq: "weekly", weekdays: ["TH", "TU"] } }),
    );
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

describe("the repeat read back", () => {
  it("is worded from the form's repeat as the event's page words it", () => {
    // Friday, December 4, 2026: the first Friday of the month.
    const words = (repeat: Parameters<typeof repeatSummaryOf>[0]) => repeatWords(repeatSummaryOf(repeat, "2026-12-04"));
    expect(words({ freq: "weekly", weekdays: ["TH", "TU"] })).toBe("Every Tuesday and Thursday");
    expect(words({ freq: "monthly", mode: "date" })).toBe("Every month on the 4th");
    expect(words({ freq: "monthly", mode: "weekday", until: "2027-06-30" })).toBe("Every month on the 1st Friday, until June 30, 2027");
    expect(words({ freq: "yearly", mode: "weekday" })).toBe("Every year in December");
    setLocaleSource(() => "fr");
    expect(words({ freq: "yearly", mode: "date" })).toBe("Chaque année en décembre");
  });

  it("comes back from RRULE text only when the form would write the same rule", () => {
    const repeats: RepeatInput[] = [
      { freq: "weekly", weekdays: ["TU", "TH"], until: null },
      { freq: "monthly", mode: "weekday", until: "2027-06-30" },
      { freq: "yearly", mode: "date", until: null },
    ];
    for (const repeat of repeats) {
      expect(repeatInputOf(repeatRuleText(repeat, "2026-12-04"), "2026-12-04")).toEqual(repeat);
    }
    // The catalogue's "last Thursday of April" from April 25, 2024 (also the fourth): kept, not shown.
    expect(repeatInputOf("FREQ=YEARLY;BYMONTH=4;BYDAY=-1TH", "2024-04-25")).toBeNull();
    expect(repeatInputOf("FREQ=DAILY", "2024-04-25")).toBeNull();
  });
});

describe("the admin editor's schedule", () => {
  const edit = (fields: Record<string, unknown>) => {
    setClock(Date.parse("2026-11-24T15:00:00Z"));
    return listingFieldsSchema.safeParse({
      title: "Night Market",
      description: "Food stalls.",
      location: "Chinatown",
      date: "2026-12-04",
      ...fields,
    });
  };

  it("keeps what is left out and clears what is null", () => {
    const kept = edit({});
    expect(kept.success && [kept.data.ends_on, kept.data.start_time, kept.data.repeat]).toEqual([undefined, undefined, undefined]);
    const cleared = edit({ ends_on: "", start_time: null, repeat: null });
    expect(cleared.success && [cleared.data.ends_on, cleared.data.start_time, cleared.data.repeat]).toEqual([null, null, null]);
  });

  it("refuses what the submit form refuses, on the same fields", () => {
    const result = edit({ ends_on: "2026-12-01", end_time: "22:00", repeat: { freq: "weekly", weekdays: [] } });
    expect(result.success ? {} : listingFieldErrors(result.error)).toMatchObject({
      ends_on: ["The end date must be on or after the start date."],
      start_time: ["Please enter a start time before an end time."],
      repeat: ["Please choose at least one day of the week."],
    });
    const undated = edit({ date: "", repeat: { freq: "yearly", mode: "date" } });
    expect(undated.success ? {} : listingFieldErrors(undated.error).date).toEqual(["Please enter the event's date first."]);
  });
});
