// Search strings: the facade over its texts in each language (./search-texts.en.ts and .fr.ts, module `search`),
// answering in the active locale; a page gets them with its screen's text bundles (web/app/route-modules.ts).
import { localized } from "../i18n/localized";
export const searchMessages = localized<typeof import("./search-texts.en").default>("search");
