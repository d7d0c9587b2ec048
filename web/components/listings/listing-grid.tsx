// A page of cards, or the empty text (paged lists); apart from the skeleton, which pages show while
// loading, so pages without a paged list (home) do not load it.
import type { ListingSummary } from "@web/lib/trpc";
import { ListingCard } from "./listing-card";

interface Props {
  listings: readonly ListingSummary[];
  /** Shown instead of the grid when there are no listings. */
  emptyText: string;
  /** How many leading cards are above the fold (eager images). */
  priorityCount?: number;
  /** The cards' heading level: h2 right under the page's h1, h3 inside a titled section. */
  headingLevel?: "h2" | "h3";
}

export function ListingGrid({ listings, emptyText, priorityCount = 0, headingLevel = "h3" }: Props) {
  if (listings.length === 0) {
    return <p className="rounded-2xl border border-dashed border-gray-300 p-8 text-center text-gray-700">{emptyText}</p>;
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {listings.map((listing, index) => (
        <li key={`${listing.type}-${listing.id}`} className="flex">
          <ListingCard listing={listing} priority={index < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
