// The admin listing editor's state and calls: the listing, its field errors, the schedule and hours
// widgets' values, and the three mutations (save, publish switch, feature switch), each refreshing the
// listing and the lists and moving focus to the change trail's heading once saved. Field checks run
// with the server's zod schema first; the server's field errors come back onto the same fields.
import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { format } from "@shared/i18n/messages";
import { curationMessages as m } from "@shared/listings/curation-texts";
import { listingFieldErrors, listingFieldsSchema, type EditableField } from "@shared/listings/listing-curation-schema";
import { hoursErrors, hoursInput, type HoursPart, type HoursValue } from "@web/components/hours-entry/hours-value";
import { scheduleInput, type ScheduleValue } from "@web/components/schedule/schedule-value";
import { apiErrorCode, apiFieldErrors } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import type { CurationDetail } from "@web/features/admin/ui/admin-types";
import { hasCategory } from "@shared/places/business-categories";
import { editorFields, fieldOrder, formText, storedSchedule, type Errors } from "./listing-editor-fields";
import { typeFieldsOf } from "@shared/listings/type-fields";
import { statusWords } from "./listing-field-labels";
import { useSessionLossCheck } from "@web/features/admin/ui/use-admin-errors";

export function useListingEditor(id: number) {
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
    const parsed = listingFieldsSchema.safeParse({ ...fields, ...timing, ...openingHours, ...category });
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
    busy,
    saving: update.isPending,
    save,
    togglePublished: (current: CurationDetail) => setStatus.mutate({ id, status: current.status === "published" ? "unpublished" : "published" }),
    toggleFeatured: (current: CurationDetail) => setFeatured.mutate({ id, featured: !current.featured }),
  };
}
