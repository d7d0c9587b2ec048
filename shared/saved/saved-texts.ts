// The Saved page's texts: the facade over its texts, ./saved-texts.en.ts and .fr.ts (module `saved`), answering in
// the active locale; the page gets them with its screen's text bundle (web/app/route-modules.ts).
import { localized } from "../i18n/localized";
export const savedMessages = localized<typeof import("./saved-texts.en").default>("saved");
