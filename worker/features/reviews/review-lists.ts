// A listing's published reviews as its page shows them: pages by keyset in each order (O(page) however
// many reviews a listing has), the stars' distribution and the hidden ones counted by reason. Nothing
// about the listing (a paid promotion included) takes part in any order.
import { and, count, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { LOCALES, type Locale } from "@shared/i18n/locales";
import { REVIEWS_PAGE_SIZE, STARS_MAX, STARS_MIN, type ReviewSort } from "@shared/reviews/review-rules";
import type { Db } from "../../db/client";
import type { ReadDb } from "../listings/listing-rows";
import { listingReviews as r } from "../../db/schema";
import { currentReply } from "./review-replies";
import { shownPhotos } from "./review-photos";
import { reviewColumns } from "./review-queries";
import { format } from "@shared/i18n/messages";
import { reviewMessages } from "@shared/reviews/reviews-texts";
import type { StructuredReview } from "@shared/seo/json-ld/listing-entity";

export interface ReviewCursor {
  at: string;
  id: number;
  segment: number;
}

const STAR_VALUES = Array.from({ length: STARS_MAX - STARS_MIN + 1 }, (_, i) => STARS_MIN + i);

/**
 * Each order is a run of segments, each walked newest first on an index: the whole list for "newest", one
 * star value after another for "highest" and "lowest", the page's language then the others for "language".
 */
function segments(sort: ReviewSort, locale: Locale): SQL[] {
  switch (sort) {
    case "newest":
      return [sql`1 = 1`];
    case "highest":
      return [...STAR_VALUES].reverse().map((stars) => eq(r.stars, stars));
    case "lowest":
      return STAR_VALUES.map((stars) => eq(r.stars, stars));
    case "language":
      return [locale, ...LOCALES.filter((other) => other !== locale)].map((language) => eq(r.language, language));
  }
}

const shown = { ...reviewColumns, confirmedAt: r.confirmed_at, ...currentReply };

/** One segment's reviews, newest first, from an index range. */
const segmentRows = (db: ReadDb, where: SQL | undefined, limit: number) =>
  db.select(shown).from(r).where(where).orderBy(desc(r.confirmed_at), desc(r.id)).limit(limit);
type ShownReview = Awaited<ReturnType<typeof segmentRows>>[number];

/** A page of reviews, each segment's query run as a batch of one on the metered read path (its rows read are counted). */
export async function reviewPage(db: ReadDb, input: { listingId: number; sort: ReviewSort; language: Locale; cursor?: ReviewCursor | undefined }) {
  const parts = segments(input.sort, input.language);
  const items: ShownReview[] = [];
  let last: ReviewCursor | null = null;
  for (let segment = input.cursor?.segment ?? 0; segment < parts.length && items.length <= REVIEWS_PAGE_SIZE; segment++) {
    const after =
      input.cursor && input.cursor.segment === segment ? sql`(${r.confirmed_at}, ${r.id}) < (${input.cursor.at}, ${input.cursor.id})` : undefined;
    const where = and(eq(r.listing_id, input.listingId), eq(r.status, "published"), parts[segment], after);
    const [rows] = await db.batch([segmentRows(db, where, REVIEWS_PAGE_SIZE + 1 - items.length)]);
    for (const row of rows) {
      items.push(row);
      if (items.length <= REVIEWS_PAGE_SIZE) last = { at: row.confirmedAt ?? "", id: row.id, segment };
    }
  }
  const more = items.length > REVIEWS_PAGE_SIZE;
  const page = items.slice(0, REVIEWS_PAGE_SIZE).map(({ photos, ...review }) => ({ ...review, photos: shownPhotos(photos) }));
  return { items: page, nextCursor: more ? last : null };
}

/** How many published reviews have each star value (5 down to 1): the section's distribution. */
export async function reviewSummary(db: Db, listingId: number) {
  const stars = await db
    .select({ stars: r.stars, n: count() })
    .from(r)
    .where(and(eq(r.listing_id, listingId), eq(r.status, "published"), isNotNull(r.stars)))
    .groupBy(r.stars);
  return {
    distribution: [...STAR_VALUES].reverse().map((value) => ({ stars: value, count: stars.find((row) => row.stars === value)?.n ?? 0 })),
  };
}

/**
 * How many reviews a page's structured data names beside its average: the newest few, which show that the
 * figures come from real reviews without making every page carry its whole list.
 */
const STRUCTURED_REVIEWS = 3;

/** The newest published reviews with stars (tips have none), as the page's structured data names them. */
export async function structuredReviews(db: Db, listingId: number): Promise<StructuredReview[]> {
  const rows = await db
    .select({ stars: r.stars, text: r.text, displayName: r.display_name, language: r.language, confirmedAt: r.confirmed_at })
    .from(r)
    .where(and(eq(r.listing_id, listingId), eq(r.status, "published"), isNotNull(r.stars)))
    .orderBy(desc(r.confirmed_at), desc(r.id))
    .limit(STRUCTURED_REVIEWS);
  return rows.map(({ stars, confirmedAt, ...review }) => ({ ...review, stars: stars!, publishedOn: (confirmedAt ?? "").slice(0, 10) }));
}

/** A listing's hidden reviews counted by reason, the most frequent first. */
async function hiddenCounts(db: Db, listingId: number) {
  const hidden = await db
    .select({ reason: r.hide_reason, n: count() })
    .from(r)
    .where(and(eq(r.listing_id, listingId), eq(r.status, "hidden")))
    .groupBy(r.hide_reason)
    .orderBy(desc(count()));
  return hidden.flatMap((row) => (row.reason ? [{ reason: row.reason, count: row.n }] : []));
}

/**
 * What every reviewable listing's page says of its reviews before anyone opens them, in the request's
 * language: how many are hidden and why ("3 hidden · conflict of interest 2, off-topic 1"; null when none),
 * the rules' link words and, where it takes a review now (`open`), the "Write a review" button's. The page
 * carries no code or texts module for the wording.
 */
export async function reviewsNote(db: Db, listingId: number, open: boolean) {
  const hidden = await hiddenCounts(db, listingId);
  const total = hidden.reduce((sum, row) => sum + row.count, 0);
  return {
    hidden:
      total === 0
        ? null
        : format(reviewMessages.hiddenLine, {
            count: total,
            reasons: hidden
              .map((row) => format(reviewMessages.hiddenReason, { reason: reviewMessages.hideReasons[row.reason], count: row.count }))
              .join(", "),
          }),
    rules: reviewMessages.rulesLink,
    write: open ? reviewMessages.writeHeading : null,
  };
}
