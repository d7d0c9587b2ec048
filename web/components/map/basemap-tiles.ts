// The basemap's TileJSON as our Worker serves it, read by both maps (the list's map view and the point
// picker) before they draw: map data, not an API read.
import { BASEMAP_TILES_PATH } from "@shared/map/map-tiles";
import type { BasemapTiles } from "./map-style";

/** The archive's TileJSON, or null when the operator has not uploaded one (204). */
export async function basemapTiles(): Promise<BasemapTiles | null> {
  const res = await fetch(`${BASEMAP_TILES_PATH}/tiles.json`);
  return res.status === 200 ? ((await res.json()) as BasemapTiles) : null;
}
