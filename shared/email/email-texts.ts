// E-mail texts: the facade over its texts in each language (shared/messages/en/ and fr/, module `email`),
// answering in the active locale; worker/features/notifications/email-templates.ts renders each e-mail
// in its recipient's locale.
import { localized } from "../i18n/localized";
export const emailMessages = localized<typeof import("./email-texts.en").default>("email");
