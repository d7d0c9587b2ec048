// The nomination form's one schema ("Own a Coffee Shop?", "Nominate a shop"): the form validates with it
// before sending, `nominations.create` again on the server. The city is a ballot city's slug; which
// slugs are on the ballot is data (D1), so the server checks that part against the ballot.
import "../forms/zod-setup";
import { z } from "zod";
import { nominateMessages } from "./nominate-texts";
import { validationMessages } from "../forms/validation-texts";
import { DEFAULT_LOCALE, LOCALES } from "../i18n/locales";
import { websiteField } from "../listings/contact-fields-schema";
import { emailField } from "../email/email-schema";
import { says } from "../forms/error-text-schema";
import { textField } from "../forms/text-field-schema";
import { HONEYPOT_FIELD } from "../listings/submission-fields-schema";
import { BALLOT_SLUG_PATTERN, NOMINATION_LIMITS } from "./nomination-fields-schema";

export const nominationInputSchema = z.strictObject({
  shop_name: textField(() => nominateMessages.shopNameLabel, NOMINATION_LIMITS.shopName),
  address: textField(() => nominateMessages.addressLabel, NOMINATION_LIMITS.address),
  city: z
    .string(says(() => validationMessages.city))
    .trim()
    .regex(
      BALLOT_SLUG_PATTERN,
      says(() => validationMessages.city),
    ),
  website: websiteField,
  reason: textField(() => nominateMessages.reasonLabel, NOMINATION_LIMITS.reason, "multi"),
  nominator_email: emailField(() => nominateMessages.emailLabel),
  /** The page's language: the nominator's e-mails come in it. */
  language: z
    .enum(
      LOCALES,
      says(() => validationMessages.language),
    )
    .default(DEFAULT_LOCALE),
  [HONEYPOT_FIELD]: z.string().max(1000).optional(),
});

export type NominationInput = z.input<typeof nominationInputSchema>;
export type NominationData = z.output<typeof nominationInputSchema>;

/** Field messages of a failed parse, keyed by input field (the form marks each field with its first). */
export function nominationFieldErrors(error: z.ZodError): Record<string, string[] | undefined> {
  return z.flattenError(error).fieldErrors;
}
