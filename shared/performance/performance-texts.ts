// Strings of the admin Performance tab: the facade over its texts in each language (./performance-texts.en.ts
// and .fr.ts, module `performance`); it comes in the admin text bundle.
import { localized } from "../i18n/localized";
export const performanceMessages = localized<typeof import("./performance-texts.en").default>("performance");
