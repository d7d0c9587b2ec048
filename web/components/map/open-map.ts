// One way to open our maps (the list's map view and the point picker): MapLibre with its stylesheet and
// its worker from our own build, the basemap's TileJSON asked of our Worker first (map data, not an API
// read), then the map drawn with the caller's style of it, named for screen readers, with zoom buttons.
import "maplibre-gl/dist/maplibre-gl.css";
import { Map as MapLibre, NavigationControl, setWorkerUrl, type StyleSpecification } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { BASEMAP_TILES_PATH } from "@shared/map/map-tiles";
import { mapMessages } from "@shared/map/map-texts";
import type { BasemapTiles } from "./map-style";

setWorkerUrl(workerUrl);

/** The archive's TileJSON, or null when the operator has not uploaded one (204) or it cannot be read. */
async function basemapTiles(): Promise<BasemapTiles | null> {
  const res = await fetch(`${BASEMAP_TILES_PATH}/tiles.json`);
  return res.status === 200 ? ((await res.json()) as BasemapTiles) : null;
}

interface MapOpening {
  style: (basemap: BasemapTiles | null) => StyleSpecification;
  /** The canvas's accessible name ("Map of gems in Montreal"). */
  name: string;
  center: [number, number];
  zoom: number;
  /** MapLibre's other words the map shows (its popups' close button). */
  locale?: Record<string, string>;
}

/**
 * Opens a map in `element` and hands it to `ready`, or null when this browser cannot draw one (no WebGL);
 * nothing once `closed()` says the view has gone meanwhile.
 */
export function openMap(element: HTMLElement, opening: MapOpening, ready: (map: MapLibre | null) => void, closed: () => boolean): void {
  void basemapTiles()
    .catch(() => null)
    .then((basemap) => {
      if (closed()) return;
      let map: MapLibre;
      try {
        map = new MapLibre({
          container: element,
          style: opening.style(basemap),
          center: opening.center,
          zoom: opening.zoom,
          attributionControl: { compact: false },
          locale: {
            "Map.Title": opening.name,
            "NavigationControl.ZoomIn": mapMessages.zoomIn,
            "NavigationControl.ZoomOut": mapMessages.zoomOut,
            ...opening.locale,
          },
        });
      } catch {
        ready(null);
        return;
      }
      map.addControl(new NavigationControl({ showCompass: false }));
      ready(map);
    });
}
