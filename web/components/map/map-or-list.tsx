// "List" / "Map" above a list: the page's list, or its map. The map's code (MapLibre and its styles, a
// few hundred KB) loads only when "Map" is pressed, so no page fetches it on load (tests/budgets).
import { lazy, Suspense, useState, type ReactNode } from "react";
import { listingMessages } from "@shared/listings/listing-texts";
import { NEAR_RADIUS_MAX_KM } from "@shared/places/near-param";
import { ListingGridSkeleton } from "@web/components/listings/listing-grid-skeleton";
import type { MapScope } from "./map-scope";

const MapView = lazy(() => import("./map-view"));

export function MapOrList({ scope, children }: { scope: MapScope; children: ReactNode }) {
  const [map, setMap] = useState(false);
  // The city filter's look (web/pages/list/list-page.tsx), so the two read as one row of choices.
  const option = (label: string, value: boolean) => (
    <button
      type="button"
      aria-pressed={map === value}
      onClick={() => setMap(value)}
      className={`rounded-full border px-4 py-1.5 text-sm font-medium ${map === value ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 bg-white text-gray-800 hover:bg-gray-50"}`}
    >
      {label}
    </button>
  );
  return (
    <>
      <div role="group" aria-label={listingMessages.showAs} className="mb-4 flex flex-wrap gap-2">
        {option(listingMessages.showList, false)}
        {option(listingMessages.showMap, true)}
      </div>
      {map ? (
        <Suspense fallback={<ListingGridSkeleton />}>
          <MapView {...scope} maxRadiusKm={NEAR_RADIUS_MAX_KM} />
        </Suspense>
      ) : (
        children
      )}
    </>
  );
}
