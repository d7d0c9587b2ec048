// Change notices: after a save changes an event's date, time or place, or takes it down, everyone going
// or waiting on an occurrence not yet over is e-mailed once (one save, one e-mail per address), through
// the outbox and queue. Every write path that can change those fields calls this after its write: staff's
// edit, unpublish and revert, an approved owner's change request (an owner's own edit cannot touch them),
// and a rejection in the moderation queue that takes a submission's listing down.
import { eq, sql } from "drizzle-orm";
import * as clock from "@shared/time/clock";
import type { Db } from "../../db/client";
import { listings } from "../../db/schema";
import { queueEmail } from "../notifications/email-queue";
import { NOTICED_FIELDS } from "../notifications/email-templates";
import { retimeRsvps, TIMING_FIELDS } from "./rsvp-retime";

interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * Queues the notices of one save's changes; answers how many were queued (none when nothing noticed changed).
 * `delaySeconds` holds them in the queue (a decision's undo window).
 */
export async function tellRsvpsOfChanges(
  env: Pick<Env, "EMAIL_QUEUE">,
  db: Db,
  listingId: number,
  changes: FieldChange[],
  origin: string,
  delaySeconds = 0,
): Promise<number> {
  const cancelled = changes.some((change) => change.field === "status" && change.before === "published" && change.after !== "published");
  const noticed = changes.filter((change) => (NOTICED_FIELDS as string[]).includes(change.field));
  // The reminders follow the new timing first, whatever the notice says.
  if (changes.some((change) => (TIMING_FIELDS as readonly string[]).includes(change.field))) await retimeRsvps(db, listingId);
  if (!cancelled && noticed.length === 0) return 0;
  // One row per address: its first RSVP still going or waiting (its language and private link).
  const people = await db.all<{ email: string; token_sealed: string }>(sql`
    SELECT min(id) AS id, email, token_sealed FROM event_rsvps
    WHERE listing_id = ${listingId} AND status IN ('going', 'waitlist') AND occurrence_end_at > ${clock.nowMs()}
    GROUP BY email ORDER BY id`);
  for (const person of people) {
    await queueEmail(
      env,
      db,
      cancelled
        ? { kind: "rsvp_cancelled", recipient: person.email, sealedToken: person.token_sealed }
        : { kind: "rsvp_changed", recipient: person.email, sealedToken: person.token_sealed, changes: noticed },
      { origin },
      delaySeconds,
    );
  }
  return people.length;
}

/**
 * A submission's listing taken down by a rejection in the moderation queue: its RSVPs hear that the event is
 * cancelled once the undo window has closed. An undone rejection puts the listing back up, and the queue's
 * consumer then sends nothing (it tells of a cancellation only while the listing is down).
 */
export async function tellRsvpsOfTakedown(env: Pick<Env, "EMAIL_QUEUE">, db: Db, submissionId: number, origin: string, delaySeconds: number) {
  const [listing] = await db.select({ id: listings.id }).from(listings).where(eq(listings.submission_id, submissionId)).limit(1);
  if (!listing) return 0;
  return tellRsvpsOfChanges(env, db, listing.id, [{ field: "status", before: "published", after: "unpublished" }], origin, delaySeconds);
}
