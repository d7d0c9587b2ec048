// Database access for moderating submissions: counts, lists and reviews (spec sections 4 and 7), and
// what the admin procedures answer: explicit fields, tags as a list, links computed once here.
import { auditEntry } from "../audit/audit-log";
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { PaymentStatus } from "@shared/payments/payment-statuses";
import type { ListCursor } from "@shared/admin/admin-schema";
import type { RejectionReason } from "@shared/submissions/rejection-reasons-schema";
import { SUBMISSION_STATUSES, type AdminListOrder, type ReviewStatus, type SubmissionStatus } from "@shared/submissions/submission-statuses-schema";
import type { Db } from "../../db/client";
import { emailOutbox, listings, submissionReviews, submissions, users } from "../../db/schema";
import { pick } from "../../db/pick";
import { TYPE_FIELD_NAMES } from "@shared/listings/type-fields";
import {
  PUBLISHED_SUBMISSION_COLUMNS,
  existingListingSlug,
  publicSlugFor,
  publishListing,
  republishListing,
  unpublishListing,
  uploadUrl,
} from "../listings/community-listings";
import * as clock from "@shared/time/clock";
import { detailPath } from "@shared/routing/paths";
import { splitTags } from "@shared/listings/submission-fields-schema";

/** How many submissions have each status (every status present, zero when none). */
export async function countByStatus(db: Db): Promise<Record<SubmissionStatus, number>> {
  const rows = await db.select({ status: submissions.status, total: count() }).from(submissions).groupBy(submissions.status);
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
      or(sql`lower(${submissions.title}) LIKE ${pattern} ESCAPE '\\'`, sql`lower(${submissions.submitter_email}) LIKE ${pattern} ESCAPE '\\'`)!,
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
      ...pick(submissions, [
        "id",
        "title",
        "description",
        "content_type",
        "city",
        "location",
        "website",
        "phone",
        "address",
        "category",
        "date",
        "opening_hours",
      ]),
      ...pick(submissions, TYPE_FIELD_NAMES),
      ...pick(submissions, ["tags", "promotion_tier", "price", "submitter_name", "submitter_email", "status", "created_at", "reviewed_at"]),
      ...pick(submissions, ["reviewed_by", "published_at", "image_key", "language", "slug", "paid", "rejection_reason", "rejection_note"]),
      reviewer_email: users.email,
      // The newest payment attempt's status (paid, refunded…), and the end of a running promotion.
      payment_status: sql<PaymentStatus | null>`(SELECT p.status FROM payments p WHERE p.submission_id = ${submissions.id} ORDER BY p.id DESC LIMIT 1)`,
      promoted_until: listings.promoted_until,
    })
    .from(submissions)
    .leftJoin(users, eq(users.id, submissions.reviewed_by))
    .leftJoin(listings, and(eq(listings.submission_id, submissions.id), isNotNull(listings.promoted)))
    .where(and(...queueConditions(query)))
    .orderBy(direction(submissions.created_at), direction(submissions.id))
    .limit(limit);
}
export type SubmissionListRow = Awaited<ReturnType<typeof listSubmissions>>[number];

/**
 * Records a review (spec section 4): status, reviewed_at = now, reviewed_by = the admin; approval
 * publishes (published_at, and a slug unique in its city), rejection unpublishes (both back to null).
 * Approving an item that is already approved keeps its publication time and address; approving one
 * that was published before republishes its listing at the same address. The submission row, its
 * audit entry and its listing are written in one D1 batch, so none exists without the others (a
 * failing statement rolls back the whole batch). Null for an unknown id.
 */
export interface Review {
  id: number;
  status: ReviewStatus;
  reviewerId: string;
  reviewerEmail: string;
  /** Set when the review is one of a bulk decision (the audit log says so). */
  bulk?: boolean;
  /** Required for a rejection (the input schema sees to it); ignored for an approval. */
  reason?: RejectionReason;
  note?: string | null;
}

