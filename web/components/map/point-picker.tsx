// The map picker for a listing's point (a lazy chunk, loaded when "Choose on a map" is pressed under the
// place fields): the point is the map's centre, marked by a cross drawn over the map, so a keyboard
// places it exactly as a pointer does, by moving the map (MapLibre's arrow keys; a drag or a click that
// brings a spot to the middle). A look-up over our own neighbourhoods and listings (places.lookup) moves
// the map to a place by name; no request leaves our origin. "Use this point" hands the point to the
// form's fields, which the server checks as if typed. Without WebGL the look-up still places the point.
import type { Map as MapLibre } from "maplibre-gl";
import { useEffect, useId, useRef, useState } from "react";
import { activeLocale } from "@shared/i18n/active-locale";
import { format } from "@shared/i18n/messages";
import { cityCentre } from "@shared/places/city-bounds";
import { areaChoices } from "@shared/places/neighbourhoods/area-choices";
import { placeName } from "@shared/places/place-names";
import { PLACE_LOOKUP_QUERY_MIN } from "@shared/places/place-lookup-schema";
import type { Point } from "@shared/places/point";
import { pointPickerMessages as m } from "@shared/places/point-picker-texts";
import { controlClass } from "@web/components/ui/form-field";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { textLang } from "@web/lib/text-lang";
import { trpc } from "@web/lib/trpc";
import { openMap } from "./open-map";
import { pickerStyle } from "./map-style";
import { pointReadout } from "./point-readout";

/** How close the map starts: on a typed point, a chosen neighbourhood, or the whole city. */
const ZOOM = { point: 16, listing: 16, area: 14, city: 12 } as const;
/** The middle of Canada, for a city with no known centre. */
const CANADA: Point = { lat: 56, lon: -96 };
/** Typing pauses this long before the look-up asks. */
const LOOKUP_DELAY_MS = 250;

interface Start {
  point: Point;
  zoom: number;
}

interface PointPickerProps {
  city: string;
  /** The neighbourhood chosen in the form ("" for none). */
  area: string;
  /** The point the fields hold, if they hold one. */
  typed: Point | null;
  onUse: (point: Point) => void;
  onCancel: () => void;
}

/**
 * Where the map opens: the fields' point, else the chosen neighbourhood's centre (the browser has only
 * names: the look-up answers its centre), else the city's centre. Null while the centre is asked for.
 */
function useStart(city: string, area: string, typed: Point | null): Start | null {
  const name = areaChoices(city).find((choice) => choice.slug === area)?.name;
  const wanted = typed === null && name !== undefined;
  const lookup = trpc.places.lookup.useQuery({ city, q: name ?? "" }, { enabled: wanted, retry: false });
  if (typed) return { point: typed, zoom: ZOOM.point };
  if (wanted && lookup.isPending) return null;
  const centre = lookup.data?.find((match) => match.kind === "area" && match.name === name);
  if (centre) return { point: { lat: centre.lat, lon: centre.lon }, zoom: ZOOM.area };
  return { point: cityCentre(city) ?? CANADA, zoom: ZOOM.city };
}

