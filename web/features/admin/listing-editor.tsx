// One listing in the admin Listings view: an accessible dialog (Radix: focus trapped, Escape closes,
// focus returns to the Edit button) with its public fields, checked with the same zod schema the
// server uses, the publish and feature switches, and its change trail. After a save, focus moves to the
// trail's heading, right above the entry the save has just added.
import { Dialog } from "radix-ui";
import { Fragment, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { format, messages } from "@shared/messages";
import { adminMessages } from "@shared/messages/admin";
import { curationMessages as m } from "@shared/messages/curation";
import { LOCALE_TAGS } from "@shared/rules/locales";
import { listingFieldErrors, listingFieldsSchema, type EditableField } from "@shared/schemas/listing-curation";
import { hasOpeningHours } from "@shared/listing-types/registry";
import { hoursMessages } from "@shared/messages/hours";
import { hoursErrors, hoursInput, hoursValueOf, type HoursPart, type HoursValue } from "@web/components/hours-entry/hours-value";
import { OpeningHoursFields } from "@web/components/hours-entry/opening-hours-fields";
import { EventScheduleFields } from "@web/components/schedule/event-schedule-fields";
import { SCHEDULE_FIELDS, scheduleInput, scheduleValueOf, type ScheduleValue } from "@web/components/schedule/schedule-value";
import { controlClass, FormField } from "@web/components/ui/form-field";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { apiErrorCode, apiFieldErrors } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import { DialogHeading } from "./dialog-heading";
import type { CurationDetail } from "./admin-types";
import { ListingChanges } from "./listing-changes";
import { listingFieldLabels } from "./listing-field-labels";
import { useSessionLossCheck } from "./use-admin-errors";
import { statusWords } from "./listing-status-words";
import { placeName } from "@shared/places/place-names";

interface Props {
  id: number;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Errors = Partial<Record<EditableField, string>>;
/** The fields edited as text (opening hours and an event's schedule have their own widgets). */
type TextField = Exclude<EditableField, "opening_hours" | (typeof SCHEDULE_FIELDS)[number]>;

// A function, not a constant: its texts are read in the page's language each time it is used.
const editorFields = (): { name: TextField; hint?: string; long?: boolean; required?: boolean; french?: boolean }[] => [
  { name: "title", required: true },
  { name: "description", long: true, required: true },
  { name: "location", required: true },
  { name: "date", hint: m.dateHint },
  { name: "tags", hint: m.tagsHint },
  { name: "website" },
  { name: "address" },
  { name: "phone" },
  { name: "hours" },
  { name: "best_time" },
  { name: "cost" },
  { name: "title_fr", hint: m.frenchHint, french: true },
  { name: "description_fr", long: true, french: true },
  { name: "location_fr", french: true },
  { name: "tags_fr", hint: m.tagsHint, french: true },
  { name: "hours_fr", french: true },
  { name: "best_time_fr", french: true },
  { name: "cost_fr", french: true },
];

/** French fields hold French: spell-checkers and screen readers switch language on them. */
const FRENCH = LOCALE_TAGS.fr;

/** A text control's value ("" when absent; these forms have no file inputs). */
const formText = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
};

/** The fields in the order the editor shows them: an event's schedule, or a place's hours, follow the date. */
const fieldOrder = (): string[] =>
  editorFields().flatMap((field) => (field.name === "date" ? [field.name, ...SCHEDULE_FIELDS, "opening_hours"] : [field.name]));

/** The listing's stored schedule as the schedule widget's values. */
const storedSchedule = (detail: CurationDetail): ScheduleValue =>
  scheduleValueOf({ ...detail.fields, repeat: detail.schedule.repeat, shown: detail.schedule.repeatShown });

const initial = (detail: CurationDetail, name: TextField) => {
  const value = detail.fields[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
};

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
  const utils = trpc.useUtils();
  const sessionLost = useSessionLossCheck();
  const detail = trpc.admin.listings.get.useQuery({ id }, { staleTime: 0 });
  const [errors, setErrors] = useState<Errors>({});
  const historyHeading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // The schedule widget is controlled; the date it words the repeat from is read as it is typed.
  const [schedule, setSchedule] = useState<ScheduleValue | null>(null);
  const [date, setDate] = useState<string | null>(null);
  // Opening hours (shops and gems): sent only once edited, so an untouched widget keeps them as stored.
  const [hours, setHours] = useState<HoursValue | null>(null);
  const [hoursProblems, setHoursProblems] = useState<Partial<Record<HoursPart, string>>>({});

  const onSaved = (result: { listing: CurationDetail; changed: string[] }, title: string, text?: string) => {
    utils.admin.listings.get.setData({ id }, result.listing);
    setSchedule(null);
    setDate(null);
    setHours(null);
    void utils.admin.listings.list.invalidate();
    void utils.listings.invalidate();
    notify.success(title, result.changed.length === 0 ? m.nothingChanged : text);
    historyHeading.current?.focus();
  };
  const onFailed = (error: unknown) => {
    if (sessionLost(error)) return;
    if (apiErrorCode(error) === "BAD_REQUEST") {
      const fields = apiFieldErrors(error);
      const found: Errors = Object.fromEntries(Object.entries(fields).map(([name, list]) => [name, list[0]]));
      setHoursProblems(found.opening_hours ? { all: found.opening_hours } : {});
      showErrors(found);
    }
    notify.error(m.errorTitle, m.saveFailed);
  };
  const update = trpc.admin.listings.update.useMutation({ onSuccess: (r) => onSaved(r, m.savedTitle, m.savedText), onError: onFailed });
  const setStatus = trpc.admin.listings.setStatus.useMutation({
    onSuccess: (r) => onSaved(r, format(m.statusSaved, { status: statusWords()[r.listing.status].toLowerCase() })),
    onError: onFailed,
  });
  const setFeatured = trpc.admin.listings.setFeatured.useMutation({
    onSuccess: (r) => onSaved(r, format(m.featureSaved, { state: r.listing.featured ? m.featuredState : m.unfeaturedState })),
    onError: onFailed,
  });
  const busy = update.isPending || setStatus.isPending || setFeatured.isPending;

  function showErrors(next: Errors) {
    flushSync(() => setErrors(next));
    const first = fieldOrder().find((name) => next[name as EditableField]);
    // The hours have many controls: the first one marked invalid (or their first) gets focus.
    const target =
      first === "opening_hours"
        ? (form.current?.querySelector<HTMLElement>("[data-hours] [aria-invalid=true]") ?? form.current?.querySelector<HTMLElement>("[data-hours] input, [data-hours] button"))
        : first
          ? form.current?.querySelector<HTMLElement>(`#listing-${first}`)
          : null;
    target?.focus();
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = Object.fromEntries(editorFields().map((field) => [field.name, formText(data, field.name)]));
    // Only an event has a schedule to send (other types leave theirs as it is: none).
    const timing = listing?.type === "event" ? scheduleInput(schedule ?? storedSchedule(listing)) : {};
    const openingHours = hours ? { opening_hours: hoursInput(hours) } : {};
    const parsed = listingFieldsSchema.safeParse({ ...fields, ...timing, ...openingHours });
    if (!parsed.success) {
      const inHours = parsed.error.issues.filter((issue) => issue.path[0] === "opening_hours");
      // Rendered at once, so the controls marked invalid exist when focus moves to the first.
      flushSync(() => setHoursProblems(hoursErrors(inHours.map((issue) => ({ ...issue, path: issue.path.slice(1) })))));
      const fields = listingFieldErrors(parsed.error);
      showErrors(Object.fromEntries(Object.entries(fields).map(([name, list]) => [name, list?.[0]])));
      return;
    }
    setErrors({});
    setHoursProblems({});
    update.mutate({ id, ...parsed.data });
  }

  const listing = detail.data;
  return (
    <>
      <DialogHeading>{listing?.fields.title ?? title}</DialogHeading>
      <Dialog.Description className="mt-1 text-sm text-gray-700">
        {listing
          ? format(m.dialogDescription, {
              type: listing.type in messages.types ? messages.types[listing.type as keyof typeof messages.types] : listing.type,
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
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              onClick={() => setStatus.mutate({ id, status: listing.status === "published" ? "unpublished" : "published" })}
            >
              {listing.status === "published" ? m.unpublish : m.republish}
            </button>
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => setFeatured.mutate({ id, featured: !listing.featured })}>
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
              <FormField id={`listing-${field.name}`} label={listingFieldLabels()[field.name]} hint={field.hint} required={field.required} error={errors[field.name]}>
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
                    onChange={(next) => {
                      setHours(next);
                      setHoursProblems({});
                    }}
                    errors={hoursProblems}
                  />
                </div>
              )}
              </Fragment>
            ))}
            <div className="flex justify-end">
              <button type="submit" className={primaryButton} disabled={busy}>
                {update.isPending ? m.saving : m.save}
              </button>
            </div>
          </form>

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
