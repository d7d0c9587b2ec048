// The questions /owner asks before each statutory holiday of the listing's province: from 14 days before
// to the day itself, for an open place with weekly hours, until its hours hold that day's exception.
import type { ListingClosure } from "@shared/listings/listing-states";
import { hasOpeningHours } from "@shared/listings/listing-type-registry";
import { ownerMessages } from "@shared/owners/owner-texts";
import { cityDay } from "@shared/time/city-day";
import * as clock from "@shared/time/clock";
import { eventZone } from "@shared/time/event-occurrences";
import { hoursConfirmed, promptedHolidays } from "@shared/time/holidays";
import type { OpeningHours } from "@shared/time/weekly-hours";
import { holidayQuestion } from "../hours/holiday-words";

export function holidayPrompts(listing: { type: string; city: string; opening_hours: OpeningHours | null; closure: ListingClosure | null }) {
  const hours = listing.opening_hours;
  if (!hours || listing.closure || !hasOpeningHours(listing.type)) return [];
  return promptedHolidays(listing.city, cityDay(clock.nowMs(), eventZone(listing.city)))
    .filter((holiday) => !hoursConfirmed(hours, holiday.date))
    .map((holiday) => ({ date: holiday.date, name: ownerMessages.holidayNames[holiday.id], question: holidayQuestion(holiday) }));
}
