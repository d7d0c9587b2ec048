// The events cron (every 15 minutes) queues the reminders that are due: 9:00 the day before, in the
// event's city, to everyone still going. A cancelled RSVP is never reminded (and a reminder queued just
// before a cancellation is skipped by the consumer).
import { createDb } from "../../db/client";
import { publicOrigin } from "../../http/public-origin";
import { queueEmail } from "../notifications/email-queue";
import { takeDueReminders } from "./rsvp-queries";

/** Where links point when no request says (a cron run): the configured public origin. */
const LOCAL_ORIGIN = "http://localhost:8787";

export async function queueDueReminders(env: Env, nowMs: number): Promise<number> {
  const db = createDb(env.DB);
  const due = await takeDueReminders(db, nowMs);
  const origin = publicOrigin(env, LOCAL_ORIGIN);
  for (const rsvp of due) {
    await queueEmail(env, db, { kind: "rsvp_reminder", recipient: rsvp.email, sealedToken: rsvp.token_sealed }, { origin });
  }
  return due.length;
}
