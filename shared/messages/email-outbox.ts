// How the admin dashboard names e-mail kinds and delivery statuses (English).
import type { EmailKind, EmailStatus } from "../schemas/email-outbox";

export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  receipt: "Receipt",
  approved: "Listing is live",
  rejected: "Not published",
  newsletter_confirm: "Newsletter confirmation",
};

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  queued: "Queued",
  retrying: "Retrying",
  sent: "Sent",
  failed: "Failed",
  skipped: "Not needed",
};
