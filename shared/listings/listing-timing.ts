// A listing row's materialised timing columns (next_start_at, next_end_at, last_end_at): an event's from
// its occurrences, a closing type's listing from the end of its date in its city. Worker-side,
// as every reader of it is, so the browser's copy of the registry stays small.
import { addDays, dayStartAt } from "../time/city-day";
import { eventZone, materialiseTiming, timingOfColumns, type MaterialisedTiming, type TimingColumns } from "../time/event-occurrences";
import { LISTING_TYPE_REGISTRY } from "./listing-type-registry";

/**
 * The types whose listings close at the end of their date (the registry's `closes`).
 * Worker-side, as every reader of it is, so the browser's copy of the registry stays small.
 */
export const CLOSING_TYPES = LISTING_TYPE_REGISTRY.filter((entry) => "closes" in entry && entry.closes).map((entry) => entry.type);

/** The types whose listings leave every list (and map) once their last day is over: events and closing types. */
export const ENDING_TYPES = ["event" as const, ...CLOSING_TYPES];

/**
 * Whether a listing has left the lists at `nowMs`: an event or closing listing whose materialised next end
 * is past (or none). The lists' SQL says the same (`notEnded` in worker/features/listings/listing-queries.ts).
 */
export const hasEnded = (listing: { type: string; nextEndAt: number | null }, nowMs: number): boolean =>
  (ENDING_TYPES as readonly string[]).includes(listing.type) && (listing.nextEndAt ?? 0) <= nowMs;

/** The materialised columns of a listing row at `nowMs` (nulls for anything but a dated event or a closing listing). */
export function materialiseColumns(row: TimingColumns, nowMs: number): MaterialisedTiming {
  // A listing of a closing type is "on" until the end of its date in its city, then ended; with no
  // start, it is never in an events list, and the Cron Trigger's pass over an ended one clears it once.
  if (row.date && (CLOSING_TYPES as readonly string[]).includes(row.type)) {
    const closesAt = dayStartAt(addDays(row.date, 1), eventZone(row.city));
    return { next_start_at: null, next_end_at: closesAt > nowMs ? closesAt : null, last_end_at: closesAt };
  }
  return materialiseTiming(timingOfColumns(row), eventZone(row.city), nowMs);
}
