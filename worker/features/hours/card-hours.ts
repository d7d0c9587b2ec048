// The opening hours a card or detail answer carries: the stored week and exceptions, the city's time
// zone and the instant of the answer, from which the page computes "Open now" (see PlaceHours). The
// instant is the minute's start: hours are whole minutes, so the state is the same all minute, and two
// answers within a minute stay identical (a kept search ranking serves the very same cards).
import { cityTimeZone } from "@shared/places/city-time-zones";
import * as clock from "@shared/time/clock";
import { openState } from "@shared/time/opening-hours";
import { openStateText, type OpenStateText } from "@shared/time/opening-hours-text";
import type { PlaceHours } from "@shared/time/weekly-hours";
import type { BrowsableListing } from "../listings/listing-rows";

export function cardHours(listing: Pick<BrowsableListing, "openingHours" | "city">): PlaceHours | null {
  const timeZone = cityTimeZone(listing.city);
  if (!listing.openingHours || !timeZone) return null;
  const now = clock.nowMs();
  return { ...listing.openingHours, timeZone, asOf: now - (now % 60_000) };
}

/**
 * A card's "Open now" line: the state at the answer's minute, in the request's language. Cards show it
 * as the Worker wrote it (no hours code in list pages' JavaScript); the pages that show place cards are
 * cached per minute (open-now-cache.ts), so a cached card is never more than a minute behind.
 */
export function cardOpenState(listing: Pick<BrowsableListing, "openingHours" | "city">): (OpenStateText & { open: boolean }) | null {
  const hours = cardHours(listing);
  if (!hours) return null;
  const state = openState(hours.week, hours.exceptions, hours.timeZone, new Date(hours.asOf));
  return { open: state.open, ...openStateText(state) };
}
