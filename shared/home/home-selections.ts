// What the home page picks from the catalogue (spec sections 2, 9). Its search suggestions are in
// ./search-suggestions.ts, which the search form loads when first focused.

export const FEATURED_COUNT = 3;
export const TRENDING_POOL = 12;
export const TRENDING_COUNT = 3;

export function featuredListings<T extends { featured?: boolean | undefined }>(listings: readonly T[]): T[] {
  return listings.filter((listing) => listing.featured).slice(0, FEATURED_COUNT);
}

/** The first 3 of the first 12 items. */
export function trendingListings<T>(listings: readonly T[]): T[] {
  return listings.slice(0, TRENDING_POOL).slice(0, TRENDING_COUNT);
}
