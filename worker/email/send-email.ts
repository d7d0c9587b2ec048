// The one place that hands a message to Cloudflare's send_email binding (worker/email/compose-message.ts
// builds it). Only the e-mail queue consumer calls this: requests never wait for e-mail.
import { EmailMessage } from "cloudflare:email";
import { messages } from "@shared/i18n/messages";
import { composeMessage, type OutgoingEmail } from "./compose-message";

export type EmailEnv = Pick<Env, "EMAIL" | "EMAIL_FROM">;

/** Sends one message; throws when the binding refuses it (the queue then retries). */
export async function sendEmail(env: EmailEnv, email: OutgoingEmail): Promise<void> {
  const from = { address: env.EMAIL_FROM, name: messages.brand.name };
  const raw = composeMessage(from, email);
  await env.EMAIL.send(new EmailMessage(from.address, email.to, raw));
}
