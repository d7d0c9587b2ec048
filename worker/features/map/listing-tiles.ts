// The map's vector tiles of our own data: a `listings` layer of published listings, clustered on the
// server by supercluster, and an `areas` layer of the neighbourhood outlines (geojson-vt), both encoded
// by vt-pbf as Mapbox Vector Tiles. The cluster index is built from one read of every published point and
// kept in the isolate per language while the content version is the same and for at most a few minutes
// (an event that ends changes no version): a few hundred points index in milliseconds (decision 0185).
import GeoJSONVT from "geojson-vt";
import Supercluster from "supercluster";
import { fromGeojsonVt } from "vt-pbf";
import type { FeatureCollection, Polygon } from "geojson";
import type { Locale } from "@shared/i18n/locales";
import type { BrowsableType } from "@shared/listings/listing-types";
import { activeLocale } from "@shared/i18n/active-locale";
import { AREAS_LAYER, CLUSTER_MAX_ZOOM, LISTINGS_LAYER, LISTING_TILES_MAX_ZOOM } from "@shared/map/map-tiles";
import { NEIGHBOURHOODS } from "@shared/places/neighbourhoods/neighbourhoods";
import { MemoryLru } from "../../cache/memory-lru";
import { listingPoints, type PinProperties } from "./listing-points";

/** Tile coordinates' resolution, geojson-vt's default: both layers share it. */
const EXTENT = 4096;
/** Points closer than this many pixels of a 512-pixel tile join a cluster. */
const CLUSTER_RADIUS_PX = 48;
/** How long an isolate keeps an index without the content version changing. */
export const INDEX_FRESH_MS = 5 * 60 * 1000;

type Index = Supercluster<PinProperties>;

interface Kept {
  version: number;
  builtAt: number;
  index: Index;
  /** How many listings it holds. */
  points: number;
}

/** By language and type ("all": every type, as a city's map shows them). */
const indexes = new Map<`${Locale}/${BrowsableType | "all"}`, Kept>();

/** A search's map (its matches, at most SEARCH_COUNT_CAP + 1 points): by language and search, the least used out first. */
const searchIndexes = new MemoryLru<Kept>(4 * 1024 * 1024, (kept) => 200 * kept.points + 1000);

/** What a tile shows: one type's listings or every type's, or a search's matches (`key` names the search). */
export type TileScope = { type: BrowsableType | undefined; search?: undefined } | { type?: undefined; search: { key: string; ids: Uint32Array } };

/** The outlines never change while the Worker runs: indexed once. */
let areas: GeoJSONVT | null = null;

function areasIndex(): GeoJSONVT {
  const outlines: FeatureCollection<Polygon> = {
    type: "FeatureCollection",
    features: NEIGHBOURHOODS.map((area) => ({
      type: "Feature",
      geometry: { type: "Polygon", coordinates: [area.outline.map(([lon, lat]) => [lon, lat])] },
      properties: { city: area.city, slug: area.slug },
    })),
  };
  areas ??= new GeoJSONVT(outlines, { maxZoom: LISTING_TILES_MAX_ZOOM, extent: EXTENT, buffer: 64 });
  return areas;
}

async function listingsIndex(d1: D1Database, version: number, nowMs: number, { type, search }: TileScope): Promise<Index> {
  const typeKey = `${activeLocale()}/${type ?? "all"}` as const;
  const searchKey = search && `${activeLocale()}/${search.key}`;
  const kept = searchKey ? searchIndexes.get(searchKey) : indexes.get(typeKey);
  if (kept && kept.version === version && nowMs - kept.builtAt < INDEX_FRESH_MS) return kept.index;
  const points = (await listingPoints(d1, nowMs, search?.ids)).filter((point) => !type || point.properties.type === type);
  const index = new Supercluster<PinProperties>({
    maxZoom: CLUSTER_MAX_ZOOM,
    extent: EXTENT,
    radius: (CLUSTER_RADIUS_PX * EXTENT) / 512,
  }).load(points);
  const fresh = { version, builtAt: nowMs, index, points: points.length };
  if (searchKey) searchIndexes.set(searchKey, fresh);
  else indexes.set(typeKey, fresh);
  return index;
}

/** One tile of both layers, the listings of one type, all or a search's (an empty tile where neither has anything). */
export async function listingTile(
  d1: D1Database,
  { version, nowMs, scope }: { version: number; nowMs: number; scope: TileScope },
  { z, x, y }: { z: number; x: number; y: number },
): Promise<Uint8Array> {
  const listings = (await listingsIndex(d1, version, nowMs, scope)).getTile(z, x, y);
  const outlines = areasIndex().getTile(z, x, y);
  return fromGeojsonVt(
    {
      [LISTINGS_LAYER]: { features: listings?.features ?? [] },
      [AREAS_LAYER]: { features: outlines?.features ?? [] },
    },
    { version: 2, extent: EXTENT },
  );
}
