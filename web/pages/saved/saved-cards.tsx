// The cards of a saved (or shared) list, asked from the API by id: a listing that is no longer published
// says so in its place instead of disappearing or breaking the page.
import { keepPreviousData } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { savedMessages as t } from "@shared/saved/saved-texts";
import { ListingCard } from "@web/components/listings/listing-card";
import { ListingGridSkeleton } from "@web/components/listings/listing-grid-skeleton";
import { QueryError } from "@web/components/ui/query-error";
import { trpc, type ListingSummary } from "@web/lib/trpc";

interface Props {
  /** The ids in display order. */
  ids: readonly number[];
  /** Under each entry (the own list's Remove button); given the card when the listing is still listed. */
  action?: (id: number, card: ListingSummary | null) => ReactNode;
}

/** One question per set of ids, whatever their order (a reordered list asks nothing new). */
const queryIds = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

export function useSavedCards(ids: readonly number[]) {
  return trpc.listings.saved.useQuery({ ids: queryIds(ids) }, { enabled: ids.length > 0, placeholderData: keepPreviousData });
}

export function SavedCards({ ids, action }: Props) {
  const cards = useSavedCards(ids);
  if (cards.isError && !cards.data) return <QueryError onRetry={() => void cards.refetch()} />;
  if (!cards.data) {
    return (
      <div>
        <p role="status" className="sr-only">
          {t.loading}
        </p>
        <ListingGridSkeleton count={Math.min(ids.length, 6)} />
      </div>
    );
  }
  const byId = new Map(cards.data.items.map((card) => [card.id, card]));
  const unlisted = new Set(cards.data.unlisted);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {ids.map((id) => {
        const card = byId.get(id);
        // A new id whose answer is still on its way (placeholder data): shown when it comes.
        if (!card && !unlisted.has(id)) return null;
        return (
          <li key={id} className="flex flex-col gap-2">
            {card ? (
              <ListingCard listing={card} headingLevel="h2" />
            ) : (
              <p className="flex min-h-32 items-center justify-center rounded-2xl border border-dashed border-gray-300 p-6 text-center text-gray-700">
                {t.unlisted}
              </p>
            )}
            {action?.(id, card ?? null)}
          </li>
        );
      })}
    </ul>
  );
}
