// The login input for `auth.login`. Only presence and bounds are checked: a login form never says
// which rule a stored password follows, and every refusal of real credentials reads the same.
import { z } from "zod";
import { format } from "../messages";
import { validationMessages } from "../messages/validation";
import { adminMessages } from "../messages/admin";
import { emailField } from "./email";
import { PASSWORD_MAX_LENGTH } from "./password-rules";

const passwordRequired = format(validationMessages.required, { field: adminMessages.passwordLabel });

export const loginInputSchema = z.strictObject({
  email: emailField(adminMessages.emailLabel).transform((email) => email.toLowerCase()),
  password: z
    .string({ error: passwordRequired })
    .min(1, passwordRequired)
    .max(PASSWORD_MAX_LENGTH, format(validationMessages.tooLong, { field: adminMessages.passwordLabel, max: PASSWORD_MAX_LENGTH })),
});

export type LoginInput = z.input<typeof loginInputSchema>;
