import type { Listing } from "@shared/listings/listing";
import type { ListingTypeEntry } from "@shared/listings/listing-type-registry";
import type { SubmissionInput } from "@shared/submissions/submission-schema";

let nextId = 1000;

/** A valid listing with overridable fields, for tests that need one without copying the catalogue. */
export function makeListing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: nextId++,
    title: "A Test Listing",
    description: "A listing made for tests, long enough to satisfy the catalogue schema's minimum.",
    type: "story",
    location: "Downtown",
    city: "Toronto",
    province: "Ontario",
    tags: ["Test"],
    ...overrides,
  };
}

let nextSubmission = 1;

/** A valid `submissions.create` input with overridable fields (each call gets a distinct title). */
export function makeSubmissionInput(overrides: Partial<SubmissionInput> = {}): SubmissionInput {
  return {
    title: `Test Submission ${nextSubmission++}`,
    description: "A neighbourhood bakery with the best sourdough in town.",
    content_type: "gem",
    city: "Toronto",
    location: "Kensington Market",
    submitter_name: "Ada Tester",
    submitter_email: "ada@example.com",
    // A job posting's own facts (its closing date is the date), so every type's default input is valid.
    ...(overrides.content_type === "job"
      ? { employer: "Kensington Tacos Co.", pay_min: "19", pay_unit: "hour", apply_email: "jobs@example.com", date: "2030-06-30" }
      : {}),
    ...overrides,
  };
}

/** A hypothetical registry entry: what one more listing type (say, courses) would add. */
export const hypotheticalType: ListingTypeEntry = {
  type: "course",
  prefix: "courses",
  label: "Course",
  navLabel: "Courses",
  listHeading: "Local Courses",
  listDescription: "Courses at independent studios in Canadian cities.",
  phrase: "local course",
  icon: "graduation-cap",
  jsonLd: "Article",
  tone: "indigo",
};
