// A listing's rating as pages and cards show it, worded by the Worker in the request's language (so list
// pages carry no code for it): the average of its published reviews' stars to one decimal and their count.
// Before the first one, a catalogue shop or gem keeps the spec's fixed figures (null here), and any other
// listing says "No reviews yet".
import { format } from "@shared/i18n/messages";
import { activeLocale } from "@shared/i18n/active-locale";
import { LOCALE_TAGS } from "@shared/i18n/locales";
import type { BrowsableType } from "@shared/listings/listing-types";
import { isReviewable } from "@shared/reviews/review-rules";
import { reviewMessages } from "@shared/reviews/reviews-texts";

interface Rated {
  type: BrowsableType;
  source?: "catalogue" | "community" | undefined;
  reviews?: { count: number; starsTotal: number } | undefined;
}

/** The types whose catalogue listings show fixed figures before any review (the spec's section 9). */
const FIXED_FIGURES: readonly BrowsableType[] = ["shop", "gem"];

/** The average to one decimal — null without a published review. */
function averageStars(listing: Rated): number | null {
  const reviews = listing.reviews;
  if (!reviews || reviews.count === 0) return null;
  return Math.round((reviews.starsTotal / reviews.count) * 10) / 10;
}

/** The average and count for structured data, or null before the first published review. */
export function ratingFigures(listing: Rated): { average: number; count: number } | null {
  const average = averageStars(listing);
  return average === null ? null : { average, count: listing.reviews!.count };
}

function averageText(average: number): string {
  return new Intl.NumberFormat(LOCALE_TAGS[activeLocale()], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

/** A detail page's rating: "4.3" and "(12 reviews)"; "No reviews yet"; or null (the fixed figures stay). */
export function detailRating(listing: Rated): { value: string | null; count: string } | null {
  const average = averageStars(listing);
  if (average !== null) return { value: averageText(average), count: format(reviewMessages.ratingCount, { count: listing.reviews!.count }) };
  if (!isReviewable(listing.type)) return null;
  if (listing.source === "community" || !FIXED_FIGURES.includes(listing.type)) return { value: null, count: reviewMessages.noReviews };
  return null;
}

/** A card's rating line, "★ 4.3 · 12 reviews", once the listing has a published review. */
export function cardRating(listing: Rated): string | null {
  const average = averageStars(listing);
  return average === null ? null : format(reviewMessages.cardRating, { average: averageText(average), count: listing.reviews!.count });
}
