// E-mail kinds and delivery statuses (the email_outbox table; the admin dashboard shows them).

export const EMAIL_KINDS = [
  "receipt",
  "approved",
  "rejected",
  "newsletter_confirm",
  "payment_received",
  "digest",
  "digest_test",
  "nomination_receipt",
  "nomination_accepted",
  "nomination_declined",
  "invitation",
  "owner_link",
  "claim_notice",
  "claim_refused",
  "change_decided",
  "review_link",
  "review_hidden",
  "review_reply",
  "rsvp_confirmation",
  "rsvp_promoted",
  "rsvp_reminder",
  "rsvp_reminder_soon",
  "rsvp_changed",
  "rsvp_cancelled",
  "rsvp_message",
  "follow_confirm",
  "follow_roundup",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * queued: waiting in the queue (decision notices wait out the undo window); retrying: a send failed and
 * the queue will try again; sent; failed: every attempt failed (in the dead-letter queue); skipped: no
 * longer needed (the decision was undone or changed before its notice went out).
 */
export const EMAIL_STATUSES = ["queued", "retrying", "sent", "failed", "skipped"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
