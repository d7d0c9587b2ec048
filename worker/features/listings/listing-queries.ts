// Pure selections over the public listings; the router validates input and shapes the answers.
import type { BrowsableType } from "@shared/catalogue/listing";
import { BROWSABLE_TYPES, isBrowsable } from "@shared/catalogue/listing";
import { resolveCity } from "@shared/places/city-provinces";
import { findListing } from "@shared/rules/find-listing";
import { featuredListings, trendingListings } from "@shared/rules/home-selections";
import { searchListings } from "@shared/rules/search";
import type { PublicListing } from "./listing-source";

/** A public listing that has a screen. */
export type BrowsableListing = PublicListing & { type: BrowsableType };

export function listByType(listings: readonly PublicListing[], type: BrowsableType, city?: string) {
  const cityName = city === undefined ? undefined : resolveCity(city)?.city ?? city;
  return listings.filter(isBrowsable).filter((l) => l.type === type && (cityName === undefined || l.city === cityName));
}

export function getListing(listings: readonly PublicListing[], type: BrowsableType, citySlug: string, slug: string) {
  return findListing(listings.filter(isBrowsable), type, citySlug, slug);
}

export function homeSelections(listings: readonly PublicListing[]) {
  const browsable = listings.filter(isBrowsable);
  // Pro-tier listings are eligible for Featured alongside the catalogue's featured entries, and come
  // first: the Pro tier is paid placement, and published submissions otherwise sit after the catalogue.
  const pro = browsable.filter((l) => l.promoted === "pro").map((l) => ({ ...l, featured: true }));
  const eligible = [...pro, ...browsable.filter((l) => l.promoted !== "pro")];
  return { featured: featuredListings(eligible), trending: trendingListings(browsable) };
}

/** A city's listings grouped by type, or null when the city is unknown. */
export function cityListings(listings: readonly PublicListing[], city: string) {
  const resolved = resolveCity(city);
  if (!resolved) return null;
  const inCity = listings.filter(isBrowsable).filter((l) => l.city === resolved.city);
  const byType = Object.fromEntries(
    BROWSABLE_TYPES.map((type) => [type, inCity.filter((l) => l.type === type)]),
  ) as Record<BrowsableType, BrowsableListing[]>;
  return { ...resolved, byType };
}

export function search(listings: readonly PublicListing[], query: string, city?: string) {
  const cityName = city ? resolveCity(city)?.city ?? city : undefined;
  const pool = listings.filter(isBrowsable).filter((l) => !cityName || l.city === cityName);
  return searchListings(pool, query);
}
