// What an empty list says. An events date window with nothing in it names the next event instead (its
// day in the event city's calendar, in the page's language); with every city shown there is no other
// city to suggest.
import { format } from "@shared/i18n/messages";
import { formatEventDate } from "@shared/i18n/event-date";
import { listingMessages } from "@shared/listings/listing-texts";
import { placeName } from "@shared/places/place-names";
import type { ListingSummary } from "@web/lib/trpc";

/** `city`: the list's city filter (none: all cities); `next`: the first upcoming event, when a window is empty. */
export function emptyListText(city: string | undefined, next: ListingSummary | undefined): string {
  if (next?.occurrence) {
    const facts = { title: next.title, city: placeName(next.city), date: formatEventDate(next.occurrence.day) };
    return format(city ? listingMessages.nextInCity : listingMessages.nextAnywhere, facts);
  }
  return city ? listingMessages.empty : listingMessages.emptyAllCities;
}
