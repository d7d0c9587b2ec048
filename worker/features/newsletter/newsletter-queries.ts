// Database access for newsletter signups (double opt-in: only confirmed, not unsubscribed addresses count).
import { and, count, desc, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOutbox, follows, newsletterSubscribers } from "../../db/schema";
import { DEFAULT_LOCALE, type Locale } from "@shared/i18n/locales";
import * as clock from "@shared/time/clock";

/** How long a confirmation link works. */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A new confirmation e-mail to the same address at most this often (signups cannot mail-bomb anyone). */
export const CONFIRM_RESEND_MS = 10 * 60 * 1000;

export async function loadSubscriber(db: Db, id: number) {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).limit(1);
  return row ?? null;
}

/**
 * Whether a double opt-in row (a subscriber, a follow) is owed a new confirmation e-mail: unconfirmed, or
 * unsubscribed and asking again, and none sent in the last CONFIRM_RESEND_MS.
 */
export function confirmationDue(t: typeof newsletterSubscribers | typeof follows, now: Date) {
  const resendAfter = new Date(now.getTime() - CONFIRM_RESEND_MS).toISOString();
  return and(or(isNull(t.confirmed_at), isNotNull(t.unsubscribed_at)), or(isNull(t.confirm_sent_at), lt(t.confirm_sent_at, resendAfter)));
}

/**
 * Records a signup (the address is already lower-cased by the input schema) and answers the subscriber's
 * id. It does the same work for every address — one upsert and one read, in one batch — so the answer's
 * timing cannot tell whether an address was already there. The new token's hash is stored only when a
 * confirmation is due (a new or unconfirmed address, or one that unsubscribed, and none sent in the
 * last CONFIRM_RESEND_MS); the queue consumer sends only when the job's token is the stored one.
 */
export async function addSubscriber(
  db: Db,
  email: string,
  tokenHash: string,
  language: Locale = DEFAULT_LOCALE,
  city: string | null = null,
  now: Date = clock.now(),
): Promise<number> {
  const at = now.toISOString();
  const t = newsletterSubscribers;
  const [, [row]] = await db.batch([
    db
      .insert(t)
      .values({ email, created_at: at, confirm_token_hash: tokenHash, confirm_sent_at: at, language, city })
      .onConflictDoUpdate({
        target: t.email,
        // Unconfirmed, or unsubscribed and signing up again: a fresh consent is needed.
        set: { confirm_token_hash: tokenHash, confirm_sent_at: at, confirmed_at: null, unsubscribed_at: null, language, city, paused: null },
        setWhere: confirmationDue(t, now),
      }),
    db.select({ id: t.id }).from(t).where(eq(t.email, email)).limit(1),
  ]);
  return row!.id;
}

/** Confirms the address whose link holds this token, recording the consent time. False: unknown or expired. */
export async function confirmSubscriber(db: Db, tokenHash: string, now: Date = clock.now()): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id, sent: newsletterSubscribers.confirm_sent_at })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirm_token_hash, tokenHash))
    .limit(1);
  if (!row?.sent || now.getTime() - Date.parse(row.sent) > CONFIRM_LINK_TTL_MS) return false;
  await db
    .update(newsletterSubscribers)
    .set({ confirmed_at: now.toISOString(), confirm_token_hash: null, unsubscribed_at: null })
    .where(eq(newsletterSubscribers.id, row.id));
  return true;
}

/** Unsubscribes (idempotent). False for an unknown id. */
export async function unsubscribe(db: Db, id: number, now: Date = clock.now()): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ unsubscribed_at: now.toISOString(), confirm_token_hash: null })
    .where(and(eq(newsletterSubscribers.id, id), isNull(newsletterSubscribers.unsubscribed_at)))
    .returning({ id: newsletterSubscribers.id });
  if (rows.length > 0) return true;
  return (await loadSubscriber(db, id)) !== null;
}

/** The addresses a newsletter may go to: confirmed and not unsubscribed. */
export async function countConfirmedSubscribers(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(newsletterSubscribers)
    .where(and(isNotNull(newsletterSubscribers.confirmed_at), isNull(newsletterSubscribers.unsubscribed_at)));
  return row?.total ?? 0;
}

/** What the preferences page shows: the address, its digest city and language, and whether it is paused or unsubscribed. */
export async function loadPreferences(db: Db, id: number) {
  const row = await loadSubscriber(db, id);
  if (!row) return null;
  return {
    email: row.email,
    city: row.city,
    language: row.language,
    paused: row.paused !== null,
    /** A digest that bounced is paused until the subscriber resumes it. */
    bounced: row.paused === "bounced",
    subscribed: row.confirmed_at !== null && row.unsubscribed_at === null,
  };
}

/**
 * Saves the preferences page. Pausing keeps an earlier reason (a bounce stays visible to admins until
 * the subscriber resumes); resuming clears it. False when the address is not (or no longer) subscribed.
 */
export async function savePreferences(db: Db, id: number, preferences: { city: string | null; language: Locale; paused: boolean }): Promise<boolean> {
  const t = newsletterSubscribers;
  const rows = await db
    .update(t)
    .set({
      city: preferences.city,
      language: preferences.language,
      paused: preferences.paused ? sql`coalesce(${t.paused}, 'subscriber')` : null,
    })
    .where(and(eq(t.id, id), isNotNull(t.confirmed_at), isNull(t.unsubscribed_at)))
    .returning({ id: t.id });
  return rows.length > 0;
}

/**
 * A newsletter e-mail failed after every retry: its address is paused as bounced (the preferences page
 * says why, admins see it) unless it already left. No-op for other e-mails.
 */
export async function pauseBouncedSubscriber(db: Db, outboxId: number): Promise<void> {
  const t = newsletterSubscribers;
  await db
    .update(t)
    .set({ paused: "bounced" })
    .where(
      and(eq(t.id, sql`(SELECT ${emailOutbox.subscriber_id} FROM ${emailOutbox} WHERE ${emailOutbox.id} = ${outboxId})`), isNull(t.unsubscribed_at)),
    );
}

/** The addresses paused after a bounce, for admins (newest first). */
export async function listBouncedSubscribers(db: Db, limit: number) {
  return db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, city: newsletterSubscribers.city })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.paused, "bounced"), isNull(newsletterSubscribers.unsubscribed_at)))
    .orderBy(desc(newsletterSubscribers.id))
    .limit(limit);
}
