// A recording stand-in for the EMAIL (send_email) binding, and helpers to read what it got. The queue
// and D1 are real: tests wait for the queue consumer's side effects with vi.waitUntil.
import { env } from "cloudflare:test";
import { vi } from "vitest";

export interface SentEmail {
  from: string;
  to: string;
  raw: string;
  subject: string;
  /** The decoded text/plain part. */
  text: string;
  headers: Record<string, string>;
}

const bindings = env as unknown as { EMAIL: { send: (message: { from: string; to: string }) => Promise<void> } };

/**
 * Replaces env.EMAIL with a fake that records each message. `failures`: how many sends to `failFor` throw
 * first (Infinity: every one), as a refusing mail service would.
 */
export function recordEmails(options: { failures?: number; failFor?: string } = {}) {
  const sent: SentEmail[] = [];
  let failuresLeft = options.failures ?? 0;
  const attempts: string[] = [];
  bindings.EMAIL = {
    async send(message) {
      attempts.push(message.to);
      if (message.to === options.failFor && failuresLeft > 0) {
        failuresLeft--;
        throw new Error("send_email refused the message (test)");
      }
      const raw = await rawOf(message);
      sent.push({ from: message.from, to: message.to, raw, ...parse(raw) });
    },
  };
  return {
    sent,
    /** How many times a send to this address was attempted (failed ones included). */
    attemptsTo: (address: string) => attempts.filter((to) => to === address).length,
    to: (address: string) => sent.filter((email) => email.to === address),
  };
}

/**
 * The message's MIME text. EmailMessage exposes only from/to; the local simulation (Miniflare) keeps the
 * raw message in the property its own e-mail simulation reads. If that ever moves, this throws (and the
 * tests fail) rather than record empty e-mails.
 */
async function rawOf(message: object): Promise<string> {
  const raw = (message as Record<string, unknown>)["EmailMessage::raw"];
  if (typeof raw === "string") return raw;
  if (raw instanceof ReadableStream) return new Response(raw).text();
  throw new Error("the raw message of an EmailMessage could not be read");
}

/** Headers (unfolded) and the text/plain part of a mimetext message (base64 or 7bit parts). */
function parse(raw: string): Pick<SentEmail, "subject" | "text" | "headers"> {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const subject = decodeWords(headers.subject ?? "");
  const body = rest.join("\n\n");
  const textPart = body.split(/--[^\r\n]+\r?\n/).find((part) => /Content-Type: text\/plain/i.test(part)) ?? "";
  const [partHead = "", ...partBody] = textPart.split(/\r?\n\r?\n/);
  const content = partBody.join("\n\n").trim();
  const decoded = /Content-Transfer-Encoding: base64/i.test(partHead) ? utf8(atob(content.replace(/\s+/g, ""))) : content;
  const text = decoded.replace(/\r\n/g, "\n");
  return { subject, text, headers };
}

function utf8(binary: string): string {
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** `=?utf-8?B?…?=` encoded words, as mimetext writes the subject. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?B\?([^?]*)\?=/gi, (_, data: string) => utf8(atob(data)));
}

/** The first link in a text that starts with `${origin}${pathPrefix}`. */
export function linkIn(text: string, pathPrefix: string): string {
  const match = text.match(new RegExp(`https?://[^\\s]+${pathPrefix.replace(/[/.]/g, "\\$&")}[^\\s]*`));
  if (!match) throw new Error(`no ${pathPrefix} link in:\n${text}`);
  return match[0];
}

export async function outboxRows() {
  const { results } = await env.DB.prepare("SELECT * FROM email_outbox ORDER BY id").all<Record<string, unknown>>();
  return results;
}

/** Waits until the queue consumer has settled every outbox row (sent, skipped or failed). */
export async function queueSettled(options: { timeout?: number } = {}) {
  await vi.waitUntil(async () => (await outboxRows()).every((row) => ["sent", "skipped", "failed"].includes(String(row.status))), {
    timeout: options.timeout ?? 5000,
    interval: 20,
  });
}
