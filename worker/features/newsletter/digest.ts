// The weekly digest. Its cron step (the hourly Cron Trigger): for every city whose clock says Thursday
// 08:xx, each confirmed, unpaused subscriber of it without a digest this ISO week claims the week (a
// digest_sends row, the idempotency key: an overlapping or repeated run finds it taken) and, when the
// city has news, gets one digest queued through the outbox like every e-mail; the queue consumer
// composes it (queue-consumer.ts). A week with nothing new is claimed but sends nothing.
//
// What one digest lists is read when the e-mail is composed and, to skip empty weeks, when the cron
// step picks who is due: the listings published in the city in the last 7 days and the events with an
// occurrence in the next 10 local days, titles in the subscriber's language where a translation
// exists. One statement per section, each walking an index (status, city, …). Composing turns them
// into absolute links (detail pages and the city page in the subscriber's language) and pictures.
import { BROWSABLE_TYPES, type BrowsableType } from "@shared/listings/listing-types";
import { DIGEST_SECTION_LIMIT, digestWindows, digestZone, dueDigests, type DigestDue } from "@shared/newsletter/digest-schedule";
import { type Locale, localizedPath } from "@shared/i18n/locales";
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql, isNotNull, isNull, notExists, or } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { l, translation, withTranslation } from "../listings/listing-rows";
import { cityPath, detailPath, pagePaths } from "@shared/routing/paths";
import * as clock from "@shared/time/clock";
import type { DigestLine } from "../notifications/email-templates";
import { createDb, type Db } from "../../db/client";
import { digestSends, newsletterSubscribers } from "../../db/schema";
import { publicOrigin } from "../../http/public-origin";
import { queueEmail } from "../notifications/email-queue";

export interface DigestItem {
  id: number;
  type: BrowsableType;
  city: string;
  slug: string;
  title: string;
  image: string | null;
  /** Events: the start of the occurrence in the window (UTC ms). */
  startsAt: number | null;
}

export interface DigestContent {
  /** Published in the last 7 days (events listed under `upcoming` are not repeated here). */
  fresh: DigestItem[];
  upcoming: DigestItem[];
}

/** The digest of a city (null: every city) in a language at `nowMs`. */
/** A digest line's columns, the title in the reader's language (the translation join): the digest's and the follow roundup's. */
export const digestLineColumns = {
  id: l.id,
  type: sql<BrowsableType>`${l.type}`,
  city: l.city,
  slug: l.slug,
  title: sql<string>`coalesce(${translation.title}, ${l.title})`,
  image: l.image,
  startsAt: l.next_start_at,
};

export async function loadDigest(d1: D1Database, city: string | null, language: Locale, nowMs: number): Promise<DigestContent> {
  const { newSince, upcomingUntil } = digestWindows(nowMs, digestZone(city));
  const db = drizzle(d1);
  const items = () => db.select(digestLineColumns).from(l).leftJoin(translation, withTranslation(language));
  const inCity = city === null ? undefined : eq(l.city, city);
  const [upcoming, fresh] = await db.batch([
    items()
      .where(and(eq(l.status, "published"), eq(l.type, "event"), lt(l.next_start_at, upcomingUntil), gt(l.next_end_at, nowMs), inCity))
      .orderBy(asc(l.next_start_at), asc(l.id))
      .limit(DIGEST_SECTION_LIMIT),
    items()
      .where(
        and(
          eq(l.status, "published"),
          inArray(l.type, BROWSABLE_TYPES),
          gte(l.published_at, new Date(newSince).toISOString()),
          lte(l.published_at, new Date(nowMs).toISOString()),
          inCity,
        ),
      )
      .orderBy(desc(l.published_at), desc(l.id))
      .limit(DIGEST_SECTION_LIMIT * 2),
  ]);
  const upcomingItems = upcoming;
  const listed = new Set(upcomingItems.map((item) => item.id));
  return {
    upcoming: upcomingItems,
    fresh: fresh.filter((item) => !listed.has(item.id)).slice(0, DIGEST_SECTION_LIMIT),
  };
}

