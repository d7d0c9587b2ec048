// The newsletter signup input for `newsletter.subscribe`. Addresses are stored lower-cased so one
// person is one row however they capitalise it. (The form itself relies on the browser's email check,
// as the spec says, which keeps zod out of every page's first load: the form sits in the footer.)
import "../forms/zod-setup";
import { z } from "zod";
import { messages } from "../i18n/messages";
import { emailField } from "../email/email-schema";
import { linkTokenField } from "../email/link-token-schema";

export const newsletterInputSchema = z.strictObject({
  email: emailField(() => messages.newsletter.emailLabel).transform((email) => email.toLowerCase()),
  /**
   * The city the page shows, for the weekly digest: a hint, not a choice (the page may be a city page
   * whose parameter is spelled loosely); the server keeps it when it names a known city, else every city.
   */
  city: z.string().max(100).optional(),
});

export const newsletterConfirmInput = z.strictObject({ token: linkTokenField });

/** `s`: the subscriber id; `t`: its signed unsubscribe token (both from the link). */
export const newsletterUnsubscribeInput = z.strictObject({
  s: z.coerce.number().int().positive(),
  t: linkTokenField,
});
