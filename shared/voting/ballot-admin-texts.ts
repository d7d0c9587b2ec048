// Admin strings for the nominations queue and the ballot editor: the facade over its texts in each
// language (./ballot-admin-texts.en.ts and .fr.ts, module `ballot-admin`), loaded with the admin screen only.
import { localized } from "../i18n/localized";
export const ballotAdminMessages = localized<typeof import("./ballot-admin-texts.en").default>("ballot-admin");
