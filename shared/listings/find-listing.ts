import type { BrowsableType, Listing } from "./listing";
import { citySlug, listingSlug } from "../places/slug";

/** The listing of this type whose city slug and listing slug match (spec: "found by matching"). */
export function findListing<T extends Pick<Listing, "type" | "city" | "slug" | "title">>(
  listings: readonly T[],
  type: BrowsableType,
  cityPart: string,
  slugPart: string,
): T | undefined {
  return listings.find((listing) => listing.type === type && citySlug(listing.city) === cityPart && listingSlug(listing) === slugPart);
}
