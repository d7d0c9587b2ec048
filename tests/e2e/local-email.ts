// Reads e-mails from the local server's e-mail simulation (Miniflare, as in `wrangler dev`) through its local explorer API (the same list
// a developer sees): GET …/email/sending lists them, `?email_id=<Message-ID>` gives one with its raw MIME.
import { expect, type APIRequestContext } from "@playwright/test";

const SENDING = "/cdn-cgi/local/explorer/api/local/email/sending";

interface Listed {
  messageId: string;
  to: string[];
  subject: string;
}

/** Waits for an e-mail to `to` whose subject matches, and answers its decoded text/plain part. */
export async function waitForEmail(request: APIRequestContext, to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  let found: Listed | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${SENDING}?per_page=100`);
        const body = (await res.json()) as { result: Listed[] };
        found = body.result.find((email) => email.to.includes(to) && subject.test(email.subject));
        return Boolean(found);
      },
      { timeout: 15_000, message: `an e-mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  const res = await request.get(`${SENDING}?email_id=${encodeURIComponent(found!.messageId)}`);
  const { result } = (await res.json()) as { result: { subject: string; raw: string } };
  return { subject: result.subject, text: textPart(result.raw) };
}

/** The text/plain part of a mimetext message (base64), decoded. */
function textPart(raw: string): string {
  const part = raw.split(/--[^\r\n]+\r\n/).find((section) => /Content-Type: text\/plain/i.test(section));
  if (!part) throw new Error("no text/plain part");
  const [, ...body] = part.split("\r\n\r\n");
  return Buffer.from(body.join("").replace(/\s+/g, ""), "base64").toString("utf8");
}

/** The link in an e-mail's text whose path starts with `path`. */
export function linkIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://\\S+${path.replace(/[/.?]/g, "\\$&")}\\S*`));
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[0];
}
