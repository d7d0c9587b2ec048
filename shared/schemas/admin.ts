// Inputs of the admin procedures (`admin.submissions.*`), shared by the dashboard and the server.
import { z } from "zod";

/** Spec section 4: created pending; an admin sets approved or rejected, in any order, any number of times. */
export const SUBMISSION_STATUSES = ["pending", "approved", "rejected"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const REVIEW_STATUSES = ["approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The most entries one list answer holds (newest first); the counters always give the totals. */
export const ADMIN_LIST_LIMIT = 100;

export const listSubmissionsInput = z
  .strictObject({ status: z.enum(SUBMISSION_STATUSES).default("pending") })
  .prefault({});
export type ListSubmissionsInput = z.input<typeof listSubmissionsInput>;

export const reviewSubmissionInput = z.strictObject({
  id: z.number().int().positive(),
  status: z.enum(REVIEW_STATUSES),
});
export type ReviewSubmissionInput = z.input<typeof reviewSubmissionInput>;

export const submissionIdInput = z.strictObject({ id: z.number().int().positive() });
export type SubmissionIdInput = z.input<typeof submissionIdInput>;
