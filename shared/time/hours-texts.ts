// Opening-hours strings: the facade over its texts in each language (shared/messages/en/ and fr/, module
// `hours`), answering in the active locale; in the core bundle, since cards on most screens show it.
import { localized } from "../i18n/localized";
export const hoursMessages = localized<typeof import("./hours-texts.en").default>("hours");
