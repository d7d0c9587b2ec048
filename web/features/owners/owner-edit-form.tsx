// "Keep it right": the fields an owner changes themselves, published at once (owners.update). Checked in
// the browser with the server's own schema (shared/owners/owner-schema.ts) before sending; the server's
// field messages land on the same fields. Name, address, city and category are the team's: the form says so.
// Where it stands (neighbourhood and point) is sent only when changed, so other edits never move the pin.
import { useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { LISTING_CLOSURES, type ListingClosure } from "@shared/listings/listing-states";
import { ownerEditFields } from "@shared/owners/owner-schema";
import { ownerMessages as t } from "@shared/owners/owner-texts";
import { hoursErrors, hoursInput, hoursValueOf, type HoursPart, type HoursValue } from "@web/components/hours-entry/hours-value";
import { OpeningHoursFields } from "@web/components/hours-entry/opening-hours-fields";
import { controlClass, FormField } from "@web/components/ui/form-field";
import { apiFieldErrors, apiReason, firstFieldMessages } from "@web/lib/api-errors";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { editedPlaceInput, PlaceFields, placeValuesOf, type PlaceValues } from "@web/components/places/place-fields";
import { SubmitRow } from "./submit-row";

type OwnedListing = RouterOutputs["owners"]["listing"];
const TEXT_FIELDS = ["phone", "website", "description", "description_fr"] as const;
const PLACE_FIELDS = ["area", "lat", "lon"] as const;
type Field = (typeof TEXT_FIELDS)[number] | (typeof PLACE_FIELDS)[number];
const FIELDS: readonly string[] = [...TEXT_FIELDS, ...PLACE_FIELDS];

const closureLabel = (closure: ListingClosure | null) =>
  closure === "temporary" ? t.closureTemporary : closure === "permanent" ? t.closurePermanent : t.closureOpen;

/** A text control's value ("" when absent). */
const formText = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
};

export function OwnerEditForm({ listing }: { listing: OwnedListing }) {
  const utils = trpc.useUtils();
  const [hours, setHours] = useState<HoursValue>(() => hoursValueOf(listing.opening_hours));
  const [hoursProblems, setHoursProblems] = useState<Partial<Record<HoursPart, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [place, setPlace] = useState<PlaceValues>(() => placeValuesOf(listing));
  const [outcome, setOutcome] = useState("");
  const update = trpc.owners.update.useMutation({
    onSuccess: ({ changed }) => {
      setOutcome(changed.length ? t.saved : t.unchanged);
      // The server placed the point (its neighbourhood by outline): the fields show what it stored.
      void utils.owners.listing.invalidate({ listingId: listing.id });
    },
    onError: (error) => {
      setErrors(firstFieldMessages<Field>(apiFieldErrors(error), (key) => (FIELDS.includes(key) ? (key as Field) : null)));
      setOutcome(apiReason(error) ?? t.fixFields);
    },
  });

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, formText(data, name)]));
    // Hours and the closed state are a place's; a story or an event sends neither.
    const hoursAndState = listing.isPlace
      ? { opening_hours: hoursInput(hours), closure: (formText(data, "closure") || null) as ListingClosure | null }
      : {};
    const placed = editedPlaceInput(place, placeValuesOf(listing));
    const parsed = ownerEditFields.safeParse({ ...text, ...hoursAndState, ...placed });
    if (!parsed.success) {
      const inHours = parsed.error.issues.filter((issue) => issue.path[0] === "opening_hours");
      flushSync(() => {
        setHoursProblems(hoursErrors(inHours.map((issue) => ({ ...issue, path: issue.path.slice(1) }))));
        setErrors(firstFieldMessages<Field>(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), [issue.message]]))));
        setOutcome(t.fixFields);
      });
      event.currentTarget.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    setErrors({});
    setHoursProblems({});
    setOutcome(t.saving);
    update.mutate({ listingId: listing.id, ...parsed.data });
  }

  return (
    <section aria-labelledby="owner-edit-heading" className="mt-8">
      <h2 id="owner-edit-heading" className="text-xl font-semibold">
        {t.editHeading}
      </h2>
      <p className="mt-1 text-gray-700">{t.editIntro}</p>
      <p className="mt-1 text-gray-700">{t.teamChanges}</p>
      <form noValidate onSubmit={save} className="mt-4 grid gap-4">
        {listing.isPlace && (
          <fieldset>
            <legend className="mb-1 text-sm font-semibold text-ink">{t.stateLabel}</legend>
            {[null, ...LISTING_CLOSURES].map((closure) => (
              <label key={closure ?? "open"} className="mr-4 inline-flex items-center gap-2">
                <input type="radio" name="closure" value={closure ?? ""} defaultChecked={listing.closure === closure} />
                {closureLabel(closure)}
              </label>
            ))}
          </fieldset>
        )}
        <TextField name="phone" label={t.phoneLabel} type="tel" listing={listing} error={errors.phone} />
        <TextField name="website" label={t.websiteLabel} type="url" listing={listing} error={errors.website} />
        <TextField name="description" label={t.descriptionLabel} multiline listing={listing} error={errors.description} />
        <TextField name="description_fr" label={t.descriptionFrLabel} multiline listing={listing} error={errors.description_fr} />
        {listing.isPlace && (
          <OpeningHoursFields
            id="owner"
            legend={t.hoursHeading}
            value={hours}
            onChange={(next) => {
              setHours(next);
              setHoursProblems({});
            }}
            errors={hoursProblems}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <PlaceFields
            city={listing.city}
            values={place}
            errors={errors}
            fieldId={(field) => `owner-${field}`}
            onChange={(field, value) => setPlace((current) => ({ ...current, [field]: value }))}
          />
        </div>
        <SubmitRow label={t.save} pending={update.isPending} outcome={outcome} />
      </form>
    </section>
  );
}

interface TextFieldProps {
  name: Field;
  label: string;
  listing: OwnedListing;
  error: string | undefined;
  type?: "tel" | "url";
  multiline?: boolean;
}

function TextField({ name, label, listing, error, type, multiline = false }: TextFieldProps) {
  const value = listing[name] ?? "";
  return (
    <FormField id={`owner-${name}`} label={label} error={error}>
      {(control) =>
        multiline ? (
          <textarea {...control} name={name} rows={5} defaultValue={value} className={controlClass} />
        ) : (
          <input {...control} name={name} type={type} defaultValue={value} className={controlClass} />
        )
      }
    </FormField>
  );
}
