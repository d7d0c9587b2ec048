// A listing's rating as its page shows it, worded by the Worker in the request's language (so the page
// carries no code for it): the average of its published reviews' stars to one decimal and their count.
// Before the first one, a catalogue shop or gem keeps the spec's fixed figures exactly, and any other listing
// that takes reviews says "No reviews yet". A card shows the same figures on one line ("★ 4.6 · 12 reviews").
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

interface Figures {
  average: number;
  count: number;
}

/**
 * The fixed figures a catalogue listing shows before any review (the spec's section 9: "4.8 · (127 reviews)",
 * "5.0 (89 reviews)"), by type: worded as real figures are, so the page and the card say them alike.
 */
const FIXED_FIGURES: Partial<Record<BrowsableType, Figures>> = {
  shop: { average: 4.8, count: 127 },
  gem: { average: 5, count: 89 },
};

/** The average to one decimal — null without a published review. */
function averageStars(listing: Rated): number | null {
  const reviews = listing.reviews;
  if (!reviews || reviews.count === 0) return null;
  return Math.round((reviews.starsTotal / reviews.count) * 10) / 10;
}

/** The figures shown: the published reviews', else a catalogue shop's or gem's fixed ones; null: "No reviews yet" or none. */
function shownFigures(listing: Rated): Figures | null {
  if (!isReviewable(listing.type)) return null;
  const average = averageStars(listing);
  if (average !== null) return { average, count: listing.reviews!.count };
  return listing.source !== "community" ? (FIXED_FIGURES[listing.type] ?? null) : null;
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
  const price = listing.source !== "community" && listing.type === "shop" ? detailMessages.priceRange : null;
  const figures = shownFigures(listing);
  if (!figures) return { value: null, count: reviewMessages.noReviews, price };
  return { value: averageText(figures.average), count: format(reviewMessages.ratingCount, { count: figures.count }), price };
}

/** A card's rating line, "★ 4.6 · 12 reviews" (the page's figures); null where the page says "No reviews yet" or has none. */
export function cardRating(listing: Rated): string | null {
  const figures = shownFigures(listing);
  return figures && format(reviewMessages.cardRating, { value: averageText(figures.average), count: figures.count });
}
