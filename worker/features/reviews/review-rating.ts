// A listing's rating as its page shows it, worded by the Worker in the request's language (so the page
// carries no code for it): the average of its published reviews' stars to one decimal and their count.
// Before the first one, a catalogue shop or gem keeps the spec's fixed figures exactly (the detail texts'),
// and any other listing that takes reviews says "No reviews yet".
import { format } from "@shared/i18n/messages";
import { activeLocale } from "@shared/i18n/active-locale";
import { LOCALE_TAGS } from "@shared/i18n/locales";
import type { BrowsableType } from "@shared/listings/listing-types";
import { isReviewable } from "@shared/reviews/review-rules";
import { reviewMessages } from "@shared/reviews/reviews-texts";
import { detailMessages } from "@shared/listings/detail-texts";

interface Rated {
  type: BrowsableType;
  source?: "catalogue" | "community" | undefined;
  reviews?: { count: number; starsTotal: number } | undefined;
}

/** The fixed figures a catalogue listing shows before any review (the spec's section 9), by type. */
const FIXED_FIGURES: Partial<Record<BrowsableType, () => { value: string; count: string }>> = {
  shop: () => ({ value: detailMessages.shopRating, count: detailMessages.shopReviews }),
  gem: () => ({ value: detailMessages.gemRating, count: detailMessages.gemReviews }),
};

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

/**
 * A detail page's rating: "4.3" and "(12 reviews)"; the catalogue's fixed figures; "No reviews yet"; or null
 * (no ratings). A catalogue shop's line also carries the spec's fixed price range.
 */
export function detailRating(listing: Rated): { value: string | null; count: string; price: string | null } | null {
  if (!isReviewable(listing.type)) return null;
  const catalogue = listing.source !== "community";
  const price = catalogue && listing.type === "shop" ? detailMessages.priceRange : null;
  const average = averageStars(listing);
  if (average !== null) return { value: averageText(average), count: format(reviewMessages.ratingCount, { count: listing.reviews!.count }), price };
  const fixed = catalogue ? FIXED_FIGURES[listing.type] : undefined;
  return { ...(fixed ? fixed() : { value: null, count: reviewMessages.noReviews }), price };
}
