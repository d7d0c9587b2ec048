// How the admin dashboard names e-mail kinds and delivery statuses (English; the default locale).
import type { EmailStatus } from "./email-outbox-schema";

const texts: Record<EmailStatus, string> = {
  queued: "Queued",
  retrying: "Retrying",
  sent: "Sent",
  failed: "Failed",
  skipped: "Not needed",
};

export default texts;
