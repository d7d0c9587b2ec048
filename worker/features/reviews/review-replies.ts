// A verified owner's public reply to a review of their listing: one per review, every version a row (the
// history kept), the newest shown. Owners reply and report; hiding and deleting stay the moderators' and
// the reviewer's.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listingReviews as r, reviewReplies } from "../../db/schema";

/**
 * The newest version of a review's reply, as columns of the review's row (no second query per review). Table
 * names are written out: drizzle leaves a column unqualified in a select's SQL, where "id" would be the reply's.
 */
export const currentReply = {
  replyText: sql<
    string | null
  >`(SELECT text FROM review_replies WHERE review_replies.review_id = listing_reviews.id ORDER BY review_replies.id DESC LIMIT 1)`,
  replyAt: sql<
    string | null
  >`(SELECT written_at FROM review_replies WHERE review_replies.review_id = listing_reviews.id ORDER BY review_replies.id DESC LIMIT 1)`,
};

/** A published review of this listing (an owner replies only to those), or null. */
export async function publishedReviewOf(db: Db, listingId: number, reviewId: number) {
  const [row] = await db
    .select({ id: r.id, email: r.email })
    .from(r)
    .where(and(eq(r.id, reviewId), eq(r.listing_id, listingId), eq(r.status, "published")));
  return row ?? null;
}

/** Writes a new version of the review's reply; answers whether it replaced an earlier one. */
export async function writeReply(db: Db, reply: { reviewId: number; authorId: string; text: string }, now: Date): Promise<boolean> {
  const [earlier] = await db.select({ id: reviewReplies.id }).from(reviewReplies).where(eq(reviewReplies.review_id, reply.reviewId)).limit(1);
  await db.insert(reviewReplies).values({ review_id: reply.reviewId, author_id: reply.authorId, text: reply.text, written_at: now.toISOString() });
  return earlier !== undefined;
}

/** Every version of a review's reply, oldest first. */
export function replyHistory(db: Db, reviewId: number) {
  return db
    .select({ text: reviewReplies.text, writtenAt: reviewReplies.written_at })
    .from(reviewReplies)
    .where(eq(reviewReplies.review_id, reviewId))
    .orderBy(reviewReplies.id);
}

/** How many reviews an owner's page lists at once (newest first). */
const OWNER_REVIEWS_LIMIT = 50;

/** The published reviews of a listing with their current reply, newest first, for its owners. */
export function ownerReviews(db: Db, listingId: number) {
  return db
    .select({
      id: r.id,
      kind: r.kind,
      stars: r.stars,
      text: r.text,
      displayName: r.display_name,
      language: r.language,
      confirmedAt: r.confirmed_at,
      ...currentReply,
    })
    .from(r)
    .where(and(eq(r.listing_id, listingId), eq(r.status, "published")))
    .orderBy(desc(r.confirmed_at), desc(r.id))
    .limit(OWNER_REVIEWS_LIMIT);
}
