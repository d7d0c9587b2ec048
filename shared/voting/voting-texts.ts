// Voting strings: the facade over its texts in each language (shared/messages/en/ and fr/, module `voting`),
// answering in the active locale; a page gets them with its screen's text bundles (web/app/route-modules.ts).
import { localized } from "../i18n/localized";
export const votingMessages = localized<typeof import("./voting-texts.en").default>("voting");
