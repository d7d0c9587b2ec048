// Whether a listing takes reviews now: a shop or a gem always, an event once its first occurrence has started.
import { isReviewable } from "@shared/reviews/review-rules";
import type { BrowsableType } from "@shared/listings/listing-types";
import { eventZone, occurrenceOn, timingOfColumns, type TimingColumns } from "@shared/time/event-occurrences";
import * as clock from "@shared/time/clock";

type Timed = TimingColumns & { type: BrowsableType };

/** null: the type has no reviews; otherwise whether a review may be written now. */
export function reviewsOpen(listing: Timed): { open: boolean } | null {
  if (!isReviewable(listing.type)) return null;
  if (listing.type !== "event") return { open: true };
  const timing = timingOfColumns(listing);
  return { open: timing !== null && occurrenceOn(timing, eventZone(listing.city), timing.date).startAt <= clock.nowMs() };
}
