// What one weekly digest lists, read when the e-mail is composed (the queue consumer) and, to skip empty
// weeks, when the cron job picks who is due: the listings published in the city in the last 7 days and
// the events with an occurrence in the next 10 local days, titles in the subscriber's language where a
// translation exists. One statement per section, each walking an index (status, city, …).
import { BROWSABLE_TYPES, type BrowsableType } from "@shared/listings/listing-types";
import { DIGEST_SECTION_LIMIT, digestWindows, digestZone } from "@shared/newsletter/digest-schedule";
import type { Locale } from "@shared/i18n/locales";
import { inLocale } from "../../i18n/request-locale";
import { listingsFromSql } from "../listings/listing-rows";

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

const TYPES_SQL = BROWSABLE_TYPES.map((type) => `'${type}'`).join(", ");
const COLUMNS = "l.id, l.type, l.city, l.slug, coalesce(t.title, l.title) AS title, l.image, l.next_start_at AS startsAt";

/** The digest of a city (null: every city) in a language at `nowMs`. */
export async function loadDigest(db: D1Database, city: string | null, language: Locale, nowMs: number): Promise<DigestContent> {
  const { newSince, upcomingUntil } = digestWindows(nowMs, digestZone(city));
  const where = city === null ? "" : "AND l.city = ?3";
  const from = inLocale(language, listingsFromSql);
  const bind = (statement: D1PreparedStatement, ...values: (string | number)[]) => statement.bind(...values, ...(city === null ? [] : [city]));
  const [upcoming, fresh] = await db.batch<DigestItem>([
    bind(
      db.prepare(
        `SELECT ${COLUMNS} FROM ${from}
         WHERE l.status = 'published' AND l.type = 'event' AND l.next_start_at < ?1 AND l.next_end_at > ?2 ${where}
         ORDER BY l.next_start_at, l.id LIMIT ${DIGEST_SECTION_LIMIT}`,
      ),
      upcomingUntil,
      nowMs,
    ),
    bind(
      db.prepare(
        `SELECT ${COLUMNS} FROM ${from}
         WHERE l.status = 'published' AND l.type IN (${TYPES_SQL}) AND l.published_at >= ?1 AND l.published_at <= ?2 ${where}
         ORDER BY l.published_at DESC, l.id DESC LIMIT ${DIGEST_SECTION_LIMIT * 2}`,
      ),
      new Date(newSince).toISOString(),
      new Date(nowMs).toISOString(),
    ),
  ]);
  const upcomingItems = upcoming!.results;
  const listed = new Set(upcomingItems.map((item) => item.id));
  return {
    upcoming: upcomingItems,
    fresh: fresh!.results.filter((item) => !listed.has(item.id)).slice(0, DIGEST_SECTION_LIMIT),
  };
}

export const isEmptyDigest = (content: DigestContent) => content.fresh.length === 0 && content.upcoming.length === 0;
