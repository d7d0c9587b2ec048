// The catalogue's text in each language other than its own (English), keyed by locale then listing id.
// The seed writes these to `listing_translations`; a new language adds its file and one entry here.
import type { Locale } from "../../../shared/i18n/locales";
import { listingsFrench, type ListingFrench } from "./listings-fr";
import { recurringEventsFrench } from "./recurring-events";
import { coffeeListingsFrench } from "./coffee-listings";

/** One listing's text in a locale; a field missing here falls back to the listing's own text. */
export type ListingTranslation = ListingFrench;

export const catalogueTranslations: Readonly<Partial<Record<Locale, Readonly<Record<number, ListingTranslation>>>>> = {
  fr: { ...listingsFrench, ...recurringEventsFrench, ...coffeeListingsFrench },
};
