// The opening hours a card or detail answer carries: the stored week and exceptions, the city's time
// zone and the instant of the answer, from which the page computes "Open now" (see PlaceHours). The
// instant is the minute's start: hours are whole minutes, so the state is the same all minute, and two
// answers within a minute stay identical (a kept search ranking serves the very same cards).
import { cityTimeZone } from "@shared/places/city-time-zones";
import * as clock from "@shared/time/clock";
import type { PlaceHours } from "@shared/time/weekly-hours";
import type { BrowsableListing } from "../listings/listing-rows";

export function cardHours(listing: Pick<BrowsableListing, "openingHours" | "city">): PlaceHours | null {
  const timeZone = cityTimeZone(listing.city);
  if (!listing.openingHours || !timeZone) return null;
  const now = clock.nowMs();
  return { ...listing.openingHours, timeZone, asOf: now - (now % 60_000) };
}
