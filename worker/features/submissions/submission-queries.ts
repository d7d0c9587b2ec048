// Database access for submissions: small functions that take `db`, so tests can call them directly.
//
// "Submit again" after a rejection: the submit form is filled in from the rejected submission, found
// through its private status token (whoever holds the link is its submitter, as on the status page).
// Only the submission's own fields about the place come back: never the admin's reason or note, nor the
// submitter's name and e-mail (the form asks them again, as the status page never shows the e-mail),
// nor its image (an upload is proven by its own token, which is gone).
import { repeatRuleText } from "@shared/time/repeat-rule";
import { priceCentsForTier, priceForTier } from "@shared/submissions/promotion-tiers";
import type { SubmissionData } from "@shared/submissions/submission-schema";
import { joinTags, splitTags } from "@shared/listings/submission-fields-schema";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pick } from "../../db/pick";
import { SUBMITTED_FIELDS } from "../listings/community-listings";
import { listings, submissions } from "../../db/schema";
import { latestPayment } from "../payments/payment-queries";
import { receiptIds } from "../payments/receipts";
import { publicPathOf } from "../notifications/submission-links";
import * as clock from "@shared/time/clock";

/** How long the private status link works after the submission. */
export const STATUS_LINK_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Stores a new submission as the spec's row: status "pending" (or "awaiting_payment" for a paid tier: it
 * joins the review queue once paid), the price decided by the tier (never by the client), tags as one
 * comma-separated string, and the server's clock for created_at.
 */
export async function insertSubmission(
  db: Db,
  data: SubmissionData,
  now: Date = clock.now(),
  statusTokenHash: string | null = null,
  statusTokenSealed: string | null = null,
): Promise<number> {
  const [row] = await db
    .insert(submissions)
    .values({
      ...pick(data, SUBMITTED_FIELDS),
      ...pick(data, ["content_type", "promotion_tier", "submitter_name", "submitter_email", "image_key"]),
      // The server writes the rule from the structured repeat (never RRULE text from a client).
      repeat_rule: data.repeat && data.date ? repeatRuleText(data.repeat, data.date) : null,
      tags: joinTags(data.tags),
      price: priceForTier(data.promotion_tier),
      status: data.promotion_tier === "none" ? "pending" : "awaiting_payment",
      created_at: now.toISOString(),
      status_token_hash: statusTokenHash,
      status_token_sealed: statusTokenSealed,
      status_token_expires_at: statusTokenHash ? new Date(now.getTime() + STATUS_LINK_TTL_MS).toISOString() : null,
    })
    .returning({ id: submissions.id });
  if (!row) throw new Error("insert into submissions returned no row");
  return row.id;
}

/**
 * What the private status page shows for a token's hash: null for an unknown or expired link (the page
 * then says only "not found"). The submitter's e-mail and the admins' names are never part of it.
 */
export async function submissionStatusByToken(db: Db, tokenHash: string, now: Date = clock.now()) {
  const [row] = await db
    .select({
      ...pick(submissions, ["id", "title", "content_type", "city", "promotion_tier", "paid", "status", "slug", "created_at", "published_at"]),
      ...pick(submissions, ["rejection_reason", "rejection_note"]),
      expires_at: submissions.status_token_expires_at,
      promoted_until: listings.promoted_until,
    })
    .from(submissions)
    .leftJoin(listings, and(eq(listings.submission_id, submissions.id), eq(listings.status, "published"), isNotNull(listings.promoted)))
    .where(eq(submissions.status_token_hash, tokenHash))
    .limit(1);
  if (!row || !row.expires_at || Date.parse(row.expires_at) <= now.getTime()) return null;
  const rejected = row.status === "rejected";
  const payment = row.promotion_tier === "none" && !row.paid ? null : await latestPayment(db, row.id);
  return {
    payment_status: payment?.status ?? null,
    receipt_ids: payment ? await receiptIds(db, row.id) : [],
    amount_cents: payment?.amount_cents ?? priceCentsForTier(row.promotion_tier),
    promoted_until: row.promoted_until === null ? null : new Date(row.promoted_until).toISOString(),
    ...pick(row, ["title", "content_type", "city", "promotion_tier", "paid", "status", "published_at"]),
    submitted_at: row.created_at,
    public_path: publicPathOf(row),
    rejection_reason: rejected ? row.rejection_reason : null,
    rejection_note: rejected ? row.rejection_note : null,
  };
}

/** The submission behind a status link while it waits for its payment, or null. */
export async function submissionAwaitingPayment(db: Db, tokenHash: string, now: Date = clock.now()) {
  const [row] = await db
    .select({
      ...pick(submissions, ["id", "title", "submitter_email", "promotion_tier"]),
      expires_at: submissions.status_token_expires_at,
    })
    .from(submissions)
    .where(and(eq(submissions.status_token_hash, tokenHash), eq(submissions.status, "awaiting_payment")))
    .limit(1);
  if (!row || !row.expires_at || Date.parse(row.expires_at) <= now.getTime()) return null;
  return row;
}

/** Drops the unpaid tier and sends the submission to review (the caller closes its open Checkout attempts first). */
export async function continueForFree(db: Db, id: number): Promise<void> {
  await db
    .update(submissions)
    .set({ status: "pending", promotion_tier: "none", price: 0 })
    .where(and(eq(submissions.id, id), eq(submissions.status, "awaiting_payment")));
}

/** The rejected submission behind a token's hash: null for an unknown or expired link; `rejected` says whether it was. */
export async function rejectedSubmissionByToken(db: Db, tokenHash: string, now: Date = clock.now()) {
  const [row] = await db.select().from(submissions).where(eq(submissions.status_token_hash, tokenHash)).limit(1);
  if (!row || !row.status_token_expires_at || Date.parse(row.status_token_expires_at) <= now.getTime()) return null;
  return {
    rejected: row.status === "rejected",
    fields: {
      ...pick(row, SUBMITTED_FIELDS),
      content_type: row.content_type,
      tags: splitTags(row.tags),
    },
  };
}
