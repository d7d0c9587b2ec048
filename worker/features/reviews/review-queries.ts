// Database access for reviews and tips: writing, the reviewer's link (publish, edit, delete), the
// moderators' queue and reports. Procedures (reviews-router.ts, reviews-admin-router.ts) decide; these read and write.
import { and, asc, count, eq, gte, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { ReviewContent } from "@shared/reviews/review-schema";
import type { HideReason, HoldReason, ReviewStatus } from "@shared/reviews/review-rules";
import type { Db } from "../../db/client";
import { listingReviews, listings, reviewReports } from "../../db/schema";
import { TIMING_COLUMNS } from "../listings/event-timing";
import { photosColumn } from "./review-photos";

const contentColumns = (content: ReviewContent, textHash: string) => ({
  kind: content.kind,
  stars: content.stars,
  text: content.text,
  text_hash: textHash,
  visit_month: content.visitMonth,
  display_name: content.displayName,
  language: content.language,
});

/** A published listing with what reviewing it depends on (type, event timing, website), or null. */
export async function reviewableListing(db: Db, listingId: number) {
  const [row] = await db
    .select({ id: listings.id, title: listings.title, slug: listings.slug, website: listings.website, ...TIMING_COLUMNS })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.status, "published")));
  return row ?? null;
}

/** Whether a review from this browser on this listing already got past its link. */
export async function browserHasReviewed(db: Db, listingId: number, browserKeyHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: listingReviews.id })
    .from(listingReviews)
    .where(
      and(eq(listingReviews.listing_id, listingId), eq(listingReviews.browser_key_hash, browserKeyHash), ne(listingReviews.status, "unconfirmed")),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertReview(
  db: Db,
  review: { listingId: number; email: string; browserKeyHash: string; content: ReviewContent; textHash: string },
  link: { hash: string; sealed: string; expiresAt: string },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(listingReviews)
    .values({
      listing_id: review.listingId,
      ...contentColumns(review.content, review.textHash),
      email: review.email,
      browser_key_hash: review.browserKeyHash,
      status: "unconfirmed",
      link_token_hash: link.hash,
      link_token_sealed: link.sealed,
      link_expires_at: link.expiresAt,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning({ id: listingReviews.id });
  if (!row) throw new Error("insert into listing_reviews returned no row");
  return row.id;
}

/** The review found by `where`, with its listing's title and address; null when none. */
async function reviewJoined(db: Db, where: SQL) {
  const [row] = await db
    .select({
      review: listingReviews,
      listing: { id: listings.id, title: listings.title, type: listings.type, city: listings.city, slug: listings.slug, website: listings.website },
    })
    .from(listingReviews)
    .innerJoin(listings, eq(listings.id, listingReviews.listing_id))
    .where(where);
  return row ?? null;
}

/** The review behind a link's hash (the reviewer's page and actions). */
export const reviewByLinkHash = (db: Db, hash: string) => reviewJoined(db, eq(listingReviews.link_token_hash, hash));

/** A review by id, for e-mails and moderators. */
export const reviewWithListing = (db: Db, id: number) => reviewJoined(db, eq(listingReviews.id, id));

/** Another review (past its link) with the same text, anywhere. */
export async function textSeenElsewhere(db: Db, reviewId: number, textHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: listingReviews.id })
    .from(listingReviews)
    .where(and(eq(listingReviews.text_hash, textHash), ne(listingReviews.id, reviewId), ne(listingReviews.status, "unconfirmed")))
    .limit(1);
  return row !== undefined;
}

/** How many reviews on the listing got past their link since `since`. */
export async function confirmedSince(db: Db, listingId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listingReviews)
    .where(
      and(eq(listingReviews.listing_id, listingId), ne(listingReviews.status, "unconfirmed"), gte(listingReviews.confirmed_at, since.toISOString())),
    );
  return row?.n ?? 0;
}

/**
 * Publishes or holds an unconfirmed review as its link is followed. False when it was no longer
 * unconfirmed (a second click racing the first). A second review by the same address or browser on the
 * listing fails on the partial unique indexes (the caller words it).
 */
export async function confirmReview(db: Db, id: number, status: "published" | "held", holdReason: HoldReason | null, now: Date): Promise<boolean> {
  const rows = await db
    .update(listingReviews)
    .set({ status, hold_reason: holdReason, confirmed_at: now.toISOString(), updated_at: now.toISOString() })
    .where(and(eq(listingReviews.id, id), eq(listingReviews.status, "unconfirmed")))
    .returning({ id: listingReviews.id });
  return rows.length > 0;
}

