// What holds a review for a moderator instead of publishing it: a link in its text, the same text as
// another review, a burst of reviews on the listing, a reviewer who owns the listing, or an address at the
// listing website's domain. The first signal found is the one the queue shows.
import { and, eq } from "drizzle-orm";
import { BURST_COUNT, BURST_HOURS, hasLink, normalizedText, type HoldReason } from "@shared/reviews/review-rules";
import { emailAtDomain, websiteDomain } from "@shared/owners/claim-rules";
import { sha256Hex } from "../../crypto/hex-digest";
import type { Db } from "../../db/client";
import { listingOwners, users } from "../../db/schema";
import { confirmedSince, textSeenElsewhere } from "./review-queries";

/** The stored hash of a text for the repeat check. */
export function textHashOf(text: string): Promise<string> {
  return sha256Hex(normalizedText(text));
}

/** Whether the address belongs to an owner or manager of the listing (owner-access.ts's rows). */
async function ownsListing(db: Db, listingId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: listingOwners.listing_id })
    .from(listingOwners)
    .innerJoin(users, eq(users.id, listingOwners.user_id))
    .where(and(eq(listingOwners.listing_id, listingId), eq(users.email, email)))
    .limit(1);
  return row !== undefined;
}

export async function holdReasonFor(
  db: Db,
  review: { id: number; text: string; textHash: string; email: string },
  listing: { id: number; website: string | null },
  now: Date,
  options: { burst: boolean },
): Promise<HoldReason | null> {
  if (hasLink(review.text)) return "links";
  if (await textSeenElsewhere(db, review.id, review.textHash)) return "repeated-text";
  if (await ownsListing(db, listing.id, review.email)) return "owner";
  if (emailAtDomain(review.email, websiteDomain(listing.website))) return "listing-domain";
  if (options.burst && (await confirmedSince(db, listing.id, new Date(now.getTime() - BURST_HOURS * 3_600_000))) >= BURST_COUNT) return "burst";
  return null;
}
