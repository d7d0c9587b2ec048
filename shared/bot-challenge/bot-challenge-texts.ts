// The bot challenge's verification step: the facade over its texts in each language (shared/messages/en/
// and fr/, module `bot-challenge`), answering in the active locale; a page gets them with its screen's text
// bundles (web/app/route-modules.ts).
import { localized } from "../i18n/localized";
export const botChallengeMessages = localized<typeof import("./bot-challenge-texts.en").default>("bot-challenge");
