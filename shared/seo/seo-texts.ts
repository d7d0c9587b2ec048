// Page titles, descriptions, keywords and structured-data names: the facade over its texts in each language
// (shared/messages/en/ and fr/, module `seo`), answering in the active locale; a page gets them with its
// screen's text bundles (web/app/route-modules.ts).
import { localized } from "../i18n/localized";

export const seoMessages = localized<typeof import("./seo-texts.en").default>("seo");
