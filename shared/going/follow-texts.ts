// "Follow": the facade over its texts in each language (./follow-texts.en.ts and .fr.ts, module `follow`).
import { localized } from "../i18n/localized";
export const followMessages = localized<typeof import("./follow-texts.en").default>("follow");
