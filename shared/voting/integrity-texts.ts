// Strings of the admin Vote integrity view: the facade over its texts in each language (shared/messages/en/
// and fr/, module `integrity`), answering in the active locale; it comes in the admin text bundle.
import { localized } from "../i18n/localized";
export const integrityMessages = localized<typeof import("./integrity-texts.en").default>("integrity");
