// Database access for newsletter signups.
import type { Db } from "../../db/client";
import { newsletterSubscribers } from "../../db/schema";

/**
 * Adds an address (already lower-cased by the input schema). Subscribing again is not an error:
 * the unique index keeps one row and the insert quietly does nothing.
 */
export async function addSubscriber(db: Db, email: string, now: Date = new Date()): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ email, created_at: now.toISOString() })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}
