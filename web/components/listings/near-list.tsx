// Lists sorted by distance. "Near me": a button that, only when tapped, loads the code that asks the
// browser for the visitor's position (web/lib/locate-visitor.ts) and sends it, rounded, in a POST; the
// list then shows the nearest first, each card with its distance and walking time. ?near=: the same
// for a place's point, read from the page's own query (edge rendered, cacheable: it is not a person's).
import { useState, type ReactNode } from "react";
import type { BrowsableType } from "@shared/listings/listing-types";
import { listingMessages } from "@shared/listings/listing-texts";
import { distanceText } from "@shared/listings/distance-text";
import { NEAR_RADIUS_DEFAULT_KM } from "@shared/places/near-param";
import { format } from "@shared/i18n/messages";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { PillToggle } from "@web/components/ui/pill-toggle";
import { ListingCard } from "./listing-card";
import { ListingGridSkeleton } from "./listing-grid-skeleton";

type NearAnswer = RouterOutputs["listings"]["near"];

/** The cards of a near list, nearest first, each with "1.2 km · 15 min walk". */
export function NearCards({ answer, radiusKm }: { answer: NearAnswer; radiusKm: number }) {
  if (answer.items.length === 0) return <p className="text-gray-700">{format(listingMessages.nearEmpty, { km: radiusKm })}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {answer.items.map((item) => (
        <li key={item.id}>
          <ListingCard listing={item} eyebrow={distanceText(item.distanceKm)} headingLevel="h2" />
        </li>
      ))}
    </ul>
  );
}

interface NearMeProps {
  /** One type's listings (a list page), or every type (a city's "All" tab). */
  type?: BrowsableType | undefined;
  /** A search's matches (the search page): its words and city. */
  search?: { q: string; city?: string | undefined } | undefined;
  children: ReactNode;
}

/**
 * The "Near me" button and, once the visitor's position has come back, the list nearest to it in
 * place of `children` (the page's own list). Without a tap nothing asks for the position.
 */
export function NearMe({ type, search, children }: NearMeProps) {
  // While the position is looked for, "Finding where you are…"; without one, why (an alert).
  const [note, setNote] = useState<{ text: string; failed?: boolean } | null>(null);
  const near = trpc.listings.nearMe.useMutation();
  const start = async () => {
    setNote({ text: listingMessages.nearLocating });
    const found = await (await import("@web/lib/locate-visitor")).locateVisitor();
    if ("failed" in found) return setNote({ text: found.failed, failed: true });
    near.mutate({ ...found, type, ...search });
    setNote(null);
  };
  const showing = near.data !== undefined || near.isPending;
  const shown = near.isError ? { text: listingMessages.nearUnavailable, failed: true } : note;
  return (
    <>
      <p className="mb-4 flex flex-wrap items-center gap-3">
        <PillToggle pressed={showing} onClick={() => (showing ? near.reset() : void start())}>
          {listingMessages.nearMe}
        </PillToggle>
        {shown && (
          <span role={shown.failed ? "alert" : "status"} className={shown.failed ? "font-medium text-brand-800" : undefined}>
            {shown.text}
          </span>
        )}
      </p>
      {near.data ? (
        <section aria-label={listingMessages.nearMine}>
          <h2 className="mb-4 text-xl font-bold">{listingMessages.nearMine}</h2>
          <NearCards answer={near.data} radiusKm={NEAR_RADIUS_DEFAULT_KM} />
        </section>
      ) : near.isPending ? (
        <ListingGridSkeleton />
      ) : (
        children
      )}
    </>
  );
}
