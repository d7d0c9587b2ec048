// "Download my data" on a reviewer's link page: every review and tip written from the link's e-mail
// address, on any listing, with its photos and the owners' replies each received (every version). The address is the
// reviewer's key here, as it is for the one-per-address rule. Left out as ours, not the reviewer's: the
// link tokens' hashes, the browser key's hash, the text's hash, and who reported a review.
import { asc, eq } from "drizzle-orm";
import { detailPath } from "@shared/routing/paths";
import type { Db } from "../../db/client";
import { listingReviews, listings, reviewReplies } from "../../db/schema";
import { shownPhotos } from "./review-photos";
import { reviewColumns } from "./review-queries";

export async function reviewerData(db: Db, email: string) {
  const reviews = await db
    .select({
      ...reviewColumns,
      status: listingReviews.status,
      holdReason: listingReviews.hold_reason,
      hideReason: listingReviews.hide_reason,
      editedAfterHide: listingReviews.edited_after_hide,
      createdAt: listingReviews.created_at,
      updatedAt: listingReviews.updated_at,
      confirmedAt: listingReviews.confirmed_at,
      linkExpiresAt: listingReviews.link_expires_at,
      listing: { type: listings.type, city: listings.city, slug: listings.slug, title: listings.title },
    })
    .from(listingReviews)
    .innerJoin(listings, eq(listings.id, listingReviews.listing_id))
    .where(eq(listingReviews.email, email))
    .orderBy(asc(listingReviews.created_at), asc(listingReviews.id));
  // Joined on the address, not a list of ids: a long list of ids would pass D1's limit of bound values.
  const replies = await db
    .select({ reviewId: reviewReplies.review_id, text: reviewReplies.text, writtenAt: reviewReplies.written_at })
    .from(reviewReplies)
    .innerJoin(listingReviews, eq(listingReviews.id, reviewReplies.review_id))
    .where(eq(listingReviews.email, email))
    .orderBy(asc(reviewReplies.written_at), asc(reviewReplies.id));
  return {
    email,
    reviews: reviews.map(({ listing, photos, ...review }) => ({
      ...review,
      listing: { title: listing.title, path: detailPath({ ...listing, slug: listing.slug ?? undefined }) },
      photos: shownPhotos(photos).map(({ src, caption }) => ({ image: src, caption })),
      repliesReceived: replies.filter((reply) => reply.reviewId === review.id).map(({ text, writtenAt }) => ({ text, writtenAt })),
    })),
  };
}
