// One listing in the admin Listings view: an accessible dialog (Radix: focus trapped, Escape closes,
// focus returns to the Edit button) with its public fields, checked with the same zod schema the
// server uses, the publish and feature switches, and its change trail. After a save, focus moves to the
// trail's heading, right above the entry the save has just added. Its state and calls: useListingEditor, below.
import { StaffRsvpSettings } from "./staff-rsvp-settings";
import { Dialog } from "radix-ui";
import { Fragment, useState, useRef, type FormEvent } from "react";
import { format, messages } from "@shared/i18n/messages";
import { adminMessages } from "@shared/admin/admin-texts";
import { curationMessages as m } from "@shared/listings/curation-texts";
import { hasOpeningHours } from "@shared/listings/listing-type-registry";
import { hasCategory } from "@shared/places/business-categories";
import { CategoryOptions } from "@web/components/ui/category-options";
import { hoursMessages } from "@shared/time/hours-texts";
import { placeName } from "@shared/places/place-names";
import { hoursValueOf, hoursErrors, hoursInput, type HoursPart, type HoursValue } from "@web/components/hours-entry/hours-value";
import { OpeningHoursFields } from "@web/components/hours-entry/opening-hours-fields";
import { EventScheduleFields } from "@web/components/schedule/event-schedule-fields";
import { controlClass, FormField } from "@web/components/ui/form-field";
import { TypeFieldControl } from "@web/components/listings/type-field-control";
import { typeFieldsOf, ALL_TYPE_FIELDS, type TypeFieldName } from "@shared/listings/type-fields";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { DialogHeading } from "@web/features/admin/ui/admin-dialog";
import { formatTimestamp } from "@web/lib/dates";
import type { CurationDetail } from "@web/features/admin/ui/admin-types";
import { ActivityReport, ActivityTable, type ActivityPeriod } from "@web/components/activity/activity-table";
import { ListingOwners } from "./listing-owners";
import { editedPlaceInput, PlaceFields, placeValuesOf, type PlaceValues } from "@web/components/places/place-fields";
import { trpc } from "@web/lib/trpc";
import { flushSync } from "react-dom";
import { listingFieldErrors, listingFieldsSchema, type EditableField } from "@shared/listings/listing-curation-schema";
import { scheduleInput, type ScheduleValue, SCHEDULE_FIELDS, scheduleValueOf } from "@web/components/schedule/schedule-value";
import { apiErrorCode, apiFieldErrors } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { useSessionLossCheck } from "@web/features/admin/ui/use-admin-errors";
import { LOCALE_TAGS } from "@shared/i18n/locales";
import type { ListingType } from "@shared/listings/listing-types";
import { submitMessages } from "@shared/submissions/submit-texts";
import { typeFieldsMessages } from "@shared/listings/type-fields-texts";

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
    place,
    setPlace,
    busy,
    saving,
    save,
    togglePublished,
    toggleFeatured,
    revert,
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
                {field.name === "location" && (
                  <div className="grid gap-4 sm:grid-cols-2">
                    <PlaceFields
                      city={listing.city}
                      values={place ?? placeValuesOf(listing.place)}
                      errors={errors}
                      fieldId={(name) => `listing-${name}`}
                      onChange={(name, value) => setPlace((current) => ({ ...(current ?? placeValuesOf(listing.place)), [name]: value }))}
                    />
                  </div>
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
          <ListingOwners id={listing.id} />
          {listing.type === "event" && listing.status === "published" && <StaffRsvpSettings listingId={listing.id} />}

          <h3 ref={historyHeading} tabIndex={-1} className="mt-6 mb-2 text-lg font-bold focus:outline-none focus-visible:outline-3">
            {m.historyHeading}
          </h3>
          <ListingChanges changes={listing.changes} onRevert={revert} busy={busy} />
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

// A listing's change trail in the editor: each change, newest first, with who made it, when, and every
// changed field as before → after; an owner's change (and a revert) has "Revert", which writes its
// "before" values as a new change.
function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return m.emptyValue;
  if (Array.isArray(value)) return value.length === 0 ? m.emptyValue : value.join(", ");
  if (value === true) return m.yes;
  if (value === false) return m.no;
  return typeof value === "string" || typeof value === "number" ? String(value) : JSON.stringify(value);
}

function ListingChanges({ changes, onRevert, busy }: { changes: CurationDetail["changes"]; onRevert: (changeId: number) => void; busy: boolean }) {
  if (changes.length === 0) return <p className="text-sm text-gray-700">{m.noChanges}</p>;
  // Read when rendered, in the page's language (never at module load).
  const labels: Readonly<Record<string, string>> = listingFieldLabels();
  return (
    <ol className="space-y-3 text-sm">
      {[...changes].reverse().map((entry) => (
        <li key={entry.id} className="rounded-lg border border-gray-200 p-3">
          <p className="font-semibold">
            {format(m.changeBy, { who: entry.editor_email ?? m.unknownEditor, date: formatTimestamp(entry.changed_at) })}
          </p>
          <ul className="mt-1 space-y-1 text-gray-800">
            {entry.changes.map((change) => (
              <li key={change.field} className="break-words">
                {format(m.changeLine, { field: labels[change.field] ?? change.field, before: shown(change.before), after: shown(change.after) })}
              </li>
            ))}
          </ul>
          {entry.revertible && (
            <button
              type="button"
              className={`${secondaryButton} mt-2`}
              aria-label={format(m.revertLabel, { date: formatTimestamp(entry.changed_at) })}
              disabled={busy}
              onClick={() => onRevert(entry.id)}
            >
              {m.revert}
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}

// What a listing's page got, in its edit dialog: over the last 30 or 90 days, each day with any activity and
// the totals, every count under 5 shown as "< 5" (the owner's Performance view shows the same table).
function ListingActivity({ id }: { id: number }) {
  const [days, setDays] = useState<ActivityPeriod>(30);
  const report = trpc.admin.listings.activity.useQuery({ id, days }).data;
  return (
    <ActivityReport
      id="listing-activity-heading"
      texts={{
        heading: m.activityHeading,
        intro: m.activityIntro,
        periodLabel: m.activityPeriodLabel,
        period30: m.activityPeriod30,
        period90: m.activityPeriod90,
        loading: m.activityLoading,
        none: m.activityNone,
      }}
      days={days}
      onDaysChange={setDays}
      report={report}
    >
      {(shown) => (
        <ActivityTable
          report={shown}
          texts={{ caption: format(m.activityCaption, { since: shown.since }), day: m.activityDay, total: m.activityTotal, kinds: m.activityKinds }}
        />
      )}
    </ActivityReport>
  );
}

// The admin listing editor's state and calls: the listing, its field errors, the schedule and hours
// widgets' values, and the three mutations (save, publish switch, feature switch), each refreshing the
// listing and the lists and moving focus to the change trail's heading once saved. Field checks run
// with the server's zod schema first; the server's field errors come back onto the same fields.
function useListingEditor(id: number) {
  const utils = trpc.useUtils();
  const sessionLost = useSessionLossCheck();
  const detail = trpc.admin.listings.get.useQuery({ id }, { staleTime: 0 });
  const listing = detail.data;
  const [errors, setErrors] = useState<Errors>({});
  const historyHeading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // The schedule widget is controlled; the date it words the repeat from is read as it is typed.
  const [schedule, setSchedule] = useState<ScheduleValue | null>(null);
  const [date, setDate] = useState<string | null>(null);
  // Opening hours (shops and gems): sent only once edited, so an untouched widget keeps them as stored.
  const [hours, setHours] = useState<HoursValue | null>(null);
  const [hoursProblems, setHoursProblems] = useState<Partial<Record<HoursPart, string>>>({});
  // Where it stands: likewise sent only once changed, so saving other fields never moves the pin.
  const [place, setPlace] = useState<PlaceValues | null>(null);

  const onSaved = (result: { listing: CurationDetail; changed: string[] }, title: string, text?: string) => {
    utils.admin.listings.get.setData({ id }, result.listing);
    setSchedule(null);
    setDate(null);
    setHours(null);
    setPlace(null);
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
  const revert = trpc.admin.listings.revert.useMutation({ onSuccess: (r) => onSaved(r, m.reverted, m.revertedText), onError: onFailed });
  const busy = update.isPending || setStatus.isPending || setFeatured.isPending || revert.isPending;

  function showErrors(next: Errors) {
    flushSync(() => setErrors(next));
    const first = fieldOrder(listing?.type ?? "story").find((name) => next[name as EditableField]);
    // The hours have many controls: the first one marked invalid (or their first) gets focus.
    const target =
      first === "opening_hours"
        ? (form.current?.querySelector<HTMLElement>("[data-hours] [aria-invalid=true]") ??
          form.current?.querySelector<HTMLElement>("[data-hours] input, [data-hours] button"))
        : first
          ? form.current?.querySelector<HTMLElement>(`#listing-${first}`)
          : null;
    target?.focus();
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const names = [...editorFields().map((field) => field.name), ...typeFieldsOf(listing?.type ?? "story").map((field) => field.name)];
    const fields = Object.fromEntries(names.map((name) => [name, formText(data, name)]));
    // Only an event has a schedule to send (other types leave theirs as it is: none).
    const timing = listing?.type === "event" ? scheduleInput(schedule ?? storedSchedule(listing)) : {};
    const openingHours = hours ? { opening_hours: hoursInput(hours) } : {};
    // Only a shop or a gem has a category to send (other types never get one).
    const category = listing && hasCategory(listing.type) ? { category: formText(data, "category") } : {};
    const placed = place && listing ? editedPlaceInput(place, placeValuesOf(listing.place)) : {};
    const parsed = listingFieldsSchema.safeParse({ ...fields, ...timing, ...openingHours, ...category, ...placed });
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

  return {
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
    /** The hours widget changed: its value is sent on save, and its old problems go. */
    editHours: (next: HoursValue) => {
      setHours(next);
      setHoursProblems({});
    },
    place,
    setPlace,
    busy,
    saving: update.isPending,
    save,
    togglePublished: (current: CurationDetail) => setStatus.mutate({ id, status: current.status === "published" ? "unpublished" : "published" }),
    toggleFeatured: (current: CurationDetail) => setFeatured.mutate({ id, featured: !current.featured }),
    revert: (changeId: number) => revert.mutate({ id, changeId }),
  };
}

// The admin listing editor's fields: which public fields it edits as text and in what order (an event's
// schedule, or a place's hours, follow the date), and how a stored listing fills them.
type Errors = Partial<Record<EditableField, string>>;
/** The fields edited as text (opening hours and an event's schedule have their own widgets). */
type TextField = Exclude<EditableField, "opening_hours" | "area" | "lat" | "lon" | (typeof SCHEDULE_FIELDS)[number]>;

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

/**
 * The fields in the order the editor shows them: a place's category follows the location; an event's
 * schedule, or a place's hours, the date; the type's own fields (shared/listings/type-fields.ts) come last.
 */
const fieldOrder = (type: ListingType): string[] => [
  ...editorFields().flatMap((field) =>
    field.name === "date"
      ? [field.name, ...SCHEDULE_FIELDS, "opening_hours"]
      : field.name === "location"
        ? [field.name, "category", "area", "lat", "lon"]
        : [field.name],
  ),
  ...typeFieldsOf(type).map((field) => field.name),
];

/** The listing's stored schedule as the schedule widget's values. */
const storedSchedule = (detail: CurationDetail): ScheduleValue =>
  scheduleValueOf({ ...detail.fields, repeat: detail.schedule.repeat, shown: detail.schedule.repeatShown });

const initial = (detail: CurationDetail, name: TextField) => {
  const value = detail.fields[name];
  return Array.isArray(value) ? value.join(", ") : String(value ?? "");
};

// The words for a listing's fields and statuses in the admin Listings view: the editor's labels and the
// change trail's lines name a field the same way.
// Functions, not constants: their texts are read in the page's language each time they are used.
const listingFieldLabels = (): Readonly<Record<EditableField | "repeat_rule" | "status" | "featured", string>> => ({
  title: m.titleLabel,
  description: m.descriptionLabel,
  location: m.locationLabel,
  date: m.dateLabel,
  tags: m.tagsLabel,
  website: m.websiteLabel,
  address: m.addressLabel,
  phone: m.phoneLabel,
  hours: m.hoursLabel,
  best_time: m.bestTimeLabel,
  cost: m.costLabel,
  opening_hours: hoursMessages.openingHours,
  category: submitMessages.categoryLabel,
  ends_on: submitMessages.endsOnLabel,
  start_time: submitMessages.startTimeLabel,
  end_time: submitMessages.endTimeLabel,
  // The form sends the repeat; the trail records the rule the server wrote from it.
  repeat: submitMessages.repeatLabel,
  repeat_rule: submitMessages.repeatLabel,
  title_fr: m.titleFrLabel,
  description_fr: m.descriptionFrLabel,
  location_fr: m.locationFrLabel,
  tags_fr: m.tagsFrLabel,
  hours_fr: m.hoursFrLabel,
  best_time_fr: m.bestTimeFrLabel,
  cost_fr: m.costFrLabel,
  area: submitMessages.areaLabel,
  lat: submitMessages.latLabel,
  lon: submitMessages.lonLabel,
  ...(Object.fromEntries(ALL_TYPE_FIELDS.map((field) => [field.name, typeFieldsMessages[field.label]])) as Record<TypeFieldName, string>),
  status: m.statusLabel,
  featured: m.featured,
});

export const statusWords = () => ({ published: m.published, unpublished: m.unpublished }) as const;
