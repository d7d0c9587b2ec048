// One listing in the admin Listings view: an accessible dialog (Radix: focus trapped, Escape closes,
// focus returns to the Edit button) with its public fields, checked with the same zod schema the
// server uses, the publish and feature switches, and its change trail. After a save, focus moves to the
// trail's heading, right above the entry the save has just added. Its state and calls: use-listing-editor.ts.
import { Dialog } from "radix-ui";
import { Fragment } from "react";
import { format, messages } from "@shared/i18n/messages";
import { adminMessages } from "@shared/admin/admin-texts";
import { curationMessages as m } from "@shared/listings/curation-texts";
import { hasOpeningHours } from "@shared/listings/listing-type-registry";
import { hasCategory } from "@shared/places/business-categories";
import { CategoryOptions } from "@web/components/ui/category-options";
import { hoursMessages } from "@shared/time/hours-texts";
import { placeName } from "@shared/places/place-names";
import { hoursValueOf } from "@web/components/hours-entry/hours-value";
import { OpeningHoursFields } from "@web/components/hours-entry/opening-hours-fields";
import { EventScheduleFields } from "@web/components/schedule/event-schedule-fields";
import { controlClass, FormField } from "@web/components/ui/form-field";
import { TypeFieldControl } from "@web/components/listings/type-field-control";
import { typeFieldsOf } from "@shared/listings/type-fields";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { DialogHeading } from "@web/features/admin/ui/dialog-heading";
import { ListingChanges } from "./listing-changes";
import { ListingActivity } from "./listing-activity";
import { editorFields, FRENCH, initial, storedSchedule } from "./listing-editor-fields";
import { listingFieldLabels, statusWords } from "./listing-field-labels";
import { useListingEditor } from "./use-listing-editor";

interface Props {
  id: number;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ListingEditor({ id, title, open, onOpenChange }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={secondaryButton} aria-label={format(m.editLabel, { title })}>
        {m.edit}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(44rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-left shadow-xl">
          {open && <EditorBody id={id} title={title} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditorBody({ id, title }: { id: number; title: string }) {
  const {
    listing,
    errors,
    form,
    historyHeading,
    schedule,
    setSchedule,
    date,
    setDate,
    hours,
    hoursProblems,
    editHours,
    busy,
    saving,
    save,
    togglePublished,
    toggleFeatured,
  } = useListingEditor(id);
  return (
    <>
      <DialogHeading>{listing?.fields.title ?? title}</DialogHeading>
      <Dialog.Description className="mt-1 text-sm text-gray-700">
        {listing
          ? format(m.dialogDescription, {
              type: messages.types[listing.type],
              city: placeName(listing.city),
              source: listing.source === "catalogue" ? m.catalogue : m.community,
              status: statusWords()[listing.status],
            })
          : m.loading}
      </Dialog.Description>

      {listing && (
        <>
          {listing.public_path && (
            <p className="mt-3 text-sm text-gray-700">
              {format(m.slugKept, { path: listing.public_path })}{" "}
              {listing.status === "published" && (
                <a href={listing.public_path} className="font-semibold text-brand-800 underline">
                  {m.openPublic}
                </a>
              )}
            </p>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => togglePublished(listing)}>
              {listing.status === "published" ? m.unpublish : m.republish}
            </button>
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => toggleFeatured(listing)}>
              {listing.featured ? m.unfeature : m.feature}
            </button>
          </div>

          <form
            key={listing.updated_at}
            ref={form}
            noValidate
            onSubmit={save}
            onChange={(event) => {
              const control: EventTarget = event.target;
              if (control instanceof HTMLInputElement && control.name === "date") setDate(control.value);
            }}
            className="mt-5 grid gap-4"
          >
            {editorFields().map((field) => (
              <Fragment key={field.name}>
                <FormField
                  id={`listing-${field.name}`}
                  label={listingFieldLabels()[field.name]}
                  hint={field.hint}
                  required={field.required}
                  error={errors[field.name]}
                >
                  {(control) =>
                    field.long ? (
                      <textarea
                        {...control}
                        name={field.name}
                        rows={6}
                        required={field.required}
                        lang={field.french ? FRENCH : undefined}
                        defaultValue={initial(listing, field.name)}
                        className={controlClass}
                      />
                    ) : (
                      <input
                        {...control}
                        name={field.name}
                        type={field.name === "website" ? "url" : "text"}
                        required={field.required}
                        lang={field.french ? FRENCH : undefined}
                        defaultValue={initial(listing, field.name)}
                        className={controlClass}
                      />
                    )
                  }
                </FormField>
                {field.name === "location" && hasCategory(listing.type) && (
                  <FormField id="listing-category" label={listingFieldLabels().category} error={errors.category}>
                    {(control) => (
                      <select {...control} name="category" defaultValue={listing.fields.category ?? ""} className={controlClass}>
                        <CategoryOptions />
                      </select>
                    )}
                  </FormField>
                )}
                {field.name === "date" && listing.type === "event" && (
                  <EventScheduleFields
                    id="listing"
                    value={schedule ?? storedSchedule(listing)}
                    onChange={setSchedule}
                    date={date ?? listing.fields.date ?? ""}
                    errors={errors}
                    keptRepeat={listing.schedule.repeatShown ? undefined : (listing.schedule.repeatText ?? undefined)}
                  />
                )}
                {field.name === "date" && hasOpeningHours(listing.type) && (
                  <div data-hours>
                    <OpeningHoursFields
                      id="listing"
                      legend={hoursMessages.openingHours}
                      value={hours ?? hoursValueOf(listing.fields.opening_hours)}
                      onChange={editHours}
                      errors={hoursProblems}
                    />
                  </div>
                )}
              </Fragment>
            ))}
            {typeFieldsOf(listing.type).map((field) => (
              <TypeFieldControl
                key={field.name}
                field={field}
                id={`listing-${field.name}`}
                valueProps={{ name: field.name, defaultValue: initial(listing, field.name) }}
                error={errors[field.name]}
              />
            ))}
            <div className="flex justify-end">
              <button type="submit" className={primaryButton} disabled={busy}>
                {saving ? m.saving : m.save}
              </button>
            </div>
          </form>

          <ListingActivity id={listing.id} />

          <h3 ref={historyHeading} tabIndex={-1} className="mt-6 mb-2 text-lg font-bold focus:outline-none focus-visible:outline-3">
            {m.historyHeading}
          </h3>
          <ListingChanges changes={listing.changes} />
          {/* After a save focus rests on the trail's heading, which is not tabbable: without a control
              after it, Tab would leave the dialog and the focus trap would send it straight back. */}
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={secondaryButton}>{adminMessages.close}</Dialog.Close>
          </div>
        </>
      )}
    </>
  );
}
