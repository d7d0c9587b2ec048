// The listings the map shows in view, read from the loaded listing tiles: each a pin (one listing) or a
// cluster (the server's supercluster count), once each however many tiles hold it. The map draws them
// as markers and the page lists the same ones as its list twin, so every pin has a twin.
import type { Map as MapLibre } from "maplibre-gl";
import { LISTINGS_LAYER } from "@shared/map/map-tiles";
import type { Locale } from "@shared/i18n/locales";
import { OURS } from "./map-style";

interface Place {
  key: string;
  lon: number;
  lat: number;
}

export type MapPin =
  | (Place & { kind: "pin"; id: number; type: string; title: string; url: string; city: string; areaName?: string; lang: Locale })
  | (Place & { kind: "cluster"; count: number });

/** The pins and clusters whose point is in view: clusters (largest first), then pins by title. */
export function pinsInView(map: MapLibre): MapPin[] {
  const bounds = map.getBounds();
  const found = new Map<string, MapPin>();
  for (const feature of map.querySourceFeatures(OURS, { sourceLayer: LISTINGS_LAYER })) {
    if (feature.geometry.type !== "Point") continue;
    const [lon, lat] = feature.geometry.coordinates as [number, number];
    if (!bounds.contains([lon, lat])) continue;
    const p = feature.properties;
    const pin: MapPin =
      p.cluster === true
        ? { kind: "cluster", key: `c${String(p.cluster_id)}`, lon, lat, count: Number(p.point_count) }
        : {
            kind: "pin",
            key: `p${String(p.id)}`,
            lon,
            lat,
            id: Number(p.id),
            type: String(p.type),
            title: String(p.title),
            url: String(p.url),
            city: String(p.city),
            ...(typeof p.areaName === "string" ? { areaName: p.areaName } : {}),
            lang: p.lang === "fr" ? "fr" : "en",
          };
    found.set(pin.key, pin);
  }
  return [...found.values()].sort((a, b) =>
    a.kind === "cluster" ? (b.kind === "cluster" ? b.count - a.count : -1) : b.kind === "cluster" ? 1 : a.title.localeCompare(b.title),
  );
}
