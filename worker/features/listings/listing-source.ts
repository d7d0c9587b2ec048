// The one place that decides which listings are public. Every listings procedure, the edge renderer
// and the sitemap read through it, so adding approved submissions is one change here.
import { catalogue } from "@shared/catalogue/listings";
import type { Listing } from "@shared/catalogue/listing";
import type { Context } from "../../trpc/context";

export type PublicListing = Listing & {
  /** Set on listings that came from a paid submission tier. */
  promoted?: "basic" | "pro";
};

export async function loadPublicListings(_ctx: Pick<Context, "db">): Promise<readonly PublicListing[]> {
  return catalogue;
}
