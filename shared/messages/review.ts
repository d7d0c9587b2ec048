// Review strings shared by the admin dashboard, the submitter's status page and the e-mails (English).
import { localized } from "../i18n/localized";

/** How each stock rejection reason reads to the submitter (and in the admin's picker). */
export const REJECTION_REASON_LABELS = localized<typeof import("./en/review").default>("review");
