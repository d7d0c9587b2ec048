// What a listing's page got, in D1: a beacon counts once per visitor, listing, action and day (a hash of
// the visitor under the day's random salt, kept until the day is over), into one row per listing and
// day; the Cron Trigger folds old days into months and forgets the hashes and salts of days that are over.
import { and, desc, eq, gte, lt, lte, sql, type SQL } from "drizzle-orm";
import { ACTIVITY_DAILY_MONTHS, ACTIVITY_KINDS, type ActivityKind } from "@shared/activity/activity";
import type { ActivityBeacon } from "@shared/activity/activity-schema";
import { addDays, cityDay, utcDay } from "@shared/time/city-day";
import { eventZone } from "@shared/time/event-occurrences";
import type { Db } from "../../db/client";
import { activitySalts, activityVisitors, listingActivity, listings } from "../../db/schema";
import { saltedHash } from "../../crypto/hex-digest";

const HOUR_MS = 3_600_000;
/** Hex digits kept of a visitor's hash: one day's visitors of one listing told apart, no more. */
const VISITOR_HASH_LENGTH = 16;

/** The day's salt (made on first use): the vote log's daily-salt idea, in D1 (docs/decisions/0136). */
async function daySalt(db: Db, day: string): Promise<string> {
  const [, [row]] = await db.batch([
    db.insert(activitySalts).values({ day, salt: crypto.randomUUID() }).onConflictDoNothing(),
    db.select({ salt: activitySalts.salt }).from(activitySalts).where(eq(activitySalts.day, day)),
  ]);
  return row!.salt;
}

/**
 * Counts a beacon from `visitor` (its network and user agent) unless this visitor was already counted for
 * this listing and action today, in the listing's city's day. Only published listings count; answers
 * whether the beacon was counted.
 */
export async function recordActivity(db: Db, beacon: ActivityBeacon, visitor: string, nowMs: number): Promise<boolean> {
  const [listing] = await db
    .select({ city: listings.city })
    .from(listings)
    .where(and(eq(listings.id, beacon.listingId), eq(listings.status, "published")));
  if (!listing) return false;
  const day = cityDay(nowMs, eventZone(listing.city));
  const hash = await saltedHash(await daySalt(db, day), `${visitor}\u0000${beacon.listingId}\u0000${beacon.kind}`, VISITOR_HASH_LENGTH);
  const fresh = await db.insert(activityVisitors).values({ hash, day }).onConflictDoNothing().returning({ hash: activityVisitors.hash });
  if (fresh.length === 0) return false;
  await db
    .insert(listingActivity)
    .values({ listing_id: beacon.listingId, period: day, [beacon.kind]: 1 })
    .onConflictDoUpdate({
      target: [listingActivity.listing_id, listingActivity.period],
      set: { [beacon.kind]: sql`${listingActivity[beacon.kind]} + 1` },
    });
  return true;
}

type Counts = Record<ActivityKind, number>;

const countColumns = Object.fromEntries(ACTIVITY_KINDS.map((kind) => [kind, listingActivity[kind]])) as {
  [K in ActivityKind]: (typeof listingActivity)[K];
};

/** The listing's days with activity among the last `days` (its city's today included), newest first, and their totals. */
export async function activityReport(db: Db, id: number, days: number, nowMs: number) {
  const [listing] = await db.select({ city: listings.city }).from(listings).where(eq(listings.id, id));
  if (!listing) return null;
  const since = addDays(cityDay(nowMs, eventZone(listing.city)), 1 - days);
  const rows = await db
    .select({ day: listingActivity.period, ...countColumns })
    .from(listingActivity)
    .where(and(eq(listingActivity.listing_id, id), gte(listingActivity.period, since)))
    .orderBy(desc(listingActivity.period));
  const totals = Object.fromEntries(ACTIVITY_KINDS.map((kind) => [kind, rows.reduce((sum, row) => sum + row[kind], 0)])) as Counts;
  return { since, days: rows, totals };
}

/** The listing's totals over a range of its days (folded months left out: their days are not known). */
export function activityTotals(db: Db, id: number, from: string, to: string) {
  const sums = Object.fromEntries(ACTIVITY_KINDS.map((kind) => [kind, sql<number>`coalesce(sum(${listingActivity[kind]}), 0)`])) as {
    [K in ActivityKind]: SQL<number>;
  };
  return db
    .select(sums)
    .from(listingActivity)
    .where(
      and(
        eq(listingActivity.listing_id, id),
        gte(listingActivity.period, from),
        lte(listingActivity.period, to),
        sql`length(${listingActivity.period}) = 10`,
      ),
    );
}

/** The first day of the month `monthsBack` months before `nowMs`'s (UTC). */
function monthStart(nowMs: number, monthsBack: number): string {
  const now = new Date(nowMs);
  return utcDay(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
}

/**
 * Folds the days of the month that has just become older than ACTIVITY_DAILY_MONTHS into one row per
 * listing and month (period yyyy-mm), in one transaction, and answers how many day rows it folded. Only
 * that month's range of the day index is read: a month's row sorts before its own first day, so the hourly
 * run reads no folded months, and nothing at all once the month is folded.
 */
export async function foldOldDays(db: Db, nowMs: number): Promise<number> {
  const oldDays = and(
    gte(listingActivity.period, monthStart(nowMs, ACTIVITY_DAILY_MONTHS + 1)),
    lt(listingActivity.period, monthStart(nowMs, ACTIVITY_DAILY_MONTHS)),
  );
  const sums = Object.fromEntries(ACTIVITY_KINDS.map((kind) => [kind, sql<number>`sum(${listingActivity[kind]})`.as(kind)]));
  const month = sql<string>`substr(${listingActivity.period}, 1, 7)`;
  const [, deleted] = await db.batch([
    db
      .insert(listingActivity)
      .select(
        db
          .select({ listing_id: listingActivity.listing_id, period: month.as("period"), ...sums })
          .from(listingActivity)
          .where(oldDays)
          .groupBy(listingActivity.listing_id, month),
      )
      .onConflictDoUpdate({
        target: [listingActivity.listing_id, listingActivity.period],
        set: Object.fromEntries(ACTIVITY_KINDS.map((kind) => [kind, sql`${listingActivity[kind]} + excluded.${sql.identifier(kind)}`])),
      }),
    db.delete(listingActivity).where(oldDays),
  ]);
  return deleted.meta.changes;
}

/**
 * Deletes the visitor hashes and salts of days that are over in every city: no Canadian zone is 12 hours
 * behind UTC, so a day is over everywhere once it is over 12 hours west of Greenwich.
 */
export function forgetVisitors(db: Db, nowMs: number) {
  const over = utcDay(nowMs - 12 * HOUR_MS);
  return [db.delete(activityVisitors).where(lt(activityVisitors.day, over)), db.delete(activitySalts).where(lt(activitySalts.day, over))] as const;
}
