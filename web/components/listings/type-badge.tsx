import type { BrowsableType } from "@shared/catalogue/listing-types";
import { messages } from "@shared/messages";
import { listingMessages } from "@shared/messages/listing";

const STYLES: Record<BrowsableType, string> = {
  story: "bg-red-100 text-red-900",
  event: "bg-indigo-100 text-indigo-900",
  gem: "bg-emerald-100 text-emerald-900",
  shop: "bg-amber-100 text-amber-900",
};

export function TypeBadge({ type }: { type: BrowsableType }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[type]}`}>
      {messages.types[type]}
    </span>
  );
}

/** Marks a listing that came from a paid promotion tier. */
export function PromotedBadge() {
  return (
    <span className="rounded-full bg-gray-900 px-2.5 py-0.5 text-xs font-semibold text-white">{listingMessages.promoted}</span>
  );
}
