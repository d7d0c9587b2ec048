// The login input for `auth.login`. Only presence and bounds are checked: a login form never says
// which rule a stored password follows, and every refusal of real credentials reads the same.
import { z } from "zod";
import { adminMessages } from "../admin/admin-texts";
import { emailField } from "../email/email-schema";
import { required, tooLong } from "../forms/error-text-schema";
import { PASSWORD_MAX_LENGTH } from "./password-rules-schema";

const passwordLabel = () => adminMessages.passwordLabel;

export const loginInputSchema = z.strictObject({
  email: emailField(() => adminMessages.emailLabel).transform((email) => email.toLowerCase()),
  password: z.string(required(passwordLabel)).min(1, required(passwordLabel)).max(PASSWORD_MAX_LENGTH, tooLong(passwordLabel, PASSWORD_MAX_LENGTH)),
});
