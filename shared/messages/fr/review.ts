// Review strings in Canadian French; same keys as ../review.ts.
import type { RejectionReason } from "../../schemas/rejection-reasons";
import { rejectionReasonsFr } from "../email-fr";

/**
 * How each stock rejection reason reads to the submitter (and in the admin's picker). The same words as the
 * French e-mails (../email-fr.ts), so the status page, the dashboard and the e-mail never disagree.
 */
export const REJECTION_REASON_LABELS_FR: Record<RejectionReason, string> = { ...rejectionReasonsFr };

export default REJECTION_REASON_LABELS_FR;
