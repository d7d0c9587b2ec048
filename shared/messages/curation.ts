// Strings of the admin Listings view (beyond the spec). They load with the admin screen only.
import { localized } from "../i18n/localized";
export const curationMessages = localized<typeof import("./en/curation").default>("curation");
