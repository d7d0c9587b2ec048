// "During promotion vs the days before": what the listing's page got while its paid promotion ran, next to
// the same number of days just before it, for each measure. The owner's chart shades the same window. The
// "< 5" rule holds here too: a change is worded only from counts that are shown, so no difference ever
// gives away a count under 5.
import { ACTIVITY_SHOWN_FROM } from "./activity";
import { PROMOTION_MS } from "../payments/payment-statuses";
import { addDays, cityDay, daysBetween } from "../time/city-day";

export interface DayRange {
  from: string;
  to: string;
}

/** The dates the paid 30 days up to `promotedUntil` (UTC ms) touch, as the listing city counts them. */
export function promotionDays(promotedUntil: number, zone: string): DayRange {
  return { from: cityDay(promotedUntil - PROMOTION_MS, zone), to: cityDay(promotedUntil, zone) };
}

/**
 * The promotion's dates up to `today`, and as many dates just before it, so both sides count the same
 * number of days (a running promotion is compared on the days it has had). Null before it starts.
 */
export function comparedRanges(promotedUntil: number, zone: string, today: string): { during: DayRange; before: DayRange } | null {
  const window = promotionDays(promotedUntil, zone);
  if (window.from > today) return null;
  const to = window.to < today ? window.to : today;
  const length = daysBetween(window.from, to) + 1;
  return { during: { from: window.from, to }, before: { from: addDays(window.from, -length), to: addDays(window.from, -1) } };
}

/** A measure's change: a whole percentage, none, "new" (nothing before), or null where saying it would reveal a count under 5. */
export type ActivityChange = { percent: number } | "same" | "new" | null;

/**
 * Worded only when the promotion's count is shown (5 or more) and the count before is shown too, or was
 * nothing at all: nobody is behind a zero, but a percentage over 1 to 4 would give that count away.
 */
export function activityChange(during: number, before: number): ActivityChange {
  if (during < ACTIVITY_SHOWN_FROM) return null;
  if (before === 0) return "new";
  if (before < ACTIVITY_SHOWN_FROM) return null;
  const percent = Math.round(((during - before) / before) * 100);
  return percent === 0 ? "same" : { percent };
}
