// The submitter's private status page: the facade over its texts in each language (shared/messages/en/ and
// fr/, module `status`), answering in the active locale; a page gets them with its screen's text bundles
// (web/app/route-modules.ts).
import { localized } from "../i18n/localized";
export const statusMessages = localized<typeof import("./status-texts.en").default>("status");
