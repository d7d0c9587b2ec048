// A listing's type badge (cards, detail pages, the admin queue): the label and tone of its registry entry.
import type { BrowsableType } from "@shared/listings/listing-types";
import { listingType, type TypeTone } from "@shared/listings/listing-type-registry";
import { listingMessages } from "@shared/listings/listing-texts";

const STYLES: Record<TypeTone, string> = {
  red: "bg-red-100 text-red-900",
  indigo: "bg-indigo-100 text-indigo-900",
  emerald: "bg-emerald-100 text-emerald-900",
  amber: "bg-amber-100 text-amber-900",
  sky: "bg-sky-100 text-sky-900",
};

export function TypeBadge({ type }: { type: BrowsableType }) {
  const entry = listingType(type);
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[entry.tone]}`}>{entry.label}</span>;
}

/** Marks a listing that came from a paid promotion tier. */
export function PromotedBadge() {
  return <span className="rounded-full bg-gray-900 px-2.5 py-0.5 text-xs font-semibold text-white">{listingMessages.promoted}</span>;
}
