// Builds one RFC 5322 message with mimetext (plain text plus simple HTML), ready for the send_email
// binding. The browser build of mimetext is used: it needs no Node built-ins, so no nodejs_compat.
import { createMimeMessage } from "mimetext/browser";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
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
  return message.asRaw();
}

/** Text line breaks as CRLF, the canonical form of text parts (RFC 2046). */
function crlf(text: string): string {
  return text.replace(/\r?\n/g, "\r\n");
}

/** UTF-8 bytes as base64 in lines of 76 characters (RFC 2045); mimetext sends part data as given. */
function base64Lines(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return (btoa(binary).match(/.{1,76}/g) ?? []).join("\r\n");
}