export const isEmptyDigest = (content: DigestContent) => content.fresh.length === 0 && content.upcoming.length === 0;

export async function composeDigest(
  db: D1Database,
  subscriber: { city: string | null; language: Locale },
  origin: string,
  nowMs: number = clock.nowMs(),
) {
  const content = await loadDigest(db, subscriber.city, subscriber.language, nowMs);
  if (isEmptyDigest(content)) return null;
  const url = (path: string) => `${origin}${localizedPath(path, subscriber.language)}`;
  const line = (item: DigestItem): DigestLine => ({
    title: item.title,
    href: url(detailPath(item)),
    // Our uploads are served from the site (/api/uploads/…); other photos are already absolute.
    image: item.image === null ? null : item.image.startsWith("/") ? `${origin}${item.image}` : item.image,
    startsAt: item.startsAt,
  });
  return {
    city: subscriber.city,
    zone: digestZone(subscriber.city),
    fresh: content.fresh.map(line),
    upcoming: content.upcoming.map(line),
    moreUrl: url(subscriber.city === null ? pagePaths.home : cityPath(subscriber.city)),
  };
}

/** Where links point when PUBLIC_ORIGIN is empty (local development; production requires it). */
const LOCAL_ORIGIN = "http://localhost:8787";

/** The subscribers of a due group who have no digest this week yet. */
function dueSubscribers(db: Db, due: DigestDue) {
  const t = newsletterSubscribers;
  const cities = [...(due.cities.length > 0 ? [inArray(t.city, due.cities)] : []), ...(due.everyCity ? [isNull(t.city)] : [])];
  return db
    .select({ id: t.id, email: t.email, city: t.city, language: t.language })
    .from(t)
    .where(
      and(
        isNotNull(t.confirmed_at),
        isNull(t.unsubscribed_at),
        isNull(t.paused),
        or(...cities),
        notExists(
          db
            .select({ one: sql`1` })
            .from(digestSends)
            .where(and(eq(digestSends.subscriber_id, t.id), eq(digestSends.week, due.week))),
        ),
      ),
    )
    .orderBy(t.id);
}

/** Takes the (subscriber, week) key; false when another run already has it. */
async function claimWeek(db: Db, subscriberId: number, week: string, nowMs: number): Promise<boolean> {
  const rows = await db
    .insert(digestSends)
    .values({ subscriber_id: subscriberId, week, created_at: new Date(nowMs).toISOString() })
    .onConflictDoNothing()
    .returning({ week: digestSends.week });
  return rows.length > 0;
}

export async function sendDueDigests(env: Pick<Env, "DB" | "EMAIL_QUEUE" | "PUBLIC_ORIGIN">, nowMs: number) {
  const db = createDb(env.DB);
  const origin = publicOrigin(env, LOCAL_ORIGIN);
  const hasNews = new Map<string, Promise<boolean>>();
  // `empty`: due, but their city had nothing new this week.
  const outcome = { queued: 0, empty: 0 };
  for (const due of dueDigests(nowMs)) {
    if (due.cities.length === 0 && !due.everyCity) continue;
    for (const subscriber of await dueSubscribers(db, due)) {
      if (!(await claimWeek(db, subscriber.id, due.week, nowMs))) continue;
      // The listings do not depend on the language: one look per city and run.
      const key = subscriber.city ?? "";
      if (!hasNews.has(key))
        hasNews.set(
          key,
          loadDigest(env.DB, subscriber.city, "en", nowMs).then((content) => !isEmptyDigest(content)),
        );
      if (!(await hasNews.get(key))) {
        outcome.empty++;
        continue;
      }
      const outboxId = await queueEmail(env, db, { kind: "digest", recipient: subscriber.email, subscriberId: subscriber.id }, { origin });
      if (outboxId === null) continue;
      await db
        .update(digestSends)
        .set({ outbox_id: outboxId })
        .where(and(eq(digestSends.subscriber_id, subscriber.id), eq(digestSends.week, due.week)));
      outcome.queued++;
    }
  }
  return outcome;
}
