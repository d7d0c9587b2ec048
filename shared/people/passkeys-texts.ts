// Passkey strings: the facade over its texts in each language (shared/messages/en/ and fr/, module
// `passkeys`), loaded with the admin bundle (the login and account screens read it).
import { localized } from "../i18n/localized";
export const passkeyMessages = localized<typeof import("./passkeys-texts.en").default>("passkeys");
