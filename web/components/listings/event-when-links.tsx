// The date filters of event lists (/events and the city page's Events tab): plain links that keep the
// rest of the address (city, tab) and start again at page 1, so each filter has an address the edge
// renders; the current one is marked aria-current. Upcoming (no ?when=) first, past events last.
import { Link, useLocation } from "react-router-dom";
import { listingMessages } from "@shared/listings/listing-texts";
import { whenParam, type EventWhen } from "@shared/events/event-whens";

// A function, not a constant: its texts are read in the page's language each time.
const choices = (): { when: EventWhen | undefined; label: string }[] => [
  { when: undefined, label: listingMessages.whenUpcoming },
  { when: "today", label: listingMessages.whenToday },
  { when: "weekend", label: listingMessages.whenWeekend },
  { when: "week", label: listingMessages.whenWeek },
  { when: "month", label: listingMessages.whenMonth },
  { when: "past", label: listingMessages.whenPast },
];

/** The address of this page with another date filter (and no page number). */
function hrefFor(pathname: string, search: URLSearchParams, when: EventWhen | undefined) {
  const next = new URLSearchParams(search);
  next.delete("page");
  if (when) next.set("when", when);
  else next.delete("when");
  const text = next.toString();
  return `${pathname}${text ? `?${text}` : ""}`;
}

export function EventWhenLinks({ search }: { search: URLSearchParams }) {
  const { pathname } = useLocation();
  const current = whenParam(search);
  return (
    <nav aria-label={listingMessages.whenLabel} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {choices().map(({ when, label }) => (
          <li key={when ?? "upcoming"}>
            <Link
              to={hrefFor(pathname, search, when)}
              preventScrollReset
              aria-current={when === current ? "page" : undefined}
              className="inline-block rounded-full border border-gray-300 px-3 py-1 text-sm font-medium text-gray-800 hover:bg-gray-50 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
