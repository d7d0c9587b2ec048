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
    ...overrides,
  };
}

/** A hypothetical registry entry: what showing the spec's job type would add. */
export const hypotheticalJobType: ListingTypeEntry = {
  type: "job",
  prefix: "jobs",
  label: "Job",
  navLabel: "Jobs",
  listHeading: "Local Jobs",
  listDescription: "Jobs at independent businesses in Canadian cities.",
  phrase: "local job",
  jsonLd: "Article",
  tone: "indigo",
};
