// The weekly roundup of follows. It rides the digest's machinery: the hourly Cron Trigger, the ISO week
// as the idempotency key (a follow_roundups row per address and week, claimed before anything is
// queued), the outbox and queue, composing at send time. One rule for every address, whatever it
// follows (several cities, perhaps): Thursday 08:xx on the all-cities digest's clock (Toronto).
//
// What one roundup lists: per follow of the address, the events published since the address's last
// roundup (or since the follow was confirmed, when later), each event once (under the first follow it
// matches). Nothing matches: the week is claimed and nothing is sent.
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, lte, notExists, sql } from "drizzle-orm";
import { digestWeek, digestZone, isDigestHour, DIGEST_SECTION_LIMIT } from "@shared/newsletter/digest-schedule";
import { localizedPath, type Locale } from "@shared/i18n/locales";
import { detailPath } from "@shared/routing/paths";
import { createDb, type Db } from "../../db/client";
import { followRoundups, follows, submissions } from "../../db/schema";
import type { CookieEnv } from "../../http/signed-cookies";
import { publicOrigin } from "../../http/public-origin";
import { l, translation, withTranslation } from "../listings/listing-rows";
import { digestLineColumns } from "../newsletter/digest";
import { queueEmail } from "../notifications/email-queue";
import type { DigestLine } from "../notifications/email-templates";
import { activeFollows, organizerId, venueKey } from "./follow-queries";

/** The one clock roundups read (the all-cities digest's). */
export const ROUNDUP_ZONE = digestZone(null);
/** The most events one run reads for one address (each follow then lists at most DIGEST_SECTION_LIMIT). */
const CANDIDATE_LIMIT = 500;
/** Where links point when PUBLIC_ORIGIN is empty (local development; production requires it). */
const LOCAL_ORIGIN = "http://localhost:8787";

type Follow = Awaited<ReturnType<typeof activeFollows>>[number];

export interface RoundupGroup {
  follow: Follow;
  events: (DigestLine & { zone: string })[];
}

/** When the address's last roundup before `week` was claimed (ms), or null: none yet. */
async function lastRoundupAt(db: Db, email: string, week: string): Promise<number | null> {
  const [row] = await db
    .select({ at: followRoundups.created_at })
    .from(followRoundups)
    .where(and(eq(followRoundups.email, email), lt(followRoundups.week, week)))
    .orderBy(desc(followRoundups.week))
    .limit(1);
  return row ? Date.parse(row.at) : null;
}

/**
 * The roundup of an address for the ISO `week` at `nowMs`: its follows, each with the new events it
 * matches (titles in `language` where translated, links absolute); null when nothing matches.
 */
export async function composeRoundup(env: CookieEnv & Pick<Env, "DB">, email: string, week: string, nowMs: number, origin: string, language: Locale) {
  const db = createDb(env.DB);
  const followed = await activeFollows(db, email);
  if (followed.length === 0) return null;
  const last = await lastRoundupAt(db, email, week);
  const sinceOf = (follow: Follow) => Math.max(last ?? 0, Date.parse(follow.confirmed_at!));
  const since = Math.min(...followed.map(sinceOf));
  const events = await db
    .select({
      ...digestLineColumns,
      location: l.location,
      publishedAt: l.published_at,
      submitter: submissions.submitter_email,
    })
    .from(l)
    .leftJoin(translation, withTranslation(language))
    .leftJoin(submissions, eq(submissions.id, l.submission_id))
    .where(
      and(
        eq(l.status, "published"),
        eq(l.type, "event"),
        gt(l.published_at, new Date(since).toISOString()),
        lte(l.published_at, new Date(nowMs).toISOString()),
      ),
    )
    .orderBy(asc(l.published_at), asc(l.id))
    .limit(CANDIDATE_LIMIT);
  // Each organizer's id is worked out once per address, only when it follows one.
  const organizers = new Map<string, Promise<string>>();
  const organizerOf = (address: string) => {
    if (!organizers.has(address)) organizers.set(address, organizerId(env, address));
    return organizers.get(address)!;
  };
  const listed = new Set<number>();
  const groups: RoundupGroup[] = [];
  for (const follow of followed) {
    const from = new Date(sinceOf(follow)).toISOString();
    const lines: RoundupGroup["events"] = [];
    for (const event of events) {
      if (lines.length >= DIGEST_SECTION_LIMIT) break;
      if (listed.has(event.id) || (event.publishedAt ?? "") <= from) continue;
      const matches =
        follow.kind === "city"
          ? event.city === follow.target
          : follow.kind === "venue"
            ? event.city === follow.city && venueKey(event.location) === follow.target
            : !!event.submitter && (await organizerOf(event.submitter)) === follow.target;
      if (!matches) continue;
      listed.add(event.id);
      lines.push({
        title: event.title,
        href: `${origin}${localizedPath(detailPath(event), language)}`,
        image: event.image === null ? null : event.image.startsWith("/") ? `${origin}${event.image}` : event.image,
        startsAt: event.startsAt,
        zone: digestZone(event.city),
      });
    }
    if (lines.length > 0) groups.push({ follow, events: lines });
  }
  return groups.length > 0 ? { groups, followed } : null;
}

/** The addresses with a confirmed follow and no roundup this week yet. */
function dueAddresses(db: Db, week: string) {
  return db
    .selectDistinct({ email: follows.email, language: follows.language })
    .from(follows)
    .where(
      and(
        isNotNull(follows.confirmed_at),
        isNull(follows.unsubscribed_at),
        notExists(
          db
            .select({ one: sql`1` })
            .from(followRoundups)
            .where(and(eq(followRoundups.email, follows.email), eq(followRoundups.week, week))),
        ),
      ),
    )
    .orderBy(follows.email);
}

/** The language of an address's e-mails: that of its latest follow. */
export async function addressLanguage(db: Db, email: string): Promise<Locale> {
  const [row] = await db.select({ language: follows.language }).from(follows).where(eq(follows.email, email)).orderBy(desc(follows.id)).limit(1);
  return row?.language ?? "en";
}

/** The cron step: at roundup time, each due address claims its week and, when something matches, gets one roundup queued. */
export async function sendDueRoundups(env: Pick<Env, "DB" | "EMAIL_QUEUE" | "PUBLIC_ORIGIN" | "SESSION_SECRET" | "APP_ENV">, nowMs: number) {
  const outcome = { queued: 0, empty: 0 };
  if (!isDigestHour(nowMs, ROUNDUP_ZONE)) return outcome;
  const db = createDb(env.DB);
  const origin = publicOrigin(env, LOCAL_ORIGIN);
  const week = digestWeek(nowMs, ROUNDUP_ZONE);
  const seen = new Set<string>();
  for (const { email } of await dueAddresses(db, week)) {
    if (seen.has(email)) continue;
    seen.add(email);
    const claimed = await db
      .insert(followRoundups)
      .values({ email, week, created_at: new Date(nowMs).toISOString() })
      .onConflictDoNothing()
      .returning({ week: followRoundups.week });
    if (claimed.length === 0) continue;
    if (!(await composeRoundup(env, email, week, nowMs, origin, "en"))) {
      outcome.empty++;
      continue;
    }
    const outboxId = await queueEmail(env, db, { kind: "follow_roundup", recipient: email }, { origin });
    if (outboxId === null) continue;
    await db
      .update(followRoundups)
      .set({ outbox_id: outboxId })
      .where(and(eq(followRoundups.email, email), eq(followRoundups.week, week)));
    outcome.queued++;
  }
  return outcome;
}
