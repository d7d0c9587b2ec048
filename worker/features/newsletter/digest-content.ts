// What one weekly digest lists, read when the e-mail is composed (the queue consumer) and, to skip empty
// weeks, when the cron job picks who is due: the listings published in the city in the last 7 days and
// the events with an occurrence in the next 10 local days, titles in the subscriber's language where a
// translation exists. One statement per section, each walking an index (status, city, …).
import { BROWSABLE_TYPES, type BrowsableType } from "@shared/listings/listing-types";
import { DIGEST_SECTION_LIMIT, digestWindows, digestZone } from "@shared/newsletter/digest-schedule";
import type { Locale } from "@shared/i18n/locales";
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { l, translation, withTranslation } from "../listings/listing-rows";

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
export async function loadDigest(d1: D1Database, city: string | null, language: Locale, nowMs: number): Promise<DigestContent> {
  const { newSince, upcomingUntil } = digestWindows(nowMs, digestZone(city));
  const db = drizzle(d1);
  const items = () =>
    db
      .select({
        id: l.id,
        type: sql<BrowsableType>`${l.type}`,
        city: l.city,
        slug: l.slug,
        title: sql<string>`coalesce(${translation.title}, ${l.title})`,
        image: l.image,
        startsAt: l.next_start_at,
      })
      .from(l)
      .leftJoin(translation, withTranslation(language));
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
