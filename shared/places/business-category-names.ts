// The 16 business categories of the spec (section 9) by name, in the page's language (the French in
// business-category-names-fr.ts): the home search's suggestions. A slug's name (the shop list, the
// forms) is category-name.ts's.
import { translations } from "../i18n/localized";

/** The 16 business categories used for the home search suggestions, in order (spec section 9). */
export const BUSINESS_CATEGORIES = [
  "Coffee Shops",
  "Restaurants",
  "Bakeries",
  "Cafes",
  "Spas",
  "Salons",
  "Clothing Stores",
  "Boutiques",
  "Art Galleries",
  "Bookstores",
  "Fitness Centers",
  "Yoga Studios",
  "Bars",
  "Nightclubs",
  "Music Venues",
  "Theaters",
] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

const NAMES = translations<Record<string, string>>("business-categories");

/** A category's name (the spec's English one) in the page's language. */
export function businessCategoryName(category: string): string {
  return NAMES[category] ?? category;
}
