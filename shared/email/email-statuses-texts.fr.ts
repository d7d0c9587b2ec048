// How the admin dashboard names e-mail delivery statuses, in Canadian French; same keys as
// ../en/email-statuses.ts.
import type { EmailStatus } from "./email-outbox-schema";

const EMAIL_STATUS_LABELS_FR: Record<EmailStatus, string> = {
  queued: "En file d'attente",
  retrying: "Nouvelle tentative",
  sent: "Envoyé",
  failed: "Échec",
  skipped: "Non requis",
};

export default EMAIL_STATUS_LABELS_FR;
