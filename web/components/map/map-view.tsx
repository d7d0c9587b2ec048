// The interactive map of a list (a lazy chunk, loaded only when the visitor presses "Map"): MapLibre GL
// over our own tiles (./map-style.ts), the listings in view drawn as pins and clusters, a pin's card on
// click, "Search this area" once the map has moved, and under the map the same pins as a list of links
// (the list twin), updated whenever the map comes to rest. MapLibre's keyboard handler moves the focused
// map with the arrow keys and zooms with + and −; the hint above the map says so. Nothing is fetched
// from another host: MapLibre's worker is our own build file, the tiles and the basemap our Worker's.
import { Marker, Popup, type Map as MapLibre } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { activeLocale } from "@shared/i18n/active-locale";
import { format } from "@shared/i18n/messages";
import { mapMessages } from "@shared/map/map-texts";
import { cityCoordinates } from "@shared/places/city-coordinates";
import { placeName } from "@shared/places/place-names";
import { listPath } from "@shared/routing/paths";
import { distanceText } from "@shared/listings/distance-text";
import { greatCircleKm } from "@shared/places/nearest-city";
import { textLang } from "@web/lib/text-lang";
import { pinCard, pinFacts } from "./map-card";
import { pinsInView, type MapPin } from "./map-pins";
import type { MapScope } from "./map-scope";
import { openMap } from "./open-map";
import { mapStyle } from "./map-style";

/** Canada, when the list has no city. */
const CANADA = { lon: -96, lat: 56, zoom: 3 };

/** The map's name: what it shows, and where ("Map of gems in Montreal", "Map of results for “bagel”"). */
export function mapName({ type, city, search }: MapScope): string {
  const map = search ? format(mapMessages.mapOfSearch, { q: search.q }) : mapMessages.mapOf[type ?? "all"];
  return city ? format(mapMessages.mapIn, { map, city: placeName(city) }) : map;
}

/**
 * Where "Search this area" leads: the near list of the map's type, or the search's matches near the
 * point; null on a city's "All" tab, which has no list of its own to search.
 */
export function areaPath({ type, search }: MapScope, centre: { lat: number; lng: number }, radius: number): string | null {
  const near = `near=${centre.lat.toFixed(4)},${centre.lng.toFixed(4)}&radius=${radius}`;
  if (search) return `/search?${new URLSearchParams({ q: search.q, ...(search.city ? { city: search.city } : {}) }).toString()}&${near}`;
  return type ? `${listPath(type)}?${near}` : null;
}

function startView({ city, near }: MapScope) {
  if (near) return { center: [near.lon, near.lat] as [number, number], zoom: 13 };
  const centre = cityCoordinates.find((known) => known.city === city);
  return centre
    ? { center: [centre.lon, centre.lat] as [number, number], zoom: 11 }
    : { center: [CANADA.lon, CANADA.lat] as [number, number], zoom: CANADA.zoom };
}

function markerElement(pin: MapPin): HTMLElement {
  // Pointer users click the marker; keyboard and screen-reader users have its twin in the list below.
  const element = document.createElement("div");
  element.setAttribute("aria-hidden", "true");
  if (pin.kind === "cluster") {
    element.className =
      "flex h-9 w-9 cursor-pointer items-center justify-center rounded-full border-2 border-white bg-brand-800 text-sm font-bold text-white shadow";
    element.textContent = String(pin.count);
  } else {
    element.className = "h-4 w-4 cursor-pointer rounded-full border-2 border-white bg-brand-700 shadow";
    element.title = pin.title;
  }
  return element;
}

/**
 * On a near list's map, how far a pin is from the list's point ("1.2 km · 15 min walk"). The haversine
 * itself rather than point.ts's distanceKm, which would tie the list's chunk to the nearest-city
 * table's: the map's chunk loads that alone.
 */
export const howFarFrom = (near: MapScope["near"]) =>
  near && ((point: { lat: number; lon: number }) => distanceText(greatCircleKm(near.lat, near.lon, point.lat, point.lon)));

