// The listing types' own fields are declared once (shared/listings/type-fields.ts) and everything else
// is derived: each has its words in both languages, a column on listings and on submissions, a schema,
// and the submission keeps only the chosen type's.
import { describe, expect, it } from "vitest";
import { getTableColumns } from "drizzle-orm";
import { ALL_TEXTS } from "@shared/all-texts";
import { ALL_TYPE_FIELDS, TYPE_FIELDS, TYPE_FIELD_NAMES, typeFieldsOf } from "@shared/listings/type-fields";
import { typeFieldShape } from "@shared/listings/type-fields-schema";
import { BROWSABLE_TYPES } from "@shared/listings/listing-types";
import { submissionInputSchema } from "@shared/submissions/submission-schema";
import { listings, submissions } from "@worker/db/schema";
import { makeSubmissionInput } from "./factories";

const words = (locale: "en" | "fr", key: string): unknown => (ALL_TEXTS[locale]["type-fields"] as Record<string, unknown>)[key];

describe("the listing types' own fields", () => {
  it("belong to types with screens, and name their legend, date, labels, hints and choices in English and French", () => {
    for (const [type, group] of Object.entries(TYPE_FIELDS)) {
      expect(BROWSABLE_TYPES as readonly string[]).toContain(type);
      const keys = [group.heading, group.dateLabel, ...group.fields.flatMap((field) => [field.label, "hint" in field ? field.hint : undefined])];
      const choices = group.fields.flatMap((field) => ("options" in field ? field.options.map((option) => option.label) : []));
      for (const key of [...keys, ...choices].filter((found) => found !== undefined)) {
        expect(typeof words("en", key), key).toBe("string");
        expect(typeof words("fr", key), key).toBe("string");
        expect(words("fr", key), key).not.toBe(words("en", key));
      }
    }
  });

  it("are each a column of listings and of submissions, and a schema", () => {
    const listingColumns = Object.keys(getTableColumns(listings));
    const submissionColumns = Object.keys(getTableColumns(submissions));
    for (const name of TYPE_FIELD_NAMES) {
      expect(listingColumns, name).toContain(name);
      expect(submissionColumns, name).toContain(name);
    }
    expect(Object.keys(typeFieldShape)).toEqual(ALL_TYPE_FIELDS.map((field) => field.name));
  });

  it("are kept for their own type only: another type's arrive null", () => {
    const sample = { text: "Someone", dollars: "20", choice: "", url: "example.com", email: "someone@example.com" } as const;
    const given = Object.fromEntries(
      ALL_TYPE_FIELDS.map((field) => [field.name, field.input === "choice" ? field.options[0].value : sample[field.input]]),
    );
    for (const type of BROWSABLE_TYPES) {
      const parsed = submissionInputSchema.parse(makeSubmissionInput({ content_type: type, date: "2027-03-31", ...given }));
      const own = new Set<string>(typeFieldsOf(type).map((field) => field.name));
      for (const name of TYPE_FIELD_NAMES) expect(parsed[name] === null, `${type} ${name}`).toBe(!own.has(name));
    }
  });
});
