// What the API itself says when it refuses or fails (English). Screens keep their own texts for
// failures; these are what a client sees in the error envelope.
import { localized } from "../i18n/localized";
export const apiMessages = localized<typeof import("./en/api").default>("api");
