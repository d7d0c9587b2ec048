// "Download my data" on a reviewer's link page: every review and tip written from the link's e-mail
// address, on any listing, with its photos and the owners' replies each received (every version). The address is the
// reviewer's key here, as it is for the one-per-address rule. Left out as ours, not the reviewer's: the
// link tokens' hashes, the browser key's hash, the text's hash, and who reported a review.
import { asc, eq } from "drizzle-orm";
import { detailPath } from "@shared/routing/paths";
import type { Db } from "../../db/client";
import { listingReviews, listings, reviewPhotos, reviewReplies } from "../../db/schema";
import { uploadUrl } from "../listings/community-listings";

export async function reviewerData(db: Db, email: string) {
  const reviews = await db
    .select({
      id: listingReviews.id,
      kind: listingReviews.kind,
      stars: listingReviews.stars,
      text: listingReviews.text,
      visitMonth: listingReviews.visit_month,
      displayName: listingReviews.display_name,
      language: listingReviews.language,
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
  const photos = await db
    .select({ reviewId: reviewPhotos.review_id, key: reviewPhotos.key, caption: reviewPhotos.caption })
    .from(reviewPhotos)
    .innerJoin(listingReviews, eq(listingReviews.id, reviewPhotos.review_id))
    .where(eq(listingReviews.email, email))
    .orderBy(asc(reviewPhotos.review_id), asc(reviewPhotos.position));
  return {
    email,
    reviews: reviews.map(({ listing, ...review }) => ({
      ...review,
      listing: { title: listing.title, path: detailPath({ ...listing, slug: listing.slug ?? undefined }) },
      photos: photos.filter((photo) => photo.reviewId === review.id).map(({ key, caption }) => ({ image: uploadUrl(key), caption })),
      repliesReceived: replies.filter((reply) => reply.reviewId === review.id).map(({ text, writtenAt }) => ({ text, writtenAt })),
    })),
  };
}
