// The one place that decides which listings are public: the built-in catalogue, then the approved
// submissions. Every listings procedure, the edge renderer and the sitemap read through it.
import { catalogue } from "@shared/catalogue/listings";
import type { Listing } from "@shared/catalogue/listing";
import type { Context } from "../../trpc/context";
import { loadPublishedListings } from "./published-listings";

export type PublicListing = Listing & {
  /** Set on listings that came from a paid submission tier. */
  promoted?: "basic" | "pro";
};

/** The catalogue and the published submissions: one small D1 query per call. */
export async function loadPublicListings(ctx: Pick<Context, "db">): Promise<readonly PublicListing[]> {
  let published: PublicListing[];
  try {
    published = await loadPublishedListings(ctx.db);
  } catch (error) {
    // The catalogue needs no database: if D1 fails, the site keeps serving it (logged, not hidden).
    console.error("Published submissions could not be read; serving the catalogue alone", error);
    return catalogue;
  }
  return published.length === 0 ? catalogue : [...catalogue, ...published];
}
