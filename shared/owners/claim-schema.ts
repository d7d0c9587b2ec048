// The claim form's input and the magic link's: the form validates with them, the server again.
import "../forms/zod-setup";
import { z } from "zod";
import { claimMessages as m } from "./claim-texts";
import { emailField } from "../email/email-schema";
import { required, says, tooLong } from "../forms/error-text-schema";
import { linkTokenField } from "../email/link-token-schema";
import { optionalTextField, textField } from "../forms/text-field-schema";

export const CLAIM_NAME_MAX_LENGTH = 100;
export const CLAIM_ROLE_MAX_LENGTH = 100;
export const CLAIM_PHONE_MAX_LENGTH = 40;
export const CLAIM_NOTE_MAX_LENGTH = 1000;
export const CLAIM_REFUSAL_MIN_LENGTH = 5;
export const CLAIM_REFUSAL_MAX_LENGTH = 500;

export const claimInput = z.strictObject({
  listingId: z.number().int().positive(),
  name: textField(() => m.nameLabel, CLAIM_NAME_MAX_LENGTH),
  email: emailField(() => m.emailLabel).transform((email) => email.toLowerCase()),
  role: textField(() => m.roleLabel, CLAIM_ROLE_MAX_LENGTH),
  phone: optionalTextField(() => m.phoneLabel, CLAIM_PHONE_MAX_LENGTH),
  note: optionalTextField(() => m.noteLabel, CLAIM_NOTE_MAX_LENGTH, "multi"),
});
export type ClaimInput = z.input<typeof claimInput>;

/** A claim's website code ("Check my website", "Ask the team instead"). */
export const claimCodeInput = z.strictObject({ code: linkTokenField });

/** The token of an e-mailed link (`/owner?link=…`). */
export const claimLinkInput = z.strictObject({ token: linkTokenField });

/** "E-mail me a sign-in link" (`owners.sendSignInLink`). */
export const signInLinkInput = z.strictObject({ email: emailField(() => m.emailLabel).transform((email) => email.toLowerCase()) });

/** A moderator's decision on a queued claim (`admin.claims.approve`). */
export const claimIdInput = z.strictObject({ id: z.number().int().positive() });

/** A refusal, with the reason the claimant is e-mailed (`admin.claims.refuse`). */
export const refuseClaimInput = z.strictObject({
  id: z.number().int().positive(),
  reason: z
    .string(required(() => m.refusalReasonLabel))
    .trim()
    .min(
      CLAIM_REFUSAL_MIN_LENGTH,
      says(() => m.refusalTooShort),
    )
    .max(
      CLAIM_REFUSAL_MAX_LENGTH,
      tooLong(() => m.refusalReasonLabel, CLAIM_REFUSAL_MAX_LENGTH),
    ),
});
