// Inputs of the admin procedures (`admin.submissions.*`), shared by the dashboard and the server.
import { z } from "zod";
import { BROWSABLE_TYPES } from "../catalogue/listing-types";
import { PROMOTION_TIERS } from "../catalogue/promotion-tiers";
import { allCities } from "../places/provinces";
import { REJECTION_REASONS } from "./rejection-reasons";
import {
  ADMIN_LIST_ORDERS,
  ADMIN_SEARCH_MAX,
  BULK_REJECT_MAX,
  REVIEW_STATUSES,
  SUBMISSION_STATUSES,
} from "./submission-statuses";

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
  })
  .prefault({});
export type ListSubmissionsInput = z.input<typeof listSubmissionsInput>;

export const reviewSubmissionInput = z.strictObject({
  id: submissionId,
  status: z.enum(REVIEW_STATUSES),
});
export type ReviewSubmissionInput = z.input<typeof reviewSubmissionInput>;

export const submissionIdInput = z.strictObject({ id: submissionId });
export type SubmissionIdInput = z.input<typeof submissionIdInput>;

/** Rejects the chosen submissions at once, for one stock reason. */
export const bulkRejectInput = z.strictObject({
  ids: z
    .array(submissionId)
    .min(1)
    .max(BULK_REJECT_MAX)
    .transform((ids) => [...new Set(ids)]),
  reason: z.enum(REJECTION_REASONS),
});
export type BulkRejectInput = z.input<typeof bulkRejectInput>;