export async function reviewSubmission(db: Db, review: Review, now: Date = clock.now()) {
  const [current] = await db
    .select({
      ...pick(submissions, PUBLISHED_SUBMISSION_COLUMNS),
      ...pick(submissions, ["submitter_email", "status", "slug", "published_at"]),
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

  const rejection_reason = review.status === "rejected" ? (review.reason ?? null) : null;
  const rejection_note = review.status === "rejected" ? review.note || null : null;
  const [, inserted] = await db.batch([
    db
      .update(submissions)
      .set({
        status: review.status,
        reviewed_at: at,
        reviewed_by: review.reviewerId,
        published_at,
        slug,
        rejection_reason,
        rejection_note,
      })
      .where(eq(submissions.id, review.id)),
    db
      .insert(submissionReviews)
      .values({
        submission_id: review.id,
        reviewer_id: review.reviewerId,
        status: review.status,
        reviewed_at: at,
        rejection_reason,
        rejection_note,
        // What an undo restores.
        previous_status: current.status,
        previous_slug: current.slug,
        previous_published_at: current.published_at,
      })
      .returning({ id: submissionReviews.id }),
    ...(slug !== null && published_at !== null ? publishListing(db, current, slug, published_at) : [unpublishListing(db, current.id, at)]),
    auditEntry(
      db,
      { id: review.reviewerId, email: review.reviewerEmail },
      {
        action: "submission.review",
        target: { type: "submission", id: review.id },
        detail: { status: review.status, previous_status: current.status, reason: rejection_reason, ...(review.bulk ? { bulk: true } : {}) },
      },
      now,
    ),
  ]);
  const reviewId = inserted[0]?.id;
  if (reviewId === undefined) throw new Error("insert into submission_reviews returned no row");
  return {
    id: review.id,
    // The audit row of this review: what a decision notice and an undo refer to.
    review_id: reviewId,
    // A review that changes nothing sends no second notice.
    previous_status: current.status,
    status: review.status,
    reviewed_at: at,
    reviewed_by: review.reviewerId,
    published_at,
    slug,
    ...pick(current, ["submitter_email", "content_type", "city", "title"]),
  };
}

/** The review that currently decides a submission's status (the newest one not undone), or null. */
export async function currentReview(db: Db, submissionId: number) {
  const [row] = await db
    .select()
    .from(submissionReviews)
    .where(and(eq(submissionReviews.submission_id, submissionId), isNull(submissionReviews.undone_at)))
    .orderBy(desc(submissionReviews.id))
    .limit(1);
  return row ?? null;
}

/**
 * Whether a review's decision still stands: it was not undone, the submission still has its status, and
 * no later review (not undone) decided otherwise. A later review that repeats the decision keeps it
 * standing, so approving twice still sends the first approval's notice. False for an unknown review.
 */
export async function decisionStillStands(db: Db, submissionId: number, reviewId: number): Promise<boolean> {
  const [review] = await db
    .select({ status: submissionReviews.status, undone_at: submissionReviews.undone_at })
    .from(submissionReviews)
    .where(and(eq(submissionReviews.id, reviewId), eq(submissionReviews.submission_id, submissionId)))
    .limit(1);
  if (!review || review.undone_at !== null) return false;
  const [submission] = await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, submissionId)).limit(1);
  if (submission?.status !== review.status) return false;
  const [overruled] = await db
    .select({ id: submissionReviews.id })
    .from(submissionReviews)
    .where(
      and(
        eq(submissionReviews.submission_id, submissionId),
        gt(submissionReviews.id, reviewId),
        isNull(submissionReviews.undone_at),
        ne(submissionReviews.status, review.status),
      ),
    )
    .limit(1);
  return overruled === undefined;
}

/**
 * Undoes the current review of a submission while its undo window lasts: the submission goes back to the
 * status, address and publication time it had before (and to the previous review's reviewer, time and
 * reason), the review row is marked undone (it stays in the trail), and its queued notice is skipped
 * (the queue consumer checks again before sending, so a notice already on its way is dropped as well).
 */
