// The newsletter's confirmation and unsubscribe pages: the facade over its texts in each language
// (shared/messages/en/ and fr/, module `newsletter`), answering in the active locale; a page gets them with
// its screen's text bundles (web/app/route-modules.ts).
import { localized } from "../i18n/localized";
export const newsletterPageMessages = localized<typeof import("./newsletter-texts.en").default>("newsletter");
