// Statutory holidays in the request's language: the owner's question before each one, and the public
// page's "Hours may differ today (Canada Day)." on a holiday the owner has not answered. The Worker words
// both, so neither the detail page nor the holiday table ships to a visitor.
import { formatterFor } from "@shared/i18n/intl-format";
import { activeLocale } from "@shared/i18n/active-locale";
import { format } from "@shared/i18n/messages";
import { ownerMessages } from "@shared/owners/owner-texts";
import { cityDay, dayToWall } from "@shared/time/city-day";
import * as clock from "@shared/time/clock";
import { holidayOn, hoursConfirmed, type Holiday } from "@shared/time/holidays";
import type { BrowsableListing } from "../listings/listing-rows";
import { cardHours } from "./open-now";

const monthDay = formatterFor((tag) => new Intl.DateTimeFormat(tag, { month: "long", day: "numeric", timeZone: "UTC" }));

/** "July 1", « 1er juillet » (French writes the first of a month as an ordinal). */
function dayWords(date: string): string {
  const words = monthDay().format(dayToWall(date));
  return activeLocale() === "fr" ? words.replace(/^1(?=\s)/, "1er") : words;
}

/** "Are your hours different on Canada Day (July 1)?" */
export const holidayQuestion = (holiday: Holiday) =>
  format(ownerMessages.holidayQuestion, { holiday: ownerMessages.holidayNames[holiday.id], date: dayWords(holiday.date) });

/** The note on a place's hours on a statutory holiday of its province that its hours do not answer, or null. */
export function holidayNote(listing: Pick<BrowsableListing, "openingHours" | "city" | "closure">): string | null {
  const hours = cardHours(listing);
  if (!hours) return null;
  const today = cityDay(clock.nowMs(), hours.timeZone);
  const holiday = holidayOn(listing.city, today);
  if (!holiday || hoursConfirmed(hours, today)) return null;
  return format(ownerMessages.holidayNote, { holiday: ownerMessages.holidayNames[holiday.id] });
}
