// Map view strings: the facade over its texts in each language (./map-texts.en.ts and .fr.ts, module
// `map`), answering in the active locale. List pages and city pages load them (web/app/route-modules.ts).
import { localized } from "../i18n/localized";
export const mapMessages = localized<typeof import("./map-texts.en").default>("map");
