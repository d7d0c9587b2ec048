// What the home page picks from the catalogue and offers as search suggestions (spec sections 2, 9).
import { BUSINESS_CATEGORIES, homeCities } from "../places/home-data";
import { allCities } from "../places/provinces";
import { slugify } from "./slug";

export const FEATURED_COUNT = 3;
export const TRENDING_POOL = 12;
export const TRENDING_COUNT = 3;
export const BUSINESS_SUGGESTIONS = 5;
export const CITY_SUGGESTIONS_FILTERED = 5;
export const CITY_SUGGESTIONS_EMPTY = 8;

export function featuredListings<T extends { featured?: boolean | undefined }>(listings: readonly T[]): T[] {
  return listings.filter((listing) => listing.featured).slice(0, FEATURED_COUNT);
}

/** The first 3 of the first 12 items. */
export function trendingListings<T>(listings: readonly T[]): T[] {
  return listings.slice(0, TRENDING_POOL).slice(0, TRENDING_COUNT);
}

/** Case- and accent-insensitive "contains". */
export function matchesText(haystack: string, needle: string): boolean {
  return slugify(haystack).replaceAll("-", " ").includes(slugify(needle).replaceAll("-", " "));
}

/** Up to 5 of the 16 categories matching the input; the first 5 when it is empty. */
export function businessSuggestions(input: string): string[] {
  const query = input.trim();
  const pool = query ? BUSINESS_CATEGORIES.filter((category) => matchesText(category, query)) : BUSINESS_CATEGORIES;
  return pool.slice(0, BUSINESS_SUGGESTIONS);
}

/** Up to 5 known cities matching the input; the 8 home cities when it is empty. */
export function citySuggestions(input: string): string[] {
  const query = input.trim();
  if (!query) return homeCities.slice(0, CITY_SUGGESTIONS_EMPTY).map((city) => city.name);
  return allCities.filter((city) => matchesText(city, query)).slice(0, CITY_SUGGESTIONS_FILTERED);
}