/** The reviewer's edit: the new content and where the review now stands. */
export async function updateReview(
  db: Db,
  id: number,
  change: { content: ReviewContent; textHash: string; status: ReviewStatus; holdReason: HoldReason | null; editAfterHide: boolean },
  now: Date,
): Promise<void> {
  await db
    .update(listingReviews)
    .set({
      ...contentColumns(change.content, change.textHash),
      status: change.status,
      hold_reason: change.holdReason,
      ...(change.editAfterHide ? { hide_reason: null, edited_after_hide: true } : {}),
      updated_at: now.toISOString(),
    })
    .where(eq(listingReviews.id, id));
}

export async function deleteReview(db: Db, id: number): Promise<void> {
  await db.delete(listingReviews).where(eq(listingReviews.id, id));
}

/**
 * Open reports of the review (a moderator's decision resolves them). Table names are written out: drizzle may
 * leave a column unqualified in a select's SQL, where "id" would be the report's.
 */
const openReports = sql<number>`(SELECT count(*) FROM review_reports WHERE review_reports.review_id = listing_reviews.id AND review_reports.resolved_at IS NULL)`;

/**
 * A review as the listing's page, the moderators' queue and its writer's data download show it: what was
 * written, with its photos (one JSON column, no query per review).
 */
export const reviewColumns = {
  id: listingReviews.id,
  kind: listingReviews.kind,
  stars: listingReviews.stars,
  text: listingReviews.text,
  visitMonth: listingReviews.visit_month,
  displayName: listingReviews.display_name,
  language: listingReviews.language,
  ...photosColumn,
};

/** How many reviews the moderators' queue shows at once (oldest first). */
const QUEUE_LIMIT = 50;

/** The moderators' queue: held reviews and published ones someone reported, oldest first. */
export function reviewQueue(db: Db) {
  return db
    .select({
      // With its photos, which the moderator judges with the text.
      review: {
        ...reviewColumns,
        email: listingReviews.email,
        status: listingReviews.status,
        holdReason: listingReviews.hold_reason,
        updatedAt: listingReviews.updated_at,
      },
      openReports,
      listing: { id: listings.id, title: listings.title, type: listings.type, city: listings.city, slug: listings.slug },
    })
    .from(listingReviews)
    .innerJoin(listings, eq(listings.id, listingReviews.listing_id))
    .where(or(eq(listingReviews.status, "held"), and(eq(listingReviews.status, "published"), sql`${openReports} > 0`)))
    .orderBy(asc(listingReviews.updated_at), asc(listingReviews.id))
    .limit(QUEUE_LIMIT);
}

/** The reasons of a review's open reports (the queue shows them). */
export async function openReportReasons(db: Db, reviewIds: number[]) {
  if (reviewIds.length === 0) return [];
  return db
    .select({ reviewId: reviewReports.review_id, reason: reviewReports.reason })
    .from(reviewReports)
    .where(and(inArray(reviewReports.review_id, reviewIds), isNull(reviewReports.resolved_at)));
}

/**
 * A moderator's decision on a review in the queue: published, or hidden with its reason (the reviewer may
 * then edit it once). Its open reports are resolved with it. False when it was no longer in the queue.
 */
export async function decideReview(db: Db, id: number, decision: { hide: HideReason | null }, now: Date): Promise<boolean> {
  const inQueue = or(eq(listingReviews.status, "held"), and(eq(listingReviews.status, "published"), sql`${openReports} > 0`));
  const [updated] = await db
    .update(listingReviews)
    .set(
      decision.hide
        ? { status: "hidden", hide_reason: decision.hide, hold_reason: null, updated_at: now.toISOString() }
        : { status: "published", hide_reason: null, hold_reason: null, updated_at: now.toISOString() },
    )
    .where(and(eq(listingReviews.id, id), inQueue))
    .returning({ id: listingReviews.id });
  if (!updated) return false;
  await db
    .update(reviewReports)
    .set({ resolved_at: now.toISOString() })
    .where(and(eq(reviewReports.review_id, id), isNull(reviewReports.resolved_at)));
  return true;
}

/** Whether the review is published (only a published review can be reported). */
export async function isPublished(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: listingReviews.id })
    .from(listingReviews)
    .where(and(eq(listingReviews.id, id), eq(listingReviews.status, "published")));
  return row !== undefined;
}

export async function insertReport(db: Db, report: { reviewId: number; reason: HideReason; reporterId: string | null }, now: Date): Promise<void> {
  await db
    .insert(reviewReports)
    .values({ review_id: report.reviewId, reason: report.reason, reporter_id: report.reporterId, created_at: now.toISOString() });
}
