// Strings of the admin Listings view (beyond the spec): the facade over its texts in each language
// (shared/messages/en/ and fr/, module `curation`), answering in the active locale; a page gets them with
// its screen's text bundles (web/app/route-modules.ts).
import { localized } from "../i18n/localized";
export const curationMessages = localized<typeof import("./curation-texts.en").default>("curation");
