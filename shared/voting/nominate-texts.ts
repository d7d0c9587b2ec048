// Nomination form strings: the facade over its texts in each language (shared/messages/en/ and fr/,
// module `nominate`), answering in the active locale.
import { localized } from "../i18n/localized";
export const nominateMessages = localized<typeof import("./nominate-texts.en").default>("nominate");
