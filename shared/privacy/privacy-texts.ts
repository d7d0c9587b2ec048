// The privacy page's texts: the facade over shared/messages/en/ and fr/ (module `privacy`), answering in
// the active locale; the page gets them with its screen's text bundle (web/app/route-modules.ts).
import { localized } from "../i18n/localized";
export const privacyMessages = localized<typeof import("./privacy-texts.en").default>("privacy");
