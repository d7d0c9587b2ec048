// The admin listing editor's fields: which public fields it edits as text and in what order (an event's
// schedule, or a place's hours, follow the date), and how a stored listing fills them.
import { curationMessages as m } from "@shared/listings/curation-texts";
import { LOCALE_TAGS } from "@shared/i18n/locales";
import type { EditableField } from "@shared/listings/listing-curation-schema";
import type { ListingType } from "@shared/listings/listing-types";
import { typeFieldsOf } from "@shared/listings/type-fields";
import { SCHEDULE_FIELDS, scheduleValueOf, type ScheduleValue } from "@web/components/schedule/schedule-value";
import type { CurationDetail } from "@web/features/admin/ui/admin-types";

export type Errors = Partial<Record<EditableField, string>>;
/** The fields edited as text (opening hours and an event's schedule have their own widgets). */
export type TextField = Exclude<EditableField, "opening_hours" | (typeof SCHEDULE_FIELDS)[number]>;

// A function, not a constant: its texts are read in the page's language each time it is used.
export const editorFields = (): { name: TextField; hint?: string; long?: boolean; required?: boolean; french?: boolean }[] => [
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
export const FRENCH = LOCALE_TAGS.fr;

/** A text control's value ("" when absent; these forms have no file inputs). */
export const formText = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The fields in the order the editor shows them: a place's category follows the location; an event's
 * schedule, or a place's hours, the date; the type's own fields (shared/listings/type-fields.ts) come last.
 */
export const fieldOrder = (type: ListingType): string[] => [
  ...editorFields().flatMap((field) =>
    field.name === "date" ? [field.name, ...SCHEDULE_FIELDS, "opening_hours"] : field.name === "location" ? [field.name, "category"] : [field.name],
  ),
  ...typeFieldsOf(type).map((field) => field.name),
];

/** The listing's stored schedule as the schedule widget's values. */
export const storedSchedule = (detail: CurationDetail): ScheduleValue =>
  scheduleValueOf({ ...detail.fields, repeat: detail.schedule.repeat, shown: detail.schedule.repeatShown });

export const initial = (detail: CurationDetail, name: TextField) => {
  const value = detail.fields[name];
  return Array.isArray(value) ? value.join(", ") : String(value ?? "");
};
