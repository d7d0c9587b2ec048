// "Going": the facade over its texts in each language (./going-texts.en.ts and .fr.ts, module `going`).
import { localized } from "../i18n/localized";
export const goingMessages = localized<typeof import("./going-texts.en").default>("going");
