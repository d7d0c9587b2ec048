// Whether a listing takes reviews now: a shop or a gem always, an event once its first occurrence has started.
import { isReviewable } from "@shared/reviews/review-rules";
import type { BrowsableType } from "@shared/listings/listing-types";
import { eventZone, occurrenceOn, type EventTiming } from "@shared/time/event-occurrences";
import * as clock from "@shared/time/clock";

/** null: the type has no reviews; otherwise whether a review may be written now (`timing`: an event's, null without a date). */
export function reviewsOpen(type: BrowsableType, city: string, timing: EventTiming | null): { open: boolean } | null {
  if (!isReviewable(type)) return null;
  if (type !== "event") return { open: true };
  return { open: timing !== null && occurrenceOn(timing, eventZone(city), timing.date).startAt <= clock.nowMs() };
}
