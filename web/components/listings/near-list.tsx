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

type NearState = { step: "off" } | { step: "locating" } | { step: "failed"; reason: string };

/**
 * The "Near me" button and, once the visitor's position has come back, the list nearest to it in
 * place of `children` (the page's own list). Without a tap nothing asks for the position.
 */
export function NearMe({ type, children }: { type?: BrowsableType | undefined; children: ReactNode }) {
  const [state, setState] = useState<NearState>({ step: "off" });
  const near = trpc.listings.nearMe.useMutation();
  const start = async () => {
    setState({ step: "locating" });
    try {
      const { locateVisitor } = await import("@web/lib/locate-visitor");
      const point = await locateVisitor();
      near.mutate({ ...point, ...(type ? { type } : {}) });
      setState({ step: "off" });
    } catch (reason) {
      const denied = typeof reason === "object" && reason !== null && "denied" in reason && reason.denied === true;
      setState({ step: "failed", reason: denied ? listingMessages.nearDenied : listingMessages.nearUnavailable });
    }
  };
  const stop = () => near.reset();
  const showing = near.data !== undefined || near.isPending;
  return (
    <>
      <p className="mb-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-pressed={showing}
          onClick={() => (showing ? stop() : void start())}
          className={`rounded-full border px-4 py-1.5 text-sm font-medium ${showing ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 bg-white text-gray-800 hover:bg-gray-50"}`}
        >
          {listingMessages.nearMe}
        </button>
        {state.step === "locating" && <span role="status">{listingMessages.nearLocating}</span>}
        {(state.step === "failed" || near.isError) && (
          <span role="alert" className="font-medium text-brand-800">
            {state.step === "failed" ? state.reason : listingMessages.nearUnavailable}
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
