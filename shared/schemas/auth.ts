// The login input for `auth.login`. Only presence and bounds are checked: a login form never says
// which rule a stored password follows, and every refusal of real credentials reads the same.
import { z } from "zod";
import { format, messages } from "../messages";
import { emailField } from "./email";
import { PASSWORD_MAX_LENGTH } from "./password-rules";

const passwordRequired = format(messages.validation.required, { field: messages.admin.passwordLabel });

export const loginInputSchema = z.strictObject({
  email: emailField(messages.admin.emailLabel).transform((email) => email.toLowerCase()),
  password: z
    .string({ error: passwordRequired })
    .min(1, passwordRequired)
    .max(PASSWORD_MAX_LENGTH, format(messages.validation.tooLong, { field: messages.admin.passwordLabel, max: PASSWORD_MAX_LENGTH })),
});

export type LoginInput = z.input<typeof loginInputSchema>;
