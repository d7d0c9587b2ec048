// The newsletter signup input for `newsletter.subscribe`. Addresses are stored lower-cased so one
// person is one row however they capitalise it. (The form itself relies on the browser's email check,
// as the spec says, which keeps zod out of every page's first load: the form sits in the footer.)
import "./zod-setup";
import { z } from "zod";
import { messages } from "../messages";
import { emailField } from "./email";

export const newsletterInputSchema = z.strictObject({
  email: emailField(messages.newsletter.emailLabel).transform((email) => email.toLowerCase()),
});

export type NewsletterInput = z.input<typeof newsletterInputSchema>;
