// Admin strings for the nominations queue and the ballot editor: the facade over its texts in each
// language (shared/messages/en/ and fr/, module `ballot-admin`), loaded with the admin screen only.
import { localized } from "../i18n/localized";
export const ballotAdminMessages = localized<typeof import("./ballot-admin-texts.en").default>("ballot-admin");
