// "List" / "Map" above a list: the page's list, or its map. The map's code (MapLibre and its styles, a
// few hundred KB) loads only when "Map" is pressed, so no page fetches it on load (tests/budgets).
import { lazy, Suspense, useState, type ReactNode } from "react";
import { listingMessages } from "@shared/listings/listing-texts";
import { NEAR_RADIUS_MAX_KM } from "@shared/places/near-param";
import { ListingGridSkeleton } from "@web/components/listings/listing-grid-skeleton";
import { PillToggle } from "@web/components/ui/pill-toggle";
import type { MapScope } from "./map-scope";

const MapView = lazy(() => import("./map-view"));

export function MapOrList({ scope, children }: { scope: MapScope; children: ReactNode }) {
  const [map, setMap] = useState(false);
  const option = (label: string, value: boolean) => (
    <PillToggle pressed={map === value} onClick={() => setMap(value)}>
      {label}
    </PillToggle>
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
