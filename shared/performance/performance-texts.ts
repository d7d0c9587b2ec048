// Strings of the admin Performance tab: the facade over its texts in each language (shared/messages/en/
// and fr/, module `performance`); it comes in the admin text bundle.
import { localized } from "../i18n/localized";
export const performanceMessages = localized<typeof import("./performance-texts.en").default>("performance");
