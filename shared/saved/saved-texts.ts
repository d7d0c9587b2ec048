// The Saved page's texts: the facade over shared/messages/en/ and fr/ (module `saved`), answering in
// the active locale; the page gets them with its screen's text bundle (web/app/route-modules.ts).
import { localized } from "../i18n/localized";
export const savedMessages = localized<typeof import("./saved-texts.en").default>("saved");