/** `maxRadiusKm`: the widest near list (the list's chunk has the near rules; this one stays free of them). */
export default function MapView({ maxRadiusKm, ...scope }: MapScope & { maxRadiusKm: number }) {
  const { type, near, search } = scope;
  const searchQ = search?.q;
  const searchCity = search?.city;
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibre | null>(null);
  const [pins, setPins] = useState<MapPin[]>([]);
  const [moved, setMoved] = useState(false);
  const [failed, setFailed] = useState(false);
  const navigate = useNavigate();
  const name = mapName(scope);
  const { center, zoom } = startView(scope);
  const [lon, lat] = center;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let map: MapLibre | null = null;
    let cancelled = false;
    const markers = new Map<string, Marker>();
    const zoomTo = (pin: MapPin) => map?.easeTo({ center: [pin.lon, pin.lat], zoom: map.getZoom() + 2 });
    const showCard = (pin: MapPin) => {
      if (pin.kind === "cluster" || !map) return zoomTo(pin);
      new Popup({ maxWidth: "260px" })
        .setLngLat([pin.lon, pin.lat])
        .setDOMContent(pinCard(pin, howFarFrom(near)))
        .addTo(map);
    };
    // Markers and the list twin follow the pins in view each time the map comes to rest.
    const update = () => {
      if (!map) return;
      const inView = pinsInView(map);
      const keys = new Set(inView.map((pin) => pin.key));
      for (const [key, marker] of markers) {
        if (keys.has(key)) continue;
        marker.remove();
        markers.delete(key);
      }
      for (const pin of inView) {
        if (markers.has(pin.key)) continue;
        const el = markerElement(pin);
        el.addEventListener("click", (event) => {
          // The map's own click would close the card as it opens.
          event.stopPropagation();
          showCard(pin);
        });
        markers.set(pin.key, new Marker({ element: el }).setLngLat([pin.lon, pin.lat]).addTo(map));
      }
      setPins(inView);
    };
    openMap(
      element,
      {
        style: (basemap) => mapStyle(basemap, activeLocale(), { type, search: searchQ === undefined ? undefined : { q: searchQ, city: searchCity } }),
        name,
        center: [lon, lat],
        zoom,
        locale: { "Popup.Close": mapMessages.close },
      },
      (opened) => {
        // No WebGL: the list stays, with a word on why there is no map.
        if (!opened) return setFailed(true);
        map = opened;
        mapRef.current = map;
        map.on("idle", update);
        map.once("idle", () => map?.on("moveend", () => setMoved(true)));
      },
      () => cancelled,
    );
    return () => {
      cancelled = true;
      map?.remove();
      mapRef.current = null;
    };
  }, [type, near, searchQ, searchCity, lon, lat, zoom, name]);

  const searchable = areaPath(scope, { lat: 0, lng: 0 }, 1) !== null;
  const searchArea = () => {
    const map = mapRef.current;
    if (!map) return;
    const centre = map.getCenter();
    // The near list's radius: from the centre to the map's corner, so it covers what the map shows.
    const km = centre.distanceTo(map.getBounds().getNorthEast()) / 1000;
    const path = areaPath(scope, centre, Math.min(maxRadiusKm, Math.max(0.5, Math.round(km * 10) / 10)));
    if (path) void navigate(path);
  };
  const zoomTo = (pin: MapPin) => mapRef.current?.easeTo({ center: [pin.lon, pin.lat], zoom: mapRef.current.getZoom() + 2 });
  const count = pins.reduce((sum, pin) => sum + (pin.kind === "cluster" ? pin.count : 1), 0);

  if (failed) return <p role="alert">{mapMessages.failed}</p>;
  return (
    <div className="mb-8">
      <p className="mb-2 flex flex-wrap items-center justify-between gap-3 text-sm text-gray-700">
        <span>{mapMessages.keyboardHint}</span>
        {moved && searchable && (
          <button type="button" onClick={searchArea} className="rounded-full border border-brand-700 bg-brand-700 px-4 py-1.5 font-medium text-white">
            {mapMessages.searchArea}
          </button>
        )}
      </p>
      {/* MapLibre makes its canvas the focusable region named `name` ("Map.Title" below). */}
      <div className="h-[28rem] w-full overflow-hidden rounded-2xl border border-gray-300">
        <div ref={container} className="h-full w-full" />
      </div>
      <section aria-labelledby="map-twin" className="mt-4">
        <h2 id="map-twin" className="text-lg font-bold">
          {format(mapMessages.inView, { count })}
        </h2>
        {pins.length === 0 ? (
          <p className="text-gray-700">{mapMessages.noneInView}</p>
        ) : (
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {pins.map((pin) => (
              <li key={pin.key}>
                {pin.kind === "cluster" ? (
                  <button type="button" onClick={() => zoomTo(pin)} className="text-left font-medium text-brand-800 underline">
                    {format(mapMessages.cluster, { count: pin.count })}
                  </button>
                ) : (
                  <>
                    <Link to={pin.url} lang={textLang(pin.lang)} className="font-semibold text-brand-800 underline">
                      {pin.title}
                    </Link>{" "}
                    <span className="text-sm text-gray-700">· {pinFacts(pin, howFarFrom(near))}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
