// A business category's name from its slug (shared/places/business-categories.ts), for the shop list's
// filter and the forms' choice. The spec's English name is the slug's words capitalised ("art-galleries" →
// "Art Galleries"; tests/unit/business-categories.test.ts checks all 16 against BUSINESS_CATEGORIES), so
// this file does not load the list of names, which only home's search uses.
import type { CategorySlug } from "./business-categories";
import { translations } from "../i18n/localized";

/** The French names, keyed by the English (shared/places/business-categories-texts.fr.ts). */
const NAMES = translations<Record<string, string>>("business-categories");

/** A category's English name (the spec's), e.g. "Coffee Shops" for coffee-shops. */
export function categoryEnglishName(slug: CategorySlug): string {
  return slug.replace(/(^|-)(\w)/g, (_match, dash: string, letter: string) => `${dash && " "}${letter.toUpperCase()}`);
}

/** A category's name in the page's language, from its slug ("Boulangeries" for bakeries). */
export function categoryName(slug: CategorySlug): string {
  const english = categoryEnglishName(slug);
  return NAMES[english] ?? english;
}
