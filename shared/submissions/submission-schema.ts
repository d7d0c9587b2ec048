// The one input schema for a submission (spec sections 3 and 5): the submit form validates with it
// before sending, and `submissions.create` validates with it again on the server. Field names are the
// spec's column names, so the form, the API and the table share one vocabulary.
import "../forms/zod-setup";
import { z } from "zod";
import { optionalDate } from "../events/optional-date-schema";
import { checkEventTiming, eventTimingFields } from "../events/event-timing-schema";
import { optionalOpeningHours } from "../time/opening-hours-schema";
import { hasDate, hasOpeningHours } from "../listings/listing-type-registry";
import { hasCategory } from "../places/business-categories";
import { optionalCategory } from "../listings/category-field-schema";
import { tagsField } from "../listings/tags-field-schema";
import { checkTypeFields, keepOwnFields, typeFieldShape } from "../listings/type-fields-schema";
import { BROWSABLE_TYPES } from "../listings/listing";
import { PROMOTION_TIERS } from "./promotion-tiers";
import { submitMessages } from "./submit-texts";
import { validationMessages } from "../forms/validation-texts";
import { says } from "../forms/error-text-schema";
import { textField } from "../forms/text-field-schema";
import { knownCityField } from "../places/known-city-schema";
import { DEFAULT_LOCALE, LOCALES } from "../i18n/locales";
import { emailField } from "../email/email-schema";
import { addressField, phoneField, websiteField } from "../listings/contact-fields-schema";
import { imageKeyField, uploadTokenField } from "../images/upload-fields-schema";
import { HONEYPOT_FIELD, SUBMISSION_LIMITS } from "../listings/submission-fields-schema";
import { placeFields, pointComplete } from "../places/place-fields-schema";

export const submissionInputSchema = z
  .strictObject({
    title: textField(() => submitMessages.titleLabel, SUBMISSION_LIMITS.title),
    description: textField(() => submitMessages.descriptionLabel, SUBMISSION_LIMITS.description, "multi"),
    content_type: z.enum(
      BROWSABLE_TYPES,
      says(() => validationMessages.contentType),
    ),
    /** Shops and gems: one of the 16 business categories, or none; other types never keep one. */
    category: optionalCategory,
    city: knownCityField,
    location: textField(() => submitMessages.locationLabel, SUBMISSION_LIMITS.location),
    // Its neighbourhood and point (checked against the city by the server).
    ...placeFields,
    date: optionalDate,
    // Events: last day, local times and repeat (checked together below).
    ...eventTimingFields,
    // A type's own fields (shared/listings/type-fields.ts), checked together below.
    ...typeFieldShape,
    tags: tagsField,
    // Where to find the place (beyond the spec's form): published with the listing, shown only when given.
    website: websiteField,
    phone: phoneField,
    address: addressField(() => submitMessages.addressLabel),
    promotion_tier: z
      .enum(
        PROMOTION_TIERS,
        says(() => validationMessages.tier),
      )
      .default("none"),
    /** The language the submitter writes in (beyond the spec): English unless they choose French. */
    language: z
      .enum(
        LOCALES,
        says(() => validationMessages.language),
      )
      .default(DEFAULT_LOCALE),
    submitter_name: textField(() => submitMessages.nameLabel, SUBMISSION_LIMITS.name),
    submitter_email: emailField(() => submitMessages.emailLabel),
    /** Key of an image uploaded through POST /api/uploads, if any. */
    image_key: imageKeyField.nullish().transform((key) => key ?? null),
    /** The token POST /api/uploads answered with the key: proof that this submitter uploaded the image. */
    image_token: uploadTokenField.nullish().transform((token) => token ?? null),
    /** Shops and gems: structured opening hours (beyond the spec), or none; other types never keep any. */
    opening_hours: optionalOpeningHours,
    [HONEYPOT_FIELD]: z.string().max(1000).optional(),
  })
  .refine((data) => !data.image_key || data.image_token, { ...says(() => validationMessages.imageKey), path: ["image_key"] })
  .refine(pointComplete, { ...says(() => validationMessages.point), path: ["lat"] })
  .superRefine(checkEventTiming)
  .superRefine((data, ctx) => checkTypeFields(data.content_type, data, ctx))
  .transform((data) => keepOwnFields(data.content_type, data))
  .transform((data) => (hasDate(data.content_type) ? data : { ...data, date: null }))
  .transform((data) => (hasOpeningHours(data.content_type) ? data : { ...data, opening_hours: null }))
  .transform((data) => (hasCategory(data.content_type) ? data : { ...data, category: null }));

/** What a client sends (tags as text or list, date and tier optional). */
export type SubmissionInput = z.input<typeof submissionInputSchema>;
/** What the server stores from: trimmed, tags normalised, date null when absent, tier defaulted. */
export type SubmissionData = z.output<typeof submissionInputSchema>;

/** Field messages of a failed parse, keyed by input field (the form marks each field with its first). */
export function submissionFieldErrors(error: z.ZodError): Record<string, string[] | undefined> {
  return z.flattenError(error).fieldErrors;
}
