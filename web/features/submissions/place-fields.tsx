// Where a submitted listing stands: its city's neighbourhoods (their names, in the page's language) and
// an optional point typed in degrees. Loaded with the form's other optional fields, when
// the form is first focused (./type-fields.tsx). The server checks both against the city.
import { submitMessages } from "@shared/submissions/submit-texts";
import { FormField, controlClass } from "@web/components/ui/form-field";
import { areaChoices } from "@shared/places/neighbourhoods/area-choices";

type PlaceField = "area" | "lat" | "lon";

interface PlaceFieldsProps {
  city: string;
  values: Record<PlaceField, string>;
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
