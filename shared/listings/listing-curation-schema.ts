// Inputs of the admin Listings view (`admin.listings.*`): the dashboard's edit form validates with these
// before sending, and the server validates with them again. Field names are the `listings` columns.
import "../forms/zod-setup";
import { z } from "zod";
import { LISTING_STATUSES } from "./listing-states";
import { BROWSABLE_TYPES } from "./listing-types";
import { curationMessages as m } from "./curation-texts";
import { PAGE_MAX } from "./paging";
import { CITY_NAME_MAX, SEARCH_QUERY_MAX } from "./listing-limits-schema";
import { SUBMISSION_LIMITS } from "./submission-fields-schema";
import { optionalDate } from "../events/optional-date-schema";
import { optionalTextField, textField } from "../forms/text-field-schema";
import { openingHoursSchema } from "../time/opening-hours-schema";
import { websiteField } from "./contact-fields-schema";
import { optionalCategory } from "./category-field-schema";
import { tagsField } from "./tags-field-schema";
import { checkEventTiming, eventTimingFields, repeatInput } from "../events/event-timing-schema";
import { checkTypeFields, NO_TYPE_FIELDS, typeFieldEditShape, typesGiven } from "./type-fields-schema";
import { editedPointComplete, placeEditFields } from "../places/place-fields-schema";
import { says } from "../forms/error-text-schema";
import { validationMessages } from "../forms/validation-texts";

/** Lengths of the editable fields (the submission form's where they overlap). */
export const CURATION_LIMITS = {
  title: SUBMISSION_LIMITS.title,
  description: SUBMISSION_LIMITS.description,
  location: SUBMISSION_LIMITS.location,
  detail: 200,
  website: 500,
} as const;

const listingId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const curationListInput = z.strictObject({
  q: z.string().trim().max(SEARCH_QUERY_MAX, `Search for at most ${SEARCH_QUERY_MAX} characters.`).optional(),
  type: z.enum(BROWSABLE_TYPES).optional(),
  city: z.string().trim().min(1).max(CITY_NAME_MAX).optional(),
  status: z.enum(LISTING_STATUSES).optional(),
  page: z.number().int().min(1).max(PAGE_MAX).optional(),
});
export type CurationListInput = z.input<typeof curationListInput>;

export const listingIdInput = z.strictObject({ id: listingId });

export const listingStatusInput = z.strictObject({ id: listingId, status: z.enum(LISTING_STATUSES) });
export const listingFeaturedInput = z.strictObject({ id: listingId, featured: z.boolean() });
/** Revert one change of the listing's trail (an owner's edit, or a revert). */
export const listingRevertInput = z.strictObject({ id: listingId, changeId: z.number().int().positive() });
/** Revoke one person's place among the listing's owners and managers. */
export const listingOwnerInput = z.strictObject({ id: listingId, userId: z.string().min(1).max(64) });

/** Optional tags: none given means none (null), not an empty list. */
const optionalTags = tagsField.transform((list) => (list.length ? list : null));

/**
 * The public fields an admin may edit. Type, city and slug are the address and never change here. An
 * owner edits some of them with the same rules (shared/owners/owner-schema.ts).
 */
export const listingFieldsObject = z.strictObject({
  title: textField(() => m.titleLabel, CURATION_LIMITS.title),
  description: textField(() => m.descriptionLabel, CURATION_LIMITS.description, "multi"),
  location: textField(() => m.locationLabel, CURATION_LIMITS.location),
  date: optionalDate,
  tags: tagsField,
  // "example.com" gains its https:// (contact-fields.ts), as on the submit form.
  website: websiteField,
  address: optionalTextField(() => m.addressLabel, CURATION_LIMITS.detail),
  phone: optionalTextField(() => m.phoneLabel, CURATION_LIMITS.detail),
  hours: optionalTextField(() => m.hoursLabel, CURATION_LIMITS.detail),
  best_time: optionalTextField(() => m.bestTimeLabel, CURATION_LIMITS.detail),
  cost: optionalTextField(() => m.costLabel, CURATION_LIMITS.detail),
  // French: each optional; an empty one falls back to the English on French pages.
  title_fr: optionalTextField(() => m.titleFrLabel, CURATION_LIMITS.title),
  description_fr: optionalTextField(() => m.descriptionFrLabel, CURATION_LIMITS.description, "multi"),
  location_fr: optionalTextField(() => m.locationFrLabel, CURATION_LIMITS.location),
  tags_fr: optionalTags,
  hours_fr: optionalTextField(() => m.hoursFrLabel, CURATION_LIMITS.detail),
  best_time_fr: optionalTextField(() => m.bestTimeFrLabel, CURATION_LIMITS.detail),
  cost_fr: optionalTextField(() => m.costFrLabel, CURATION_LIMITS.detail),
  /** Shops and gems: the business category; null clears it, leaving it out keeps it (the server refuses one on other types). */
  category: optionalCategory.optional(),
  /** Structured hours (shops and gems); null clears them, and leaving the field out keeps them. */
  opening_hours: openingHoursSchema.nullable().optional(),
  // Events' schedule, as on the submit form (the server writes the repeat as RRULE text). As with the
  // hours, null clears a field and leaving it out keeps it: the editor sends them for events only, and
  // leaves the repeat out when the stored rule is one the form cannot show.
  ends_on: eventTimingFields.ends_on.optional(),
  start_time: eventTimingFields.start_time.optional(),
  end_time: eventTimingFields.end_time.optional(),
  repeat: repeatInput.nullable().optional(),
  // A type's own fields: sent for that type only (the server refuses them on others), checked together.
  ...typeFieldEditShape,
  // Where it stands: the neighbourhood and point, left out to keep them (the server checks them against
  // the listing's city and places it, as for a submission).
  ...placeEditFields,
});

/** The schedule's cross-field rules over the fields sent (a kept one was checked when it was written). */
const checkTiming = (data: z.output<typeof listingFieldsObject>, ctx: z.RefinementCtx) => {
  if (!editedPointComplete(data)) ctx.addIssue({ code: "custom", message: says(() => validationMessages.point).error(), path: ["lat"] });
  // A type's own fields are checked together once any is given (a listing of another type sends none).
  for (const type of typesGiven(data)) checkTypeFields(type, { ...NO_TYPE_FIELDS, ...withoutUndefined(data), date: data.date }, ctx);
  checkEventTiming(
    {
      date: data.date,
      ends_on: data.ends_on ?? null,
      start_time: data.start_time ?? null,
      end_time: data.end_time ?? null,
      repeat: data.repeat ?? null,
    },
    ctx,
  );
};

/** The fields that were sent (an edit leaves the others as they are). */
const withoutUndefined = <T extends object>(data: T) => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as T;

export const listingFieldsSchema = listingFieldsObject.superRefine(checkTiming);
export type ListingFields = z.output<typeof listingFieldsSchema>;
export type EditableField = keyof ListingFields;

export const listingEditInput = listingFieldsObject.extend({ id: listingId }).superRefine(checkTiming);

/** Field messages of a failed parse, keyed by field (the form marks each field with its first). */
export function listingFieldErrors(error: z.ZodError): Record<string, string[] | undefined> {
  return z.flattenError(error).fieldErrors;
}
