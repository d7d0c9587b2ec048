// Database access for moderating submissions: counts, lists and reviews (spec sections 4 and 7).
import { and, asc, count, desc, eq, gt, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { ListCursor } from "@shared/schemas/admin";
import { SUBMISSION_STATUSES, type AdminListOrder, type ReviewStatus, type SubmissionStatus } from "@shared/schemas/submission-statuses";
import type { Db } from "../../db/client";
import { submissionReviews, submissions, users } from "../../db/schema";
import { publicSlugFor } from "../listings/published-listings";

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

export interface QueueQuery {
  status: SubmissionStatus;
  order: AdminListOrder;
  type?: SubmissionListRow["content_type"] | undefined;
  city?: string | undefined;
  tier?: SubmissionListRow["promotion_tier"] | undefined;
  search?: string | undefined;
  cursor?: ListCursor | null | undefined;
}

/** A LIKE pattern that matches `text` literally anywhere ("50%" is not a wildcard). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function queueConditions(query: QueueQuery): SQL[] {
  const conditions: SQL[] = [eq(submissions.status, query.status)];
  if (query.type) conditions.push(eq(submissions.content_type, query.type));
  if (query.city) conditions.push(eq(submissions.city, query.city));
  if (query.tier) conditions.push(eq(submissions.promotion_tier, query.tier));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        sql`lower(${submissions.title}) LIKE ${pattern} ESCAPE '\\'`,
        sql`lower(${submissions.submitter_email}) LIKE ${pattern} ESCAPE '\\'`,
      )!,
    );
  }
  if (query.cursor) {
    // Keyset paging: strictly after the last entry shown, in the list's order (created_at, then id).
    const { created_at, id } = query.cursor;
    const beyond = query.order === "newest" ? lt : gt;
    conditions.push(or(beyond(submissions.created_at, created_at), and(eq(submissions.created_at, created_at), beyond(submissions.id, id)))!);
  }
  return conditions;
}

/** One page of the queue, in its order, with the reviewer's address for the history. */
export async function listSubmissions(db: Db, query: QueueQuery, limit: number) {
  const direction = query.order === "newest" ? desc : asc;
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
    .where(and(...queueConditions(query)))
    .orderBy(direction(submissions.created_at), direction(submissions.id))
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
 * Approving an item that is already approved keeps its publication time and address. The row and its
 * audit entry are written in one D1 batch, so neither exists without the other. Null for an unknown id.
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
      city: submissions.city,
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
    slug = alreadyPublished ? current.slug : await publicSlugFor(db, current);
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

/**
 * Rejects many submissions at once: each row rejected (unpublished) with its audit entry, all in one D1
 * batch so either every row changes or none does. Unknown ids are skipped; answers the ids rejected.
 */
export async function bulkReject(db: Db, review: { ids: number[]; reviewerId: string }, now: Date = new Date()): Promise<number[]> {
  const found = await db.select({ id: submissions.id }).from(submissions).where(inArray(submissions.id, review.ids));
  const ids = found.map((row) => row.id);
  if (ids.length === 0) return [];
  const at = now.toISOString();
  await db.batch([
    db
      .update(submissions)
      .set({ status: "rejected", reviewed_at: at, reviewed_by: review.reviewerId, published_at: null, slug: null })
      .where(inArray(submissions.id, ids)),
    db
      .insert(submissionReviews)
      .values(ids.map((id) => ({ submission_id: id, reviewer_id: review.reviewerId, status: "rejected" as const, reviewed_at: at }))),
  ]);
  return ids;
}
