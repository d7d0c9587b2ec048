// Stock rejection reasons an admin picks from (free of zod, so the dashboard and the status page can
// use them without loading the validator). Labels live in shared/submissions/review-texts.ts.

export const REJECTION_REASONS = ["duplicate", "outside_cities", "incomplete", "not_local", "spam"] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** Spam is rejected silently: telling a spammer why only helps the next attempt. */
export function notifiesSubmitter(reason: RejectionReason): boolean {
  return reason !== "spam";
}

/** The most characters of the admin's optional note to the submitter. */
export const REJECTION_NOTE_MAX = 500;
