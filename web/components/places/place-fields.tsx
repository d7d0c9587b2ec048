// Where a listing stands: its city's neighbourhoods (their names, in the page's language) and an
// optional point typed in degrees, on the submit form (loaded with its other optional fields when the
// form is first focused: web/features/submissions/type-fields.tsx), the owner's form and the staff
// editor. The server checks both against the city.
import { submitMessages } from "@shared/submissions/submit-texts";
import { FormField, controlClass } from "@web/components/ui/form-field";
import { areaChoices } from "@shared/places/neighbourhoods/area-choices";

type PlaceField = "area" | "lat" | "lon";
export type PlaceValues = Record<PlaceField, string>;

/** A typed coordinate as a number (a French decimal comma too), or null when left empty. */
const typedDegrees = (typed: string) => (typed.trim() === "" ? null : Number(typed.replace(",", ".")));

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
      </fieldset>
    </>
  );
}
