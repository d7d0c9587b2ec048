// Submission statuses and admin list limits, free of zod so the admin screens can use them without
// loading the validator (shared/schemas/admin.ts builds the inputs from these).

/** Spec section 4: created pending; an admin sets approved or rejected, in any order, any number of times. */
export const SUBMISSION_STATUSES = ["pending", "approved", "rejected"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const REVIEW_STATUSES = ["approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The most entries one list answer holds (newest first); the counters always give the totals. */
export const ADMIN_LIST_LIMIT = 100;