/** What was typed, once typing has paused. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export default function PointPicker(props: PointPickerProps) {
  const start = useStart(props.city, props.area, props.typed);
  return start ? <Picker {...props} start={start} /> : null;
}

function Picker({ city, onUse, onCancel, ...props }: PointPickerProps & { start: Start }) {
  const id = useId();
  // Where it opened: the map is made once, whatever the form does meanwhile.
  const [start] = useState(props.start);
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibre | null>(null);
  const search = useRef<HTMLInputElement>(null);
  const [point, setPoint] = useState(start.point);
  const [failed, setFailed] = useState(false);
  const [typed, setTyped] = useState("");
  const [moved, setMoved] = useState("");
  const q = useSettled(typed.trim());
  const asking = q.length >= PLACE_LOOKUP_QUERY_MIN;
  const lookup = trpc.places.lookup.useQuery({ city, q }, { enabled: asking, retry: false });
  const name = format(m.mapName, { city: placeName(city) });

  useEffect(() => search.current?.focus(), []);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let map: MapLibre | null = null;
    let cancelled = false;
    openMap(
      element,
      { style: (basemap) => pickerStyle(basemap, activeLocale()), name, center: [start.point.lon, start.point.lat], zoom: start.zoom },
      (opened) => {
        // No WebGL: the look-up and the typed fields still place the point.
        if (!opened) return setFailed(true);
        map = opened;
        mapRef.current = map;
        map.on("moveend", () => {
          const centre = map?.getCenter();
          if (centre) setPoint({ lat: centre.lat, lon: centre.lng });
        });
        // A click brings that spot under the cross.
        map.on("click", (event) => map?.easeTo({ center: event.lngLat }));
      },
      () => cancelled,
    );
    return () => {
      cancelled = true;
      map?.remove();
      mapRef.current = null;
    };
  }, [start, name]);

  const choose = (match: { kind: "area" | "listing"; name: string; lat: number; lon: number }) => {
    setPoint({ lat: match.lat, lon: match.lon });
    mapRef.current?.jumpTo({ center: [match.lon, match.lat], zoom: ZOOM[match.kind] });
    setMoved(format(m.centredOn, { name: match.name }));
  };

  // Escape cancels the picker, and only the picker: heard on the window before a dialog around the form
  // (the staff editor's, which listens on the document) would take it to close itself.
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !region.current?.contains(event.target as Node)) return;
      event.preventDefault();
      onCancel();
    };
    window.addEventListener("keydown", onEscape, { capture: true });
    return () => window.removeEventListener("keydown", onEscape, { capture: true });
  }, [onCancel]);

  const matches = asking ? lookup.data : undefined;
  return (
    <div ref={region} role="region" aria-labelledby={`${id}-heading`} className="grid gap-3 rounded-2xl border border-gray-300 p-4 sm:col-span-2">
      <p id={`${id}-heading`} className="font-semibold text-ink">
        {m.heading}
      </p>
      <div>
        <label htmlFor={`${id}-find`} className="mb-1 block font-medium text-ink">
          {m.findLabel}
        </label>
        <input
          ref={search}
          id={`${id}-find`}
          type="search"
          value={typed}
          maxLength={80}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter chooses the first match; it never sends the form around the picker.
            if (event.key !== "Enter") return;
            event.preventDefault();
            if (matches?.[0]) choose(matches[0]);
          }}
          className={controlClass}
        />
        {matches &&
          (matches.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{m.noMatch}</p>
          ) : (
            <ul className="mt-2 grid gap-1">
              {matches.map((match) => (
                <li key={`${match.kind}-${match.name}-${match.lat}-${match.lon}`}>
                  <button type="button" onClick={() => choose(match)} className="text-left text-brand-800 underline">
                    <span lang={textLang(match.language)} className="font-semibold">
                      {match.name}
                    </span>
                    <span className="text-sm text-gray-700"> — {match.where ?? m.neighbourhood}</span>
                  </button>
                </li>
              ))}
            </ul>
          ))}
        <p role="status" className="mt-2 text-sm text-gray-700">
          {moved}
        </p>
      </div>
      {failed ? (
        <p role="alert">{m.failed}</p>
      ) : (
        <>
          <p id={`${id}-hint`} className="text-sm text-gray-700">
            {m.keyboardHint}
          </p>
          {/* MapLibre makes its canvas the focusable region named `name` ("Map.Title" above). */}
          <div className="relative h-80 w-full overflow-hidden rounded-xl border border-gray-300">
            <div ref={container} className="h-full w-full" />
            {/* The point: the map's centre, drawn for the eye (the readout says it). */}
            <svg
              aria-hidden="true"
              viewBox="0 0 32 32"
              className="pointer-events-none absolute top-1/2 left-1/2 h-8 w-8 -translate-x-1/2 -translate-y-1/2"
            >
              <path d="M16 2v11M16 19v11M2 16h11M19 16h11" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
              <path d="M16 2v11M16 19v11M2 16h11M19 16h11" stroke="#b91c1c" strokeWidth="2.5" strokeLinecap="round" />
              <circle cx="16" cy="16" r="2.5" fill="#b91c1c" />
            </svg>
          </div>
        </>
      )}
      <output id={`${id}-point`} aria-live="polite" className="font-medium text-ink">
        {pointReadout(point)}
      </output>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => onUse(point)} aria-describedby={`${id}-point`} className={primaryButton}>
          {m.use}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {m.cancel}
        </button>
      </div>
    </div>
  );
}
