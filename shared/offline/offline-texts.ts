// The offline texts: the facade over shared/messages/en/ and fr/ (module `offline`). No screen reads them:
// the service worker carries them (vite.config.ts), so pages never load this bundle.
import { localized } from "../i18n/localized";
export const offlineMessages = localized<typeof import("./offline-texts.en").default>("offline");
