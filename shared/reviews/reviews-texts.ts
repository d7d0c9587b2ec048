// Reviews and tips: the facade over ./reviews-texts.en.ts and .fr.ts (module `reviews`), answering in the active locale.
import { localized } from "../i18n/localized";
export const reviewMessages = localized<typeof import("./reviews-texts.en").default>("reviews");
