// The login input for `auth.login`. Only presence and bounds are checked: a login form never says
// which rule a stored password follows, and every refusal of real credentials reads the same.
import { z } from "zod";
import { adminMessages } from "../messages/admin";
import { emailField } from "./email";
import { required, tooLong } from "./error-text";
import { PASSWORD_MAX_LENGTH } from "./password-rules";

const passwordLabel = () => adminMessages.passwordLabel;

export const loginInputSchema = z.strictObject({
  email: emailField(() => adminMessages.emailLabel).transform((email) => email.toLowerCase()),
  password: z.string(required(passwordLabel)).min(1, required(passwordLabel)).max(PASSWORD_MAX_LENGTH, tooLong(passwordLabel, PASSWORD_MAX_LENGTH)),
});
