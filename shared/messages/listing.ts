// Listing strings (English). They load with the screens that show them, not with every page.
import { localized } from "../i18n/localized";
export const listingMessages = localized<typeof import("./en/listing").default>("listing");
