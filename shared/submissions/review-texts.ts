// Review strings shared by the admin dashboard, the submitter's status page and the e-mails: the facade
// over its texts in each language (shared/messages/en/ and fr/, module `review`), answering in the active
// locale; a page gets them with its screen's text bundles (web/app/route-modules.ts).
import { localized } from "../i18n/localized";

/** How each stock rejection reason reads to the submitter (and in the admin's picker). */
export const REJECTION_REASON_LABELS = localized<typeof import("./review-texts.en").default>("review");
