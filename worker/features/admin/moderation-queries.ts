// Database access for moderating submissions: counts, lists and reviews (spec sections 4 and 7).
import { asc, count, desc, eq } from "drizzle-orm";
import { SUBMISSION_STATUSES, type ReviewStatus, type SubmissionStatus } from "@shared/schemas/submission-statuses";
import type { Db } from "../../db/client";
import { submissionReviews, submissions, users } from "../../db/schema";
import { existingListingSlug, publicSlugFor, publishListing, unpublishListing } from "../listings/community-listings";

/** How many submissions have each status (every status present, zero when none). */
export async function countByStatus(db: Db): Promise<Record<SubmissionStatus, number>> {
  const rows = await db
    .select({ status: submissions.status, total: count() })
    .from(submissions)
    .groupBy(submissions.status);
  const counts = Object.fromEntries(SUBMISSION_STATUSES.map((status) => [status, 0])) as Record<SubmissionStatus, number>;
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/** Submissions with one status, newest first, with the reviewer's address for the history. */
export async function listSubmissions(db: Db, status: SubmissionStatus, limit: number) {
  return db
    .select({
      id: submissions.id,
      title: submissions.title,
      description: submissions.description,
      content_type: submissions.content_type,
      city: submissions.city,
      location: submissions.location,
      date: submissions.date,
      tags: submissions.tags,
      promotion_tier: submissions.promotion_tier,
      price: submissions.price,
      submitter_name: submissions.submitter_name,
      submitter_email: submissions.submitter_email,
      status: submissions.status,
      created_at: submissions.created_at,
      reviewed_at: submissions.reviewed_at,
      reviewed_by: submissions.reviewed_by,
      reviewer_email: users.email,
      published_at: submissions.published_at,
      image_key: submissions.image_key,
      slug: submissions.slug,
    })
    .from(submissions)
    .leftJoin(users, eq(users.id, submissions.reviewed_by))
    .where(eq(submissions.status, status))
    .orderBy(desc(submissions.created_at), desc(submissions.id))
    .limit(limit);
}
export type SubmissionListRow = Awaited<ReturnType<typeof listSubmissions>>[number];

export interface ReviewOutcome {
  id: number;
  status: ReviewStatus;
  reviewed_at: string;
  reviewed_by: string;
  published_at: string | null;
  slug: string | null;
  content_type: SubmissionListRow["content_type"];
  city: string;
  title: string;
}

/**
 * Records a review (spec section 4): status, reviewed_at = now, reviewed_by = the admin; approval
 * publishes (published_at, and a slug unique in its city), rejection unpublishes (both back to null).
 * Approving an item that is already approved keeps its publication time and address; approving one
 * that was published before republishes its listing at the same address. The submission row, its
 * audit entry and its listing are written in one D1 batch, so none exists without the others (a
 * failing statement rolls back the whole batch). Null for an unknown id.
 */
export async function reviewSubmission(
  db: Db,
  review: { id: number; status: ReviewStatus; reviewerId: string },
  now: Date = new Date(),
): Promise<ReviewOutcome | null> {
  const [current] = await db
    .select({
      id: submissions.id,
      title: submissions.title,
      description: submissions.description,
      city: submissions.city,
      location: submissions.location,
      date: submissions.date,
      tags: submissions.tags,
      promotion_tier: submissions.promotion_tier,
      image_key: submissions.image_key,
      content_type: submissions.content_type,
      status: submissions.status,
      slug: submissions.slug,
      published_at: submissions.published_at,
    })
    .from(submissions)
    .where(eq(submissions.id, review.id))
    .limit(1);
  if (!current) return null;

  const at = now.toISOString();
  const alreadyPublished = current.status === "approved" && current.slug !== null && current.published_at !== null;
  let slug: string | null = null;
  let published_at: string | null = null;
  if (review.status === "approved") {
    slug = (await existingListingSlug(db, current.id)) ?? (await publicSlugFor(db, current));
    published_at = alreadyPublished ? current.published_at : at;
  }

  await db.batch([
    db
      .update(submissions)
      .set({ status: review.status, reviewed_at: at, reviewed_by: review.reviewerId, published_at, slug })
      .where(eq(submissions.id, review.id)),
    db.insert(submissionReviews).values({
      submission_id: review.id,
      reviewer_id: review.reviewerId,
      status: review.status,
      reviewed_at: at,
    }),
    slug !== null && published_at !== null
      ? publishListing(db, current, slug, published_at)
      : unpublishListing(db, current.id, at),
  ]);
  return {
    id: review.id,
    status: review.status,
    reviewed_at: at,
    reviewed_by: review.reviewerId,
    published_at,
    slug,
    content_type: current.content_type,
    city: current.city,
    title: current.title,
  };
}

/** The audit trail of one submission, oldest first, with each reviewer's address. */
export async function reviewHistory(db: Db, submissionId: number) {
  return db
    .select({
      id: submissionReviews.id,
      status: submissionReviews.status,
      reviewed_at: submissionReviews.reviewed_at,
      reviewer_id: submissionReviews.reviewer_id,
      reviewer_email: users.email,
    })
    .from(submissionReviews)
    .leftJoin(users, eq(users.id, submissionReviews.reviewer_id))
    .where(eq(submissionReviews.submission_id, submissionId))
    .orderBy(asc(submissionReviews.id));
}
