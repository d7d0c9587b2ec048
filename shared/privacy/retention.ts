// How long personal data is kept (PIPEDA; Québec's Law 25): the privacy page states these, the
// retention job (worker/features/privacy/retention.ts) enforces them. One place for both.

/** A submitter's name and e-mail, after the submission's decision (SUBMITTER_RETENTION_DAYS overrides). */
export const SUBMITTER_RETENTION_DAYS = 180;
/** A claimant's name, e-mail, phone, role and note on a claim of a listing, after it was made (unless it still waits for the team). */
export const CLAIM_RETENTION_DAYS = 180;
/** A newsletter address after unsubscribing, or after a confirmation e-mail nobody answered. */
export const NEWSLETTER_RETENTION_DAYS = 30;
/** A follow (an address and what it follows) after unsubscribing, or after a confirmation e-mail nobody answered. */
export const FOLLOW_RETENTION_DAYS = 30;
/**
 * A review or tip whose e-mailed link was never followed (nobody ever saw it), with its writer's address. A
 * review on the site keeps its address, never shown, until its writer deletes it through the same link.
 */
export const UNCONFIRMED_REVIEW_RETENTION_DAYS = 30;
/** An RSVP to an event (name, e-mail, places, answer, check-in), after its occurrence ended. */
export const RSVP_RETENTION_DAYS = 30;
/** A record of an e-mail sent (or given up on): its recipient's address. */
export const OUTBOX_RETENTION_DAYS = 30;
/** An audit log entry (who did what as staff, and failed logins with the address typed). */
export const AUDIT_RETENTION_DAYS = 365;
/** Rate-limit counters and challenge ledgers, keyed by a hash of a network: gone within this many hours. */
export const NETWORK_HASH_RETENTION_HOURS = 48;

/** Where people write about their data. */
export const PRIVACY_CONTACT = "privacy@localhype.ca";
