// An owned listing's "Verified owner · Nov 2026" and how, in the request's language: the Worker words it
// and sends the words with the listing, so the detail page carries no date code for it.
import { formatterFor } from "@shared/i18n/intl-format";
import { format } from "@shared/i18n/messages";
import { detailMessages } from "@shared/listings/detail-texts";
import { cityTimeZone } from "@shared/places/city-time-zones";
import { DEFAULT_EVENT_ZONE, wallTimeOf } from "@shared/time/city-day";
import type { BrowsableListing } from "./listing-rows";

/** "Nov 2026", « nov. 2026 »: a floating (UTC) month, already moved to the city's calendar. */
const monthYear = formatterFor((tag) => new Intl.DateTimeFormat(tag, { month: "short", year: "numeric", timeZone: "UTC" }));

export function verifiedOwnerWords(listing: Pick<BrowsableListing, "verifiedOwner" | "city">) {
  if (!listing.verifiedOwner) return null;
  const { proof, verifiedAt } = listing.verifiedOwner;
  // The month as the listing's city counted it: a verification on Oct 31 at 9 PM in Vancouver is October.
  const local = wallTimeOf(Date.parse(verifiedAt), cityTimeZone(listing.city) ?? DEFAULT_EVENT_ZONE);
  return { badge: format(detailMessages.verifiedOwner, { month: monthYear().format(local) }), how: detailMessages.verifiedBy[proof] };
}
