// The input of `follow.subscribe`, one schema for the server and any form: an address and what it
// follows. A city by its name (spelled loosely, as a city page's parameter); a venue or an organizer by
// the id of an event of theirs, so an organizer's address never travels and never shows.
import "../forms/zod-setup";
import { z } from "zod";
import { emailField } from "../email/email-schema";
import { followMessages } from "./follow-texts";

const eventId = z.coerce.number().int().positive();

export const followTargetSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("city"), city: z.string().trim().min(1).max(100) }),
  z.strictObject({ kind: z.literal("venue"), event: eventId }),
  z.strictObject({ kind: z.literal("organizer"), event: eventId }),
]);
export type FollowTarget = z.infer<typeof followTargetSchema>;

export const followInputSchema = z.strictObject({
  email: emailField(() => followMessages.emailLabel).transform((email) => email.toLowerCase()),
  follow: followTargetSchema,
});
