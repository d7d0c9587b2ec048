// The search form's suggestions (spec section 9), the category a search names and where it goes. The 16 categories and
// the 65 cities weigh more than the rest of the form, and only someone typing needs them, so the form
// loads this module when it is first focused (web/components/search/search-form.tsx).
import { BUSINESS_CATEGORIES, businessCategoryName } from "../places/business-category-names";
import { homeCities } from "../home/home-data";
import { cityFromPlaceName, placeName } from "../places/place-names";
import { categoryPath, cityPath, searchPath } from "../routing/paths";
import { allCities } from "../places/provinces";
import { slugify } from "../places/slug";

export const BUSINESS_SUGGESTIONS = 5;
export const CITY_SUGGESTIONS_FILTERED = 5;
export const CITY_SUGGESTIONS_EMPTY = 8;

/** Case- and accent-insensitive "contains". */
export function matchesText(haystack: string, needle: string): boolean {
  return slugify(haystack).replaceAll("-", " ").includes(slugify(needle).replaceAll("-", " "));
}

/** Whether a category (by its spec name) is among the slugs that have listings; any, while they are not known. */
const listed = (category: string, inUse: readonly string[] | undefined) => !inUse || inUse.includes(slugify(category));

/**
 * Up to 5 of the 16 categories matching the input, named in the page's language; the first 5 when it is
 * empty. Only categories with published listings (`inUse`, slugs) are offered: none while unknown.
 */
export function businessSuggestions(input: string, inUse: readonly string[] | undefined): string[] {
  if (!inUse) return [];
  const query = input.trim();
  const names = BUSINESS_CATEGORIES.filter((category) => listed(category, inUse)).map(businessCategoryName);
  const pool = query ? names.filter((category) => matchesText(category, query)) : names;
  return pool.slice(0, BUSINESS_SUGGESTIONS);
}

/**
 * The category a business search names (typed or picked, in the page's language or the spec's
 * English), by its spec name: the search then opens that category's list, not a word search. A category
 * with no listings (`inUse`, when known) is searched as words instead.
 */
export function businessCategoryOf(input: string, inUse: readonly string[] | undefined): string | undefined {
  const key = slugify(input);
  return BUSINESS_CATEGORIES.find(
    (category) => (slugify(businessCategoryName(category)) === key || slugify(category) === key) && listed(category, inUse),
  );
}

/**
 * Where the search form goes: a category's list when the words name one that has listings, /search for
 * other words, the city's page for a city alone, null for nothing. The city is typed or picked in the
 * page's language ("Montréal"); addresses use the catalogue's name.
 */
export function searchDestination(query: string, city: string, inUse: readonly string[] | undefined): string | null {
  const q = query.trim();
  const c = cityFromPlaceName(city.trim());
  const category = businessCategoryOf(q, inUse);
  if (category) return categoryPath(category, c || undefined);
  if (q) return searchPath(q, c || undefined);
  return c ? cityPath(c) : null;
}

/** Up to 5 known cities matching the input, named in the page's language; the 8 home cities when it is empty. */
export function citySuggestions(input: string): string[] {
  const query = input.trim();
  if (!query) return homeCities.slice(0, CITY_SUGGESTIONS_EMPTY).map((city) => placeName(city.name));
  return allCities
    .map(placeName)
    .filter((city) => matchesText(city, query))
    .slice(0, CITY_SUGGESTIONS_FILTERED);
}
