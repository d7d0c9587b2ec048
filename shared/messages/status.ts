// The submitter's private status page (English). Loads with that screen only.
import { localized } from "../i18n/localized";
export const statusMessages = localized<typeof import("./en/status").default>("status");
