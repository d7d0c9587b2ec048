// Inputs of the People tab (`admin.people.*`) and the invitation page (`invitations.*`): the forms
// validate with them, and the procedures again on the server.
import "../forms/zod-setup";
import { z } from "zod";
import { adminPeopleMessages as m } from "./admin-people-texts";
import { format } from "../i18n/messages";
import { LOCALES } from "../i18n/locales";
import { STAFF_ROLES } from "./staff-roles";
import { emailField } from "../email/email-schema";
import { says, tooLong } from "../forms/error-text-schema";
import { linkTokenField } from "../email/link-token-schema";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules-schema";
import { passkeyNameField, registrationResponseSchema } from "./passkeys-schema";

/** How long an invitation link works. */
export const INVITATION_HOURS = 72;

export const inviteInput = z.strictObject({
  email: emailField(() => m.inviteEmailLabel).transform((email) => email.toLowerCase()),
  role: z.enum(STAFF_ROLES),
  /** The invitation e-mail's language. */
  locale: z.enum(LOCALES),
});

export const personIdInput = z.strictObject({ id: z.uuid() });

export const invitationIdInput = z.strictObject({ id: z.number().int().positive() });

export const roleChangeInput = z.strictObject({ id: z.uuid(), role: z.enum(STAFF_ROLES) });

export const invitationTokenInput = z.strictObject({ token: linkTokenField });

const newPassword = z
  .string()
  .min(
    PASSWORD_MIN_LENGTH,
    says(() => format(m.passwordTooShort, { min: PASSWORD_MIN_LENGTH })),
  )
  .max(
    PASSWORD_MAX_LENGTH,
    tooLong(() => m.inviteNewPassword, PASSWORD_MAX_LENGTH),
  );

export const acceptInvitationInput = z.strictObject({ token: linkTokenField, password: newPassword });
/** Joining with a passkey instead of a password: the authenticator's answer to `invitations.passkeyOptions`. */
export const acceptInvitationWithPasskeyInput = z.strictObject({
  token: linkTokenField,
  name: passkeyNameField,
  response: registrationResponseSchema,
});
