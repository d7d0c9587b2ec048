// What owner procedures accept (client and server check the same shapes).
import "../forms/zod-setup";
import { z } from "zod";
import { optionalTextField, textField } from "../forms/text-field-schema";
import { phoneField, websiteField } from "../listings/contact-fields-schema";
import { LISTING_CLOSURES, PROMOTED_TIERS } from "../listings/listing-states";
import { ACTIVITY_PERIODS } from "../activity/activity";
import { SUBMISSION_LIMITS } from "../listings/submission-fields-schema";
import { dayRanges, openingHoursSchema } from "../time/opening-hours-schema";
import { ownerMessages as m } from "./owner-texts";
import { emailField } from "../email/email-schema";
import { editedPointComplete, placeEditFields } from "../places/place-fields-schema";
import { says } from "../forms/error-text-schema";
import { validationMessages } from "../forms/validation-texts";

/** The listing an owner procedure acts on. */
export const ownedListingInput = z.object({ listingId: z.number().int().positive() });

const DESCRIPTION_MAX = SUBMISSION_LIMITS.description;

/**
 * What an owner changes themselves, published at once, with the submission form's rules for each field:
 * the contact details, the descriptions, the hours, the closed state and where it stands (neighbourhood
 * and point, checked against its city by the server as a submission's are). The name, address, city and
 * category stay with the team (unknown fields are refused). A field left out keeps its value; an empty
 * French description falls back to the English on French pages.
 */
const ownerEditObject = z
  .strictObject({
    phone: phoneField,
    website: websiteField,
    description: textField(() => m.descriptionLabel, DESCRIPTION_MAX, "multi"),
    description_fr: optionalTextField(() => m.descriptionFrLabel, DESCRIPTION_MAX, "multi"),
    opening_hours: openingHoursSchema.nullable(),
    closure: z.enum(LISTING_CLOSURES).nullable(),
    ...placeEditFields,
  })
  .partial();
const pointMessage = { ...says(() => validationMessages.point), path: ["lat"] };
export const ownerEditFields = ownerEditObject.refine(editedPointComplete, pointMessage);
export type OwnerEditFields = z.output<typeof ownerEditFields>;

export const ownerEditInput = ownerEditObject.extend({ listingId: ownedListingInput.shape.listingId }).refine(editedPointComplete, pointMessage);

/** The owner's Performance view: the last 30 or 90 days. */
export const ownerPerformanceInput = ownedListingInput.extend({ days: z.literal([...ACTIVITY_PERIODS]) });

/**
 * An owner's answer before a statutory holiday: the usual hours of that weekday, closed, or hours of its
 * own. Each is stored as the day's dated exception, which is the confirmation the public page reads.
 */
export const holidayAnswerInput = ownedListingInput.extend({
  date: z.iso.date(),
  answer: z.discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("same") }),
    z.strictObject({ kind: z.literal("closed") }),
    z.strictObject({ kind: z.literal("hours"), ranges: dayRanges.min(1) }),
  ]),
});
export type HolidayAnswer = z.output<typeof holidayAnswerInput>["answer"];

/** An owner invites a manager by e-mail (`owners.inviteManager`). */
export const inviteManagerInput = ownedListingInput.extend({
  email: emailField(() => m.inviteEmailLabel).transform((email) => email.toLowerCase()),
});

/** An owner removes a manager (`owners.removeManager`): the account's id, as `owners.listing` answers it. */
export const removeManagerInput = ownedListingInput.extend({ userId: z.string().min(1).max(64) });

/** "Buy" or "Renew" on /owner: a paid tier for one of the person's listings (the server decides the price). */
export const buyPromotionInput = ownedListingInput.extend({ tier: z.enum(PROMOTED_TIERS) });

/** One of a listing's payments, for its receipt (`/owner?receipt=<id>`). */
export const ownerReceiptInput = z.object({ payment: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
