// The events cron (every 15 minutes) queues the reminders that are due: 9:00 the day before, in the
// event's city, to everyone still going, and 2 hours before the start where the organizer asked for it.
// A cancelled RSVP is never reminded (and a reminder queued just before a cancellation is skipped by the
// consumer).
import { createDb } from "../../db/client";
import { publicOrigin } from "../../http/public-origin";
import { queueEmail } from "../notifications/email-queue";
import { takeDueReminders } from "./rsvp-queries";

/** Where links point when no request says (a cron run): the configured public origin. */
const LOCAL_ORIGIN = "http://localhost:8787";

export async function queueDueReminders(env: Env, nowMs: number): Promise<number> {
  const db = createDb(env.DB);
  const origin = publicOrigin(env, LOCAL_ORIGIN);
  let queued = 0;
  // The day before, and 2 hours before where the organizer asked for it.
  for (const [reminder, kind] of [
    ["day", "rsvp_reminder"],
    ["soon", "rsvp_reminder_soon"],
  ] as const) {
    for (const rsvp of await takeDueReminders(db, reminder, nowMs)) {
      await queueEmail(env, db, { kind, recipient: rsvp.email, sealedToken: rsvp.token_sealed }, { origin });
      queued++;
    }
  }
  return queued;
}
