// Producer side of the e-mail queue. A request records the e-mail in the outbox and enqueues a small job;
// the queue consumer (queue-consumer.ts) composes and sends it. Nothing here ever fails the request: the
// submission, review or signup is already stored, and a problem is logged and left visible in the outbox.
import { isLocale, type Locale } from "@shared/i18n/locales";
import type { Db } from "../../db/client";
import { insertOutbox, markFailed, type NewOutboxEntry } from "./outbox-queries";
import * as clock from "@shared/time/clock";

export const EMAIL_DEAD_LETTER_QUEUE_NAME = "local-hype-email-failed";

/**
 * What travels through the queue: ids and where links point, never a link's token (the consumer opens
 * the sealed copy the database keeps: link-tokens.ts).
 */
export interface EmailJob {
  outboxId: number;
  /** Where links in the e-mail point (see public-origin.ts). */
  origin: string;
  /** A digest test (no subscriber): the city (null: every city) and language the admin previewed. */
  digest?: { city: string | null; language: Locale };
}

export function isEmailJob(body: unknown): body is EmailJob {
  if (typeof body !== "object" || body === null) return false;
  const job = body as Record<string, unknown>;
  return Number.isInteger(job.outboxId) && typeof job.origin === "string" && (job.digest === undefined || isDigestChoice(job.digest));
}

function isDigestChoice(value: unknown): value is EmailJob["digest"] {
  if (typeof value !== "object" || value === null) return false;
  const choice = value as Record<string, unknown>;
  return (choice.city === null || typeof choice.city === "string") && isLocale(choice.language);
}

/**
 * Records and enqueues one e-mail, delivered after `delaySeconds`. Answers the outbox id, or null when
 * even the outbox row could not be written (logged).
 */
export async function queueEmail(
  env: Pick<Env, "EMAIL_QUEUE">,
  db: Db,
  entry: NewOutboxEntry,
  job: Omit<EmailJob, "outboxId">,
  delaySeconds = 0,
): Promise<number | null> {
  const now = clock.now();
  let outboxId: number;
  try {
    outboxId = await insertOutbox(db, entry, new Date(now.getTime() + delaySeconds * 1000), now);
  } catch (error) {
    console.error(`E-mail "${entry.kind}" could not be recorded; not sent`, error);
    return null;
  }
  try {
    const body: EmailJob = { outboxId, ...job };
    await env.EMAIL_QUEUE.send(body, delaySeconds > 0 ? { delaySeconds } : undefined);
  } catch (error) {
    console.error(`E-mail ${outboxId} could not be queued`, error);
    await markFailed(db, outboxId, "Could not be queued").catch((cause) => console.error("outbox update failed", cause));
  }
  return outboxId;
}
