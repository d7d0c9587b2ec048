// Map picker strings: the facade over its texts in each language (./point-picker-texts.en.ts and .fr.ts,
// module `point-picker`), answering in the active locale. They load with the picker's chunk
// (web/components/map/point-picker-texts.ts).
import { localized } from "../i18n/localized";
export const pointPickerMessages = localized<typeof import("./point-picker-texts.en").default>("point-picker");
