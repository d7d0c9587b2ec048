// The 16 business categories of the spec (section 9) as a listing attribute: the slug each is stored,
// validated and linked by (`/shop?category=bakeries`), free of zod so list pages and the edge cache can
// read a URL without the validator, and importing nothing (drizzle-kit loads it with the schema). The
// names, in the spec's order, are BUSINESS_CATEGORIES in shared/places/business-category-names.ts (which
// names them in the page's language; tests/unit/business-categories.test.ts keeps the two in step).
import type { ListingType } from "../listings/listing-types";

/** Each category's slug, in the spec's order (a tuple, as zod and drizzle enums want). */
export const CATEGORY_SLUGS = [
  "coffee-shops",
  "restaurants",
  "bakeries",
  "cafes",
  "spas",
  "salons",
  "clothing-stores",
  "boutiques",
  "art-galleries",
  "bookstores",
  "fitness-centers",
  "yoga-studios",
  "bars",
  "nightclubs",
  "music-venues",
  "theaters",
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/**
 * The types a category describes: places you can walk into. Shops, and the gems that are businesses
 * (the catalogue's cafés, restaurants, spas and salons are gems); stories and events have none.
 */
export const CATEGORY_TYPES = ["shop", "gem"] as const satisfies readonly ListingType[];

export function hasCategory(type: string): boolean {
  return (CATEGORY_TYPES as readonly string[]).includes(type);
}

export function isCategorySlug(value: unknown): value is CategorySlug {
  return (CATEGORY_SLUGS as readonly unknown[]).includes(value);
}

/** The category a page URL asks for (?category=), or nothing when it is absent or not one of the 16. */
export function categoryParam(search: URLSearchParams): { category?: CategorySlug } {
  const category = search.get("category");
  return isCategorySlug(category) ? { category } : {};
}
