// Inputs of the admin procedures (`admin.submissions.*`), shared by the dashboard and the server.
import { z } from "zod";
import { BROWSABLE_TYPES } from "../listings/listing-types";
import { PAYMENT_STATUSES } from "../payments/payment-statuses";
import { PROMOTION_TIERS } from "../submissions/promotion-tiers";
import { allCities } from "../places/provinces";
import { REJECTION_NOTE_MAX, REJECTION_REASONS } from "../submissions/rejection-reasons-schema";
import { ADMIN_LIST_ORDERS, ADMIN_SEARCH_MAX, BULK_REVIEW_MAX, SUBMISSION_STATUSES } from "../submissions/submission-statuses-schema";

const submissionId = z.number().int().positive();

/** Where the next page starts: the last entry's created_at and id (keyset paging, stable under inserts). */
export const listCursor = z.strictObject({ created_at: z.string().max(40), id: submissionId });
export type ListCursor = z.infer<typeof listCursor>;

/** One page of the queue: a status, an order, optional filters and search, and the cursor (null: page one). */
export const listSubmissionsInput = z
  .strictObject({
    status: z.enum(SUBMISSION_STATUSES).default("pending"),
    order: z.enum(ADMIN_LIST_ORDERS).default("newest"),
    type: z.enum(BROWSABLE_TYPES).optional(),
    city: z.enum(allCities as [string, ...string[]]).optional(),
    tier: z.enum(PROMOTION_TIERS).optional(),
    /** Part of a title or a submitter's email, case-insensitive; blank means no search. */
    search: z
      .string()
      .trim()
      .max(ADMIN_SEARCH_MAX)
      .optional()
      .transform((text) => text || undefined),
    cursor: listCursor.nullish(),
    // tRPC's useInfiniteQuery adds the paging direction to every page's input; pages only go forward.
    direction: z.literal("forward").optional(),
  })
  .prefault({});

/** The reason a rejection gives the submitter (spam sends nothing), plus an optional note. */
export const rejectionFields = {
  reason: z.enum(REJECTION_REASONS, { error: "Choose a reason for the rejection." }),
  note: z
    .string()
    .trim()
    .max(REJECTION_NOTE_MAX, `The note must be at most ${REJECTION_NOTE_MAX} characters.`)
    .optional()
    .transform((note) => note || null),
};

export const reviewSubmissionInput = z.discriminatedUnion("status", [
  z.strictObject({ id: submissionId, status: z.literal("approved") }),
  z.strictObject({ id: submissionId, status: z.literal("rejected"), ...rejectionFields }),
]);

export const submissionIdInput = z.strictObject({ id: submissionId });

/** The chosen submissions, each once. */
const submissionIds = z
  .array(submissionId)
  .min(1)
  .max(BULK_REVIEW_MAX)
  .transform((ids) => [...new Set(ids)]);

/** Approves, or rejects for one stock reason (and an optional note), the chosen submissions at once. */
export const bulkReviewInput = z.discriminatedUnion("status", [
  z.strictObject({ ids: submissionIds, status: z.literal("approved") }),
  z.strictObject({ ids: submissionIds, status: z.literal("rejected"), ...rejectionFields }),
]);

/** "Approve" in the Payments view's refunds awaiting approval: the payment to refund. */
export const approveRefundInput = z.strictObject({ paymentId: z.number().int().positive() });

/** The Payments view: optionally one status and one month (yyyy-mm, UTC). */
export const listPaymentsInput = z
  .strictObject({
    status: z.enum(PAYMENT_STATUSES).optional(),
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Choose a month as yyyy-mm.")
      .optional(),
  })
  .default({});
