// A job posting's rules as pure functions: the pay as people type it, the cross-field check, the
// employment type read from the hours, and the instant a posting closes in its city.
import { describe, expect, it } from "vitest";
import { submissionInputSchema } from "@shared/submissions/submission-schema";
import { employmentType } from "@shared/seo/json-ld/job-posting";
import { hasEnded, materialiseColumns } from "@shared/listings/listing-timing";
import { makeSubmissionInput } from "./factories";

const job = (overrides: Record<string, unknown>) => submissionInputSchema.safeParse(makeSubmissionInput({ content_type: "job", ...overrides }));

describe("a job posting's fields", () => {
  it("reads the pay as people type it, in whole dollars", () => {
    expect(job({ pay_min: "$22", pay_max: "24" }).data).toMatchObject({ pay_min: 22, pay_max: 24 });
    expect(job({ pay_min: "55,000", pay_unit: "year" }).data).toMatchObject({ pay_min: 55000, pay_max: null, pay_unit: "year" });
    expect(job({ pay_min: "12.50" }).error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["pay_min", "Please enter the pay as a whole number of dollars."],
    ]);
  });

  it("keeps a link completed with https://, and none of the facts on another type", () => {
    expect(job({ apply_url: "example.com/apply", apply_email: "" }).data).toMatchObject({
      apply_url: "https://example.com/apply",
      apply_email: null,
    });
    const shop = submissionInputSchema.parse(makeSubmissionInput({ content_type: "shop", employer: "Someone", pay_min: "20" }));
    expect(shop).toMatchObject({ employer: null, pay_min: null, pay_unit: null });
  });

  it("asks for an employer", () => {
    expect(job({ employer: "  " }).error?.issues.map((issue) => issue.message)).toEqual(["Employer is required."]);
  });
});

describe("employmentType", () => {
  it("reads full-time, part-time, contract and temporary in English and French, and nothing else", () => {
    expect(employmentType("Full-time, 40 hours a week")).toBe("FULL_TIME");
    expect(employmentType("Temps partiel, fins de semaine")).toBe("PART_TIME");
    expect(employmentType("Contract, six months")).toBe("CONTRACTOR");
    expect(employmentType("Seasonal")).toBe("TEMPORARY");
    expect(employmentType("Evenings")).toBeUndefined();
    expect(employmentType(null)).toBeUndefined();
  });
});

describe("a posting's closing", () => {
  const columns = { type: "job", city: "Vancouver", date: "2027-03-31", ends_on: null, start_time: null, end_time: null, repeat_rule: null };
  // Vancouver is UTC−7 on 2027-04-01 (daylight time): the closing day ends at 07:00 UTC.
  const closesAt = Date.parse("2027-04-01T07:00:00Z");

  it("is open until the end of its closing day in its city, then closed", () => {
    expect(materialiseColumns(columns, closesAt - 1)).toEqual({ next_start_at: null, next_end_at: closesAt, last_end_at: closesAt });
    expect(materialiseColumns(columns, closesAt)).toEqual({ next_start_at: null, next_end_at: null, last_end_at: closesAt });
  });
});

describe("hasEnded: the one rule lists, near lists and the map share", () => {
  const nowMs = Date.parse("2027-04-01T07:00:00Z");
  it("says an event or a closing listing has ended when its next end is past or gone, never a shop or gem", () => {
    expect(hasEnded({ type: "event", nextEndAt: nowMs + 1 }, nowMs)).toBe(false);
    expect(hasEnded({ type: "event", nextEndAt: nowMs }, nowMs)).toBe(true);
    expect(hasEnded({ type: "job", nextEndAt: null }, nowMs)).toBe(true);
    expect(hasEnded({ type: "gem", nextEndAt: null }, nowMs)).toBe(false);
    expect(hasEnded({ type: "shop", nextEndAt: nowMs - 1 }, nowMs)).toBe(false);
  });
});
