// The inputs of "Going" (RSVP to an event): the organizer's settings and one person's "I'm going". The
// forms and the procedures validate with the same schemas; limits are named here.
import "../forms/zod-setup";
import { z } from "zod";
import { says } from "../forms/error-text-schema";
import { optionalTextField, textField } from "../forms/text-field-schema";
import { validationMessages } from "../forms/validation-texts";
import { emailField } from "../email/email-schema";
import { linkTokenField } from "../email/link-token-schema";
import { HONEYPOT_FIELD } from "../listings/submission-fields-schema";
import { goingMessages } from "./going-texts";
import { GOING_LIMITS } from "./going-limits";
import { format } from "../i18n/messages";
import { CHECKIN_CODE_PATTERN, normalizeCheckinCode } from "./checkin-code";

function wholeNumber(min: number, max: number, label: () => string) {
  const between = says(() => format(goingMessages.wholeBetween, { field: label(), min, max }));
  return z.number(between).int(between).min(min, between).max(max, between);
}

/** A local date and time as a datetime-local field gives it (yyyy-mm-ddTHH:MM), in the event's city zone. */
const localDateTime = z
  .string()
  .max(32)
  .nullish()
  .transform((value) => value?.trim() || null)
  .pipe(
    z
      .string()
      .regex(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
        says(() => validationMessages.date),
      )
      .nullable(),
  );

/** The organizer's RSVP settings; `enabled: false` turns RSVP off (the rest is kept for next time). */
export const rsvpSettingsFields = z.strictObject({
  enabled: z.boolean(),
  /** Null: no limit. */
  capacity: wholeNumber(1, GOING_LIMITS.capacity, () => goingMessages.capacityLabel).nullable(),
  max_places: wholeNumber(1, GOING_LIMITS.maxPlacesPerPerson, () => goingMessages.maxPlacesLabel),
  question: optionalTextField(() => goingMessages.questionLabel, GOING_LIMITS.question),
  /** When RSVPs close, local to the event's city (null: when the occurrence starts). */
  closes_at: localDateTime,
  /** Also remind everyone going 2 hours before the start (left out: off). */
  remind_soon: z.boolean().optional(),
});
export type RsvpSettingsInput = z.infer<typeof rsvpSettingsFields>;

/** The submitter sets them from the private status page, through its token. */
export const submitterRsvpSettingsInput = rsvpSettingsFields.extend({ token: linkTokenField });
/** Staff set them on any event listing. */
export const staffRsvpSettingsInput = rsvpSettingsFields.extend({ listingId: z.number().int().positive() });

/** Which occurrence: the local day it starts on (a one-off's date; one of a repeating event's days). */
const occurrenceDay = z.iso.date(says(() => goingMessages.notAnOccurrence));

/** What the event page asks for its line and form. */
export const goingSummaryInput = z.strictObject({ listingId: z.number().int().positive(), occurrence: occurrenceDay.optional() });

/** "I'm going": who, how many places, for which occurrence, and the answer to the organizer's question. */
export const rsvpInput = z.strictObject({
  listingId: z.number().int().positive(),
  occurrence: occurrenceDay,
  name: textField(() => goingMessages.nameLabel, GOING_LIMITS.name),
  email: emailField(() => goingMessages.emailLabel),
  places: wholeNumber(1, GOING_LIMITS.maxPlacesPerPerson, () => goingMessages.placesLabel),
  answer: optionalTextField(() => goingMessages.answerLabel, GOING_LIMITS.answer, "multi"),
  /** Honeypot, as on the submit form: people never see it. */
  [HONEYPOT_FIELD]: z.string().max(200).optional(),
});

/** An RSVP's private link (its e-mail's), and new places through it. */
export const rsvpLinkInput = z.strictObject({ token: linkTokenField });
export const rsvpChangeInput = z.strictObject({
  token: linkTokenField,
  places: wholeNumber(1, GOING_LIMITS.maxPlacesPerPerson, () => goingMessages.placesLabel),
});

/** A check-in code as a scanner or a hand types it: any case, spaces and dashes left out. */
const checkinCodeField = z
  .string()
  .max(32)
  .transform(normalizeCheckinCode)
  .pipe(
    z.string().regex(
      CHECKIN_CODE_PATTERN,
      says(() => goingMessages.checkinCodeInvalid),
    ),
  );

/** The organizer's check-in at the door: a code on one occurrence (codes are unique per occurrence). */
const checkInFields = z.strictObject({ occurrence: occurrenceDay, code: checkinCodeField });
export type CheckInInput = z.input<typeof checkInFields>;
export const submitterCheckInInput = checkInFields.extend({ token: linkTokenField });
/** Staff's, and a verified owner's (checked against their listings). */
export const listingCheckInInput = checkInFields.extend({ listingId: z.number().int().positive() });

/**
 * The organizer's message to everyone going on one occurrence (and the waitlist, if asked): plain text,
 * sent inside our frame; links in it stay text.
 */
const rsvpMessageFields = z.strictObject({
  occurrence: occurrenceDay,
  subject: textField(() => goingMessages.messageSubjectLabel, GOING_LIMITS.messageSubject),
  message: textField(() => goingMessages.messageLabel, GOING_LIMITS.message, "multi"),
  include_waitlist: z.boolean(),
});
export type RsvpMessageInput = z.input<typeof rsvpMessageFields>;
export const submitterRsvpMessageInput = rsvpMessageFields.extend({ token: linkTokenField });
/** Staff's, and a verified owner's (checked against their listings). */
export const listingRsvpMessageInput = rsvpMessageFields.extend({ listingId: z.number().int().positive() });
