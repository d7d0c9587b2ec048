// The one input schema for a submission (spec sections 3 and 5): the submit form validates with it
// before sending, and `submissions.create` validates with it again on the server. Field names are the
// spec's column names, so the form, the API and the table share one vocabulary.
import { z } from "zod";
import { BROWSABLE_TYPES } from "../catalogue/listing";
import { PROMOTION_TIERS } from "../catalogue/promotion-tiers";
import { format, messages } from "../messages";
import { allCities } from "../places/provinces";
import { EMAIL_MAX_LENGTH, emailField } from "./email";
import { IMAGE_KEY_PATTERN } from "./image-upload";

export const SUBMISSION_LIMITS = {
  title: 120,
  description: 5000,
  name: 100,
  email: EMAIL_MAX_LENGTH,
  location: 120,
  tags: 10,
  tagLength: 30,
} as const;

/** The order the form offers content types in, with their labels (spec section 2). */
export const CONTENT_TYPE_OPTIONS = [
  { value: "gem", label: messages.submit.typeGem },
  { value: "story", label: messages.submit.typeStory },
  { value: "event", label: messages.submit.typeEvent },
  { value: "shop", label: messages.submit.typeShop },
] as const satisfies readonly { value: (typeof BROWSABLE_TYPES)[number]; label: string }[];

/**
 * Required fields. The spec's script checks the first six; the form also marks location required
 * (the original did so through the browser), so it is required here too.
 */
export const REQUIRED_SUBMISSION_FIELDS = [
  "content_type",
  "title",
  "description",
  "city",
  "submitter_name",
  "submitter_email",
  "location",
] as const;
export type RequiredSubmissionField = (typeof REQUIRED_SUBMISSION_FIELDS)[number];

/** The bait field bots fill in and people never see; a filled one makes the server drop the submission. */
export const HONEYPOT_FIELD = "company_website";

const knownCities = new Set(allCities);

const required = (field: string) => format(messages.validation.required, { field });
const tooLong = (field: string, max: number) => format(messages.validation.tooLong, { field, max });

/** A trimmed, non-empty string of at most `max` characters, with messages naming the field. */
function text(field: string, max: number) {
  return z.string({ error: required(field) }).trim().min(1, required(field)).max(max, tooLong(field, max));
}

/**
 * Tags arrive as a list or as the comma-separated text a person types. Either way: split on commas,
 * trim, collapse inner whitespace, drop empties and case-insensitive duplicates (first spelling wins).
 */
export function normaliseTags(input: string | readonly string[] | null | undefined): string[] {
  const parts = (typeof input === "string" ? [input] : (input ?? [])).flatMap((part) => part.split(","));
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of parts) {
    const tag = part.trim().replace(/\s+/g, " ");
    const key = tag.toLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags;
}

/** The stored form of tags (spec section 3: one comma-separated string). */
export function joinTags(tags: readonly string[]): string {
  return tags.join(", ");
}

/** The stored string back as a list. */
export function splitTags(stored: string): string[] {
  return normaliseTags(stored);
}

const tags = z
  // Generous outer bounds only stop absurd payloads; the real limits are checked after normalising.
  .union([z.string().max(2000), z.array(z.string().max(200)).max(100)])
  .nullish()
  .transform(normaliseTags)
  .pipe(
    z
      .array(z.string().max(SUBMISSION_LIMITS.tagLength, format(messages.validation.tagLength, { max: SUBMISSION_LIMITS.tagLength })))
      .max(SUBMISSION_LIMITS.tags, format(messages.validation.tagCount, { max: SUBMISSION_LIMITS.tags })),
  );

/** Optional ISO yyyy-mm-dd; an empty field means no date (null). */
const optionalDate = z
  .string()
  .max(32, messages.validation.date)
  .nullish()
  .transform((value) => value?.trim() || null)
  .pipe(z.iso.date(messages.validation.date).nullable());

export const submissionInputSchema = z.strictObject({
  title: text(messages.submit.titleLabel, SUBMISSION_LIMITS.title),
  description: text(messages.submit.descriptionLabel, SUBMISSION_LIMITS.description),
  content_type: z.enum(BROWSABLE_TYPES, { error: messages.validation.contentType }),
  city: z
    .string({ error: messages.validation.city })
    .trim()
    .refine((city) => knownCities.has(city), messages.validation.city),
  location: text(messages.submit.locationLabel, SUBMISSION_LIMITS.location),
  date: optionalDate,
  tags,
  promotion_tier: z.enum(PROMOTION_TIERS, { error: messages.validation.tier }).default("none"),
  submitter_name: text(messages.submit.nameLabel, SUBMISSION_LIMITS.name),
  submitter_email: emailField(messages.submit.emailLabel),
  /** Key of an image uploaded through POST /api/uploads, if any. */
  image_key: z
    .string()
    .regex(IMAGE_KEY_PATTERN, messages.validation.imageKey)
    .nullish()
    .transform((key) => key ?? null),
  [HONEYPOT_FIELD]: z.string().max(1000).optional(),
});

/** What a client sends (tags as text or list, date and tier optional). */
export type SubmissionInput = z.input<typeof submissionInputSchema>;
/** What the server stores from: trimmed, tags normalised, date null when absent, tier defaulted. */
export type SubmissionData = z.output<typeof submissionInputSchema>;

/** The required fields that are empty (after trimming) in what a person typed. */
export function missingRequiredFields(values: Partial<Record<RequiredSubmissionField, unknown>>): RequiredSubmissionField[] {
  return REQUIRED_SUBMISSION_FIELDS.filter((field) => {
    const value = values[field];
    return typeof value !== "string" || value.trim() === "";
  });
}
