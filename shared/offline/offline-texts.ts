// The offline texts: the facade over its texts, ./offline-texts.en.ts and .fr.ts (module `offline`). No screen reads them:
// the service worker carries them (vite.config.ts), so pages never load this bundle.
import { localized } from "../i18n/localized";
export const offlineMessages = localized<typeof import("./offline-texts.en").default>("offline");
