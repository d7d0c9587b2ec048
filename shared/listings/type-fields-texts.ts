// The words of a listing type's own fields: the facade over ./type-fields-texts.en.ts and .fr.ts (module
// `type-fields`, in the submit bundle), answering in the active locale.
import { localized } from "../i18n/localized";
export const typeFieldsMessages = localized<typeof import("./type-fields-texts.en").default>("type-fields");
