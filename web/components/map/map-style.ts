// The map's style, every source on our own origin: the basemap from our PMTiles archive when the
// operator uploaded one (Protomaps' layers, without their labels: label fonts would come from another
// host), otherwise a plain sea with the bundled Natural Earth land outline (world-atlas, 110 m); on top,
// our neighbourhood outlines and an invisible layer that loads the listing tiles, whose pins and
// clusters the view draws as markers (./map-markers.ts: their counts need no map fonts).
import type { LayerSpecification, StyleSpecification } from "maplibre-gl";
import { layers, namedFlavor } from "@protomaps/basemaps";
import { feature } from "topojson-client";
import land from "world-atlas/land-110m.json";
import { localizedPath } from "@shared/i18n/locales";
import type { Locale } from "@shared/i18n/locales";
import { AREAS_LAYER, LISTINGS_LAYER, LISTING_TILES_MAX_ZOOM, LISTING_TILES_PATH } from "@shared/map/map-tiles";
import { mapMessages } from "@shared/map/map-texts";
import type { MapScope } from "./map-scope";

export const OURS = "ours";

/** The archive's TileJSON as the Worker serves it (/basemap/tiles.json), or null without an archive. */
export interface BasemapTiles {
  tiles: string[];
  minzoom?: number;
  maxzoom?: number;
  attribution?: string;
}

const OSM_ATTRIBUTION = '<a href="https://openstreetmap.org/copyright">© OpenStreetMap contributors</a>';

function background(basemap: BasemapTiles | null, locale: Locale): Pick<StyleSpecification, "sources" | "layers"> {
  if (basemap) {
    const drawn = layers("basemap", namedFlavor("light"), { lang: locale }).filter((layer) => layer.type !== "symbol");
    return {
      sources: { basemap: { type: "vector", tiles: basemap.tiles, maxzoom: basemap.maxzoom ?? 15, attribution: OSM_ATTRIBUTION } },
      layers: drawn,
    };
  }
  const topology = land as unknown as Parameters<typeof feature>[0];
  return {
    sources: {
      land: { type: "geojson", data: feature(topology, topology.objects.land!), attribution: mapMessages.landAttribution },
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": "#cfe3f0" } },
      { id: "land", type: "fill", source: "land", paint: { "fill-color": "#f4f1ea" } },
    ],
  };
}

/** Our layers: the neighbourhoods, and the listings' points (drawn as markers, so invisible here). */
function ourLayers(): LayerSpecification[] {
  return [
    { id: "areas", type: "fill", source: OURS, "source-layer": AREAS_LAYER, minzoom: 11, paint: { "fill-color": "#dbeafe", "fill-opacity": 0.35 } },
    {
      id: "area-lines",
      type: "line",
      source: OURS,
      "source-layer": AREAS_LAYER,
      minzoom: 11,
      paint: { "line-color": "#1e3a8a", "line-dasharray": [2, 2] },
    },
    { id: "listings", type: "circle", source: OURS, "source-layer": LISTINGS_LAYER, paint: { "circle-opacity": 0, "circle-radius": 1 } },
  ];
}

/** The listing tiles' query: one type's (?type=), a search's (?q=&city=) or every type's (none). */
function tilesQuery({ type, search }: Pick<MapScope, "type" | "search">): string {
  if (search) return `?${new URLSearchParams({ q: search.q, ...(search.city ? { city: search.city } : {}) }).toString()}`;
  return type ? `?type=${type}` : "";
}

export function mapStyle(basemap: BasemapTiles | null, locale: Locale, scope: Pick<MapScope, "type" | "search">): StyleSpecification {
  const base = background(basemap, locale);
  const tiles = `${location.origin}${localizedPath(LISTING_TILES_PATH, locale)}/{z}/{x}/{y}.mvt${tilesQuery(scope)}`;
  return {
    version: 8,
    sources: { ...base.sources, [OURS]: { type: "vector", tiles: [tiles], maxzoom: LISTING_TILES_MAX_ZOOM } },
    layers: [...base.layers, ...ourLayers()],
  };
}

/**
 * The map picker's style (./point-picker.tsx): the same background and neighbourhood outlines, without
 * the listings, so nothing on the map competes with the cross that marks the point.
 */
export function pickerStyle(basemap: BasemapTiles | null, locale: Locale): StyleSpecification {
  const style = mapStyle(basemap, locale, {});
  return { ...style, layers: style.layers.filter((layer) => !("source-layer" in layer && layer["source-layer"] === LISTINGS_LAYER)) };
}
