// How far a listing is, as a card says it: "1.2 km · 15 min walk" / "1,2 km · 15 min à pied" (one
// decimal, the page's number format; minutes by the one walking rule of shared/places/point.ts).
import { format } from "../i18n/messages";
import { formatterFor } from "../i18n/intl-format";
import { listingMessages } from "./listing-texts";
import { walkingMinutes } from "../places/point";

const kilometres = formatterFor((tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** A distance alone, "0.4 km" / "0,4 km" (the detail map's list twin). */
export const kmText = (km: number) => format(listingMessages.nearKm, { km: kilometres().format(km) });

export const distanceText = (km: number) => format(listingMessages.nearDistance, { km: kilometres().format(km), minutes: walkingMinutes(km) });
