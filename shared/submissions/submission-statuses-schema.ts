// Submission statuses and admin list limits, free of zod so the admin screens can use them without
// loading the validator (shared/admin/admin-schema.ts builds the inputs from these).

/**
 * Spec section 4: created pending; an admin sets approved or rejected, in any order, any number of times.
 * A submission with a paid tier starts as awaiting_payment and joins the review queue (pending) once the
 * payment provider confirms the payment, or once its submitter continues for free.
 */
export const SUBMISSION_STATUSES = ["pending", "approved", "rejected", "awaiting_payment"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const REVIEW_STATUSES = ["approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Entries per page of the admin queue; "Load more" fetches the next page (keyset paging, no cap). */
export const ADMIN_PAGE_SIZE = 25;

/** The queue's orders: newest first (the default) or oldest first, so nothing waits unseen at the bottom. */
export const ADMIN_LIST_ORDERS = ["newest", "oldest"] as const;
export type AdminListOrder = (typeof ADMIN_LIST_ORDERS)[number];

/** The most submissions one bulk approval or rejection takes (a few pages' worth). */
export const BULK_REVIEW_MAX = 100;

/** The longest search text for the queue (title or submitter email). */
export const ADMIN_SEARCH_MAX = 100;
