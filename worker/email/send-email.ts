// The one place that hands a message to Cloudflare's send_email binding. Only the e-mail queue consumer
// calls this: requests never wait for e-mail. A message is built with mimetext (plain text plus simple
// HTML); its browser build is used: it needs no Node built-ins, so no nodejs_compat.
import { EmailMessage } from "cloudflare:email";
import { messages } from "@shared/i18n/messages";
import { createMimeMessage } from "mimetext/browser";
import { toBase64 } from "../crypto/base64url";

export type EmailEnv = Pick<Env, "EMAIL" | "EMAIL_FROM">;

/** Sends one message; throws when the binding refuses it (the queue then retries). */
export async function sendEmail(env: EmailEnv, email: OutgoingEmail): Promise<void> {
  const from = { address: env.EMAIL_FROM, name: messages.brand.name };
  const raw = composeMessage(from, email);
  await env.EMAIL.send(new EmailMessage(from.address, email.to, raw));
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent with it (an RSVP's calendar entry), as text. */
  attachments?: { filename: string; contentType: string; text: string }[];
}

export interface Sender {
  address: string;
  name: string;
}

/** The raw message. The From domain also names the Message-ID, as the binding requires one. */
export function composeMessage(from: Sender, email: OutgoingEmail): string {
  const message = createMimeMessage();
  message.setSender({ name: from.name, addr: from.address });
  message.setRecipient(email.to);
  message.setSubject(email.subject);
  message.setHeader("Message-ID", `<${crypto.randomUUID()}@${from.address.split("@")[1] ?? "localhost"}>`);
  for (const [name, value] of Object.entries(email.headers ?? {})) message.setHeader(name, value);
  // Base64 parts: the texts hold non-ASCII characters (curly quotes, accents), which 7bit cannot carry.
  message.addMessage({ contentType: "text/plain", charset: "UTF-8", encoding: "base64", data: base64Lines(crlf(email.text)) });
  message.addMessage({ contentType: "text/html", charset: "UTF-8", encoding: "base64", data: base64Lines(crlf(email.html)) });
  for (const file of email.attachments ?? []) {
    message.addAttachment({ filename: file.filename, contentType: file.contentType, data: base64Lines(file.text) });
  }
  return message.asRaw();
}

/** Text line breaks as CRLF, the canonical form of text parts (RFC 2046). */
function crlf(text: string): string {
  return text.replace(/\r?\n/g, "\r\n");
}

/** UTF-8 bytes as base64 in lines of 76 characters (RFC 2045); mimetext sends part data as given. */
function base64Lines(text: string): string {
  return (toBase64(new TextEncoder().encode(text)).match(/.{1,76}/g) ?? []).join("\r\n");
}
