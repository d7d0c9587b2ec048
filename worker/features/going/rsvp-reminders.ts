// The events cron (every 15 minutes) queues the reminders that are due: 9:00 the day before, in the
// event's city, to everyone still going, and 2 hours before the start where the organizer asked for it. A cancelled RSVP is never reminded (and a reminder queued just
// before a cancellation is skipped by the consumer).
import { createDb } from "../../db/client";
import { publicOrigin } from "../../http/public-origin";
import { queueEmail } from "../notifications/email-queue";
import { takeDueReminders, takeDueSoonReminders } from "./rsvp-queries";

/** Where links point when no request says (a cron run): the configured public origin. */
const LOCAL_ORIGIN = "http://localhost:8787";

export async function queueDueReminders(env: Env, nowMs: number): Promise<number> {
  const db = createDb(env.DB);
  const due = await takeDueReminders(db, nowMs);
  const origin = publicOrigin(env, LOCAL_ORIGIN);
  for (const rsvp of due) {
    await queueEmail(env, db, { kind: "rsvp_reminder", recipient: rsvp.email, sealedToken: rsvp.token_sealed }, { origin });
  }
  // And 2 hours before, where the organizer asked for it.
  const soon = await takeDueSoonReminders(db, nowMs);
  for (const rsvp of soon) {
    await queueEmail(env, db, { kind: "rsvp_reminder_soon", recipient: rsvp.email, sealedToken: rsvp.token_sealed }, { origin });
  }
  return due.length + soon.length;
}
