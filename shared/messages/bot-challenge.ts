// The bot challenge's verification step (English). Loaded with the step itself, only when the server
// asks for it (PRECONDITION_REQUIRED), never with a page.
import { localized } from "../i18n/localized";
export const botChallengeMessages = localized<typeof import("./en/bot-challenge").default>("bot-challenge");
