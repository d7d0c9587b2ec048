// How the admin dashboard names e-mail kinds and delivery statuses: the facade over its texts in each
// language (shared/messages/en/ and fr/, module `email-kinds`, `email-statuses`), answering in the active
// locale; a page gets them with its screen's text bundles (web/app/route-modules.ts).
import { localized } from "../i18n/localized";

export const EMAIL_KIND_LABELS = localized<typeof import("./email-kinds-texts.en").default>("email-kinds");

export const EMAIL_STATUS_LABELS = localized<typeof import("./email-statuses-texts.en").default>("email-statuses");
