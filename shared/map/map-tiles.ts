// Where the map's tiles come from and the zooms they exist at: the Worker serves them
// (worker/features/map/), the map view asks for them (web/components/map/). Both read these.

/** Our own data: the published listings (clustered) and the neighbourhood outlines. */
export const LISTING_TILES_PATH = "/tiles";
/** The basemap, from the operator's PMTiles archive in R2 (none: the bundled land outline). */
export const BASEMAP_TILES_PATH = "/basemap";

/** The highest zoom our tiles are made at; the map scales the last ones beyond it. */
export const LISTING_TILES_MAX_ZOOM = 16;
/** Listings at the same zoom or higher are pins of their own, never clustered. */
export const CLUSTER_MAX_ZOOM = 15;
/** The basemap archive's highest zoom (Protomaps builds stop at 15). */
export const BASEMAP_MAX_ZOOM = 15;

/** The layers of a listing tile (source-layer names in the map's style). */
export const LISTINGS_LAYER = "listings";
export const AREAS_LAYER = "areas";

/** A tile's z/x/y when they are integers of a tile that exists at a zoom ≤ maxZoom; null otherwise. */
export function tileAddress(z: string, x: string, y: string, maxZoom: number): { z: number; x: number; y: number } | null {
  const numbers = [z, x, y].map((part) => (/^\d{1,6}$/.test(part) ? Number(part) : NaN));
  const [zoom, column, row] = numbers as [number, number, number];
  if (numbers.some(Number.isNaN) || zoom > maxZoom) return null;
  const size = 2 ** zoom;
  return column < size && row < size ? { z: zoom, x: column, y: row } : null;
}