export async function undoReview(db: Db, undo: { id: number; adminId: string; adminEmail: string; windowSeconds: number }, now: Date = clock.now()) {
  const [exists] = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.id, undo.id)).limit(1);
  if (!exists) return { kind: "not_found" } as const;
  const review = await currentReview(db, undo.id);
  if (!review || review.previous_status === null) return { kind: "nothing_to_undo" } as const;
  if (now.getTime() - Date.parse(review.reviewed_at) > undo.windowSeconds * 1000) return { kind: "too_late" } as const;

  const [previous] = await db
    .select()
    .from(submissionReviews)
    .where(and(eq(submissionReviews.submission_id, undo.id), isNull(submissionReviews.undone_at), lt(submissionReviews.id, review.id)))
    .orderBy(desc(submissionReviews.id))
    .limit(1);
  const at = now.toISOString();
  await db.batch([
    db
      .update(submissions)
      .set({
        status: review.previous_status,
        slug: review.previous_slug,
        published_at: review.previous_published_at,
        reviewed_at: previous?.reviewed_at ?? null,
        reviewed_by: previous?.reviewer_id ?? null,
        rejection_reason: previous?.status === "rejected" ? previous.rejection_reason : null,
        rejection_note: previous?.status === "rejected" ? previous.rejection_note : null,
      })
      .where(eq(submissions.id, undo.id)),
    review.previous_status === "approved" && review.previous_published_at !== null
      ? republishListing(db, undo.id, review.previous_published_at, at)
      : unpublishListing(db, undo.id, at),
    db
      .update(submissionReviews)
      .set({ undone_at: at, undone_by: undo.adminId })
      .where(and(eq(submissionReviews.id, review.id), isNull(submissionReviews.undone_at))),
    db
      .update(emailOutbox)
      .set({ status: "skipped" })
      .where(and(eq(emailOutbox.review_id, review.id), eq(emailOutbox.status, "queued"))),
    auditEntry(
      db,
      { id: undo.adminId, email: undo.adminEmail },
      { action: "submission.undo", target: { type: "submission", id: undo.id }, detail: { undone: review.status, restored: review.previous_status } },
      now,
    ),
  ]);
  return { kind: "undone", id: undo.id, status: review.previous_status, undone_review_id: review.id } as const;
}

/** The audit trail of one submission, oldest first, with each reviewer's address. */
export async function reviewHistory(db: Db, submissionId: number) {
  return db
    .select({
      ...pick(submissionReviews, ["id", "status", "reviewed_at", "reviewer_id", "rejection_reason", "rejection_note", "undone_at"]),
      reviewer_email: users.email,
    })
    .from(submissionReviews)
    .leftJoin(users, eq(users.id, submissionReviews.reviewer_id))
    .where(eq(submissionReviews.submission_id, submissionId))
    .orderBy(asc(submissionReviews.id));
}

/** `undoWindowSeconds`: how long after its latest review an item offers Undo (`undo_until`). */
export function toAdminSubmission(row: SubmissionListRow, undoWindowSeconds: number, now: Date = clock.now()) {
  const undoUntil =
    (row.status === "approved" || row.status === "rejected") && row.reviewed_at ? Date.parse(row.reviewed_at) + undoWindowSeconds * 1000 : 0;
  return {
    ...pick(row, ["id", "title", "description", "content_type", "city", "location", "website", "phone", "address"]),
    /** Shops and gems: the business category and the opening hours the submitter gave, or null; the type's own fields, null on other types. */
    ...pick(row, ["category", "opening_hours", "date"]),
    ...pick(row, TYPE_FIELD_NAMES),
    tags: splitTags(row.tags),
    // `paid`: the payment provider confirmed the tier's payment (only then does it bring promotion benefits);
    // `payment_status`: the newest attempt's (open, paid, refunded…), or null when none was made.
    ...pick(row, ["promotion_tier", "price", "paid", "payment_status"]),
    /** When the running promotion ends (ISO), or null. */
    promoted_until: row.promoted_until === null ? null : new Date(row.promoted_until).toISOString(),
    ...pick(row, ["submitter_name", "submitter_email", "status", "created_at", "reviewed_at", "reviewed_by"]),
    // reviewer_email is null when the reviewer's account was removed (the id stays in reviewed_by and the audit trail).
    ...pick(row, ["reviewer_email", "published_at", "language"]),
    rejection_reason: row.status === "rejected" ? row.rejection_reason : null,
    rejection_note: row.status === "rejected" ? row.rejection_note : null,
    /** Until when the latest review can be undone (ISO), or null. */
    undo_until: undoUntil > now.getTime() ? new Date(undoUntil).toISOString() : null,
    image_url: row.image_key ? uploadUrl(row.image_key) : null,
    /** Where the published listing lives, while it is published. */
    public_path: row.status === "approved" && row.slug ? detailPath({ ...row, type: row.content_type, slug: row.slug }) : null,
  };
}
