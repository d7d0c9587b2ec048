// Where a listing stands: its city's neighbourhoods (their names, in the page's language) and an
// optional point typed in degrees, on the submit form (loaded with its other optional fields when the
// form is first focused: web/features/submissions/type-fields.tsx), the owner's form and the staff
// editor. The server checks both against the city. "Choose on a map" opens the map picker, whose code
// (MapLibre) loads only on that press, and whose point fills the same fields as typing would.
import { lazy, Suspense, useRef, useState } from "react";
import { submitMessages } from "@shared/submissions/submit-texts";
import type { Point } from "@shared/places/point";
import { FormField, controlClass } from "@web/components/ui/form-field";
import { POINT_PICKER_TEXTS } from "@web/components/map/point-picker-texts";
import { withTexts } from "@web/lib/texts";
import { areaChoices } from "@shared/places/neighbourhoods/area-choices";

const PointPicker = lazy(() => withTexts(() => import("@web/components/map/point-picker"), POINT_PICKER_TEXTS));

type PlaceField = "area" | "lat" | "lon";
export type PlaceValues = Record<PlaceField, string>;

/** A typed coordinate as a number (a French decimal comma too), or null when left empty. */
const typedDegrees = (typed: string) => (typed.trim() === "" ? null : Number(typed.replace(",", ".")));

/** Decimals a point from the map picker gets in the fields: about a metre, finer than a hand places it. */
const PICKED_DECIMALS = 5;

/** The point the fields hold, when both hold a coordinate in range. */
function typedPoint(values: PlaceValues): Point | null {
  const lat = typedDegrees(values.lat);
  const lon = typedDegrees(values.lon);
  if (lat === null || lon === null || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}

/** A stored place as the fields show it. */
export const placeValuesOf = (place: { area: string | null; lat: number | null; lon: number | null }): PlaceValues => ({
  area: place.area ?? "",
  lat: place.lat === null ? "" : String(place.lat),
  lon: place.lon === null ? "" : String(place.lon),
});

/**
 * What an edit sends of the place: nothing while the fields still show the stored place (so saving other
 * fields never moves a listing), else all three.
 */
export function editedPlaceInput(values: PlaceValues, stored: PlaceValues) {
  const same = values.area === stored.area && values.lat === stored.lat && values.lon === stored.lon;
  return same ? {} : { area: values.area || null, lat: typedDegrees(values.lat), lon: typedDegrees(values.lon) };
}

interface PlaceFieldsProps {
  city: string;
  values: PlaceValues;
  errors: Partial<Record<PlaceField, string>>;
  fieldId: (field: PlaceField) => string;
  onChange: (field: PlaceField, value: string) => void;
}

export function PlaceFields({ city, values, errors, fieldId, onChange }: PlaceFieldsProps) {
  const areas = areaChoices(city);
  const [picking, setPicking] = useState(false);
  const chooser = useRef<HTMLButtonElement>(null);
  // The picker closes back onto the button that opened it.
  const close = () => {
    setPicking(false);
    chooser.current?.focus();
  };
  const use = (point: Point) => {
    onChange("lat", point.lat.toFixed(PICKED_DECIMALS));
    onChange("lon", point.lon.toFixed(PICKED_DECIMALS));
    close();
  };
  const degrees = (field: "lat" | "lon", label: string) => (
    <FormField id={fieldId(field)} label={label} error={errors[field]}>
      {(control) => (
        <input
          {...control}
          name={field}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          type="text"
          inputMode="decimal"
          maxLength={20}
          className={controlClass}
        />
      )}
    </FormField>
  );
  return (
    <>
      {areas.length > 0 && (
        <FormField id={fieldId("area")} label={submitMessages.areaLabel} error={errors.area}>
          {(control) => (
            <select {...control} name="area" value={values.area} onChange={(event) => onChange("area", event.target.value)} className={controlClass}>
              <option value="">{submitMessages.areaNone}</option>
              {areas.map((area) => (
                <option key={area.slug} value={area.slug}>
                  {area.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2" aria-describedby={`${fieldId("lat")}-point`}>
        <legend className="mb-1 font-semibold text-ink">{submitMessages.pointLegend}</legend>
        <p id={`${fieldId("lat")}-point`} className="text-sm text-muted sm:col-span-2">
          {submitMessages.pointHint}
        </p>
        {degrees("lat", submitMessages.latLabel)}
        {degrees("lon", submitMessages.lonLabel)}
        <div className="sm:col-span-2">
          <button
            ref={chooser}
            type="button"
            aria-expanded={picking}
            onClick={() => (picking ? close() : setPicking(true))}
            // The secondary button's look, written out: importing the shared styles would pull them into
            // this chunk, which every page's chunks would then import (the map picker with it).
            className="min-h-11 rounded-full border border-gray-300 bg-white px-5 py-2.5 text-sm font-semibold text-gray-900 hover:bg-gray-50"
          >
            {submitMessages.chooseOnMap}
          </button>
        </div>
        {picking && (
          <Suspense fallback={null}>
            <PointPicker city={city} area={values.area} typed={typedPoint(values)} onUse={use} onCancel={close} />
          </Suspense>
        )}
      </fieldset>
    </>
  );
}
