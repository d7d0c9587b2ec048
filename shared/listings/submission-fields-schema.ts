// The submission form's field rules that need no validator library: limits, options, required
// fields, the honeypot and tag normalising. The form loads these at once; the zod schema built on them
// (submission.ts) loads only when a person submits, keeping zod out of the page's first load.

/** The longest address SMTP allows (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

export const SUBMISSION_LIMITS = {
  title: 120,
  description: 5000,
  name: 100,
  email: EMAIL_MAX_LENGTH,
  location: 120,
  tags: 10,
  tagLength: 30,
} as const;

/** A place's optional website, phone and street address (contact-fields.ts checks them). */
export const CONTACT_LIMITS = { website: 500, phone: 40, address: 200 } as const;

/**
 * Required fields. The spec's script checks the first six; the form also marks location required
 * (the original did so through the browser), so it is required here too.
 */
export const REQUIRED_SUBMISSION_FIELDS = ["content_type", "title", "description", "city", "submitter_name", "submitter_email", "location"] as const;
export type RequiredSubmissionField = (typeof REQUIRED_SUBMISSION_FIELDS)[number];

/** The bait field bots fill in and people never see; a filled one makes the server drop the submission. */
export const HONEYPOT_FIELD = "company_website";

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

/** The required fields that are empty (after trimming) in what a person typed. */
export function missingRequiredFields(values: Partial<Record<RequiredSubmissionField, unknown>>): RequiredSubmissionField[] {
  return REQUIRED_SUBMISSION_FIELDS.filter((field) => {
    const value = values[field];
    return typeof value !== "string" || value.trim() === "";
  });
}
