// What the API itself says when it refuses or fails: the facade over its texts in each language
// (shared/messages/en/ and fr/, module `api`), answering in the active locale; a page gets them with its
// screen's text bundles (web/app/route-modules.ts).
import { localized } from "../i18n/localized";
export const apiMessages = localized<typeof import("./api-texts.en").default>("api");
