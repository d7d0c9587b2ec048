// Database access for follows (double opt-in, as newsletter signups: only confirmed, not unsubscribed
// rows ever get a roundup). What a follow names is resolved here, on the server: a city of ours, or the
// venue or organizer of a published event.
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { resolveCity } from "@shared/places/city-provinces";
import { allCities } from "@shared/places/provinces";
import type { FollowKind } from "@shared/going/follow-kinds";
import type { FollowTarget } from "@shared/going/follow-schema";
import type { Locale } from "@shared/i18n/locales";
import * as clock from "@shared/time/clock";
import type { Db } from "../../db/client";
import { followRoundups, follows, listings, submissions } from "../../db/schema";
import { signText, type CookieEnv } from "../../http/signed-cookies";
import { CONFIRM_LINK_TTL_MS, confirmationDue } from "../newsletter/newsletter-queries";

/** What a row matches and names (see the `follows` table). */
export interface ResolvedFollow {
  kind: FollowKind;
  city: string | null;
  target: string;
  label: string;
}

/** A venue is its location in its city, compared trimmed and lower-cased. */
export const venueKey = (location: string) => location.trim().toLowerCase();

/**
 * An organizer's opaque id: an HMAC of their address (SESSION_SECRET), so a follow row, a link or an
 * e-mail never holds the address, and every event they submit matches it while its address is kept.
 */
export const organizerId = (env: CookieEnv, email: string) => signText(env, `organizer:${email.trim().toLowerCase()}`);

/** The follow an input names, or null when there is nothing to follow (an unknown city, no such published event, no organizer). */
export async function resolveFollow(env: CookieEnv, db: Db, follow: FollowTarget): Promise<ResolvedFollow | null> {
  if (follow.kind === "city") {
    const city = resolveCity(follow.city)?.city;
    return city !== undefined && allCities.includes(city) ? { kind: "city", city, target: city, label: city } : null;
  }
  const [event] = await db
    .select({ city: listings.city, title: listings.title, location: listings.location, submitter: submissions.submitter_email })
    .from(listings)
    .leftJoin(submissions, eq(submissions.id, listings.submission_id))
    .where(and(eq(listings.id, follow.event), eq(listings.type, "event"), eq(listings.status, "published")))
    .limit(1);
  if (!event) return null;
  if (follow.kind === "venue") {
    const label = event.location.trim();
    return label === "" ? null : { kind: "venue", city: event.city, target: venueKey(label), label };
  }
  // Catalogue events have no submitter; a submitter's address may already be erased (retention).
  if (!event.submitter) return null;
  return { kind: "organizer", city: null, target: await organizerId(env, event.submitter), label: event.title };
}

/**
 * Records a follow, unconfirmed, and answers its id. As for newsletter signups the work is the same for
 * every address, and the new token's hash is stored only when a confirmation is due (new, unconfirmed or
 * unsubscribed, and none sent in the last CONFIRM_RESEND_MS); the queue sends only that one.
 */
export async function addFollow(db: Db, email: string, follow: ResolvedFollow, tokenHash: string, language: Locale, now: Date = clock.now()) {
  const at = now.toISOString();
  const t = follows;
  const [, [row]] = await db.batch([
    db
      .insert(t)
      .values({ email, ...follow, language, created_at: at, confirm_token_hash: tokenHash, confirm_sent_at: at })
      .onConflictDoUpdate({
        target: [t.email, t.kind, t.target],
        set: { confirm_token_hash: tokenHash, confirm_sent_at: at, confirmed_at: null, unsubscribed_at: null, language, label: follow.label },
        setWhere: confirmationDue(t, now),
      }),
    db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.email, email), eq(t.kind, follow.kind), eq(t.target, follow.target)))
      .limit(1),
  ]);
  return row!.id;
}

export async function loadFollow(db: Db, id: number) {
  const [row] = await db.select().from(follows).where(eq(follows.id, id)).limit(1);
  return row ?? null;
}

/** The follow whose pending confirmation link holds this token (null: unknown, used or expired). */
export async function followByConfirmToken(db: Db, tokenHash: string, now: Date = clock.now()) {
  const [row] = await db.select().from(follows).where(eq(follows.confirm_token_hash, tokenHash)).limit(1);
  if (!row?.confirm_sent_at || now.getTime() - Date.parse(row.confirm_sent_at) > CONFIRM_LINK_TTL_MS) return null;
  return row;
}

/** Records the consent time. */
export async function confirmFollow(db: Db, id: number, now: Date = clock.now()): Promise<void> {
  await db.update(follows).set({ confirmed_at: now.toISOString(), confirm_token_hash: null, unsubscribed_at: null }).where(eq(follows.id, id));
}

/** Unsubscribes one follow, or (`all`) every follow of its address. Idempotent. */
export async function unsubscribeFollows(db: Db, id: number, all: boolean, now: Date = clock.now()): Promise<void> {
  const which = all ? eq(follows.email, sql`(SELECT ${follows.email} FROM ${follows} WHERE ${follows.id} = ${id})`) : eq(follows.id, id);
  await db
    .update(follows)
    .set({ unsubscribed_at: now.toISOString(), confirm_token_hash: null })
    .where(and(which, isNull(follows.unsubscribed_at)));
}

/**
 * Everything kept about an address's follows, for its data download: each follow (what, its language, when
 * asked, confirmed and unsubscribed) and the weeks a roundup was sent. Never the tokens.
 */
export async function followData(db: Db, email: string) {
  const [rows, weeks] = await Promise.all([
    db
      .select({
        kind: follows.kind,
        city: follows.city,
        label: follows.label,
        language: follows.language,
        created_at: follows.created_at,
        confirmed_at: follows.confirmed_at,
        unsubscribed_at: follows.unsubscribed_at,
      })
      .from(follows)
      .where(eq(follows.email, email))
      .orderBy(follows.id),
    db
      .select({ week: followRoundups.week, sent: sql<boolean>`${followRoundups.outbox_id} IS NOT NULL` })
      .from(followRoundups)
      .where(eq(followRoundups.email, email))
      .orderBy(followRoundups.week),
  ]);
  return { email, follows: rows, roundups: weeks.map((row) => ({ week: row.week, sent: Boolean(row.sent) })) };
}

/** The confirmed, subscribed follows of an address, oldest first. */
export function activeFollows(db: Db, email: string) {
  return db
    .select()
    .from(follows)
    .where(and(eq(follows.email, email), isNotNull(follows.confirmed_at), isNull(follows.unsubscribed_at)))
    .orderBy(follows.id);
}
