// The fields only one listing type has (a job posting's employer, pay and ways to apply), declared once:
// each is a column of `listings` and `submissions` (worker/db/schema.ts) under the same name. The submit
// form, the admin editor and the moderation dialog render them from this list, the zod schema is built
// from it (type-fields-schema.ts), and the server picks the columns by TYPE_FIELD_NAMES. Free of zod, so
// the form's first load can read it. A new type's fields are one more group here plus its columns.
import type { BrowsableType } from "./listing-types";
import type { typeFieldsMessages } from "./type-fields-texts";
import type { validationMessages } from "../forms/validation-texts";

type Words<Texts> = { [Key in keyof Texts]: Texts[Key] extends string ? Key : never }[keyof Texts];
/** The key of one of the type fields' words (./type-fields-texts.en.ts). */
type FieldText = Words<typeof typeFieldsMessages>;

export interface TypeField {
  /** The column's name, the form's field name and the API's. */
  name: string;
  /** The label's key in the type fields' texts; refusals name the field with it too. */
  label: FieldText;
  hint?: FieldText;
  /**
   * text: one line; dollars: whole dollars, typed as "$55,000" or sent as a number; choice: one of
   * `options`; url: an https link (https:// added when left out); email: an address.
   */
  input: "text" | "dollars" | "choice" | "url" | "email";
  maxLength: number;
  required?: boolean;
  /** The refusal of a value the input cannot read (text, url and email have their own). */
  invalid?: Words<typeof validationMessages>;
  /** A choice's values and their words' keys. */
  options?: readonly { value: string; label: FieldText }[];
  autoComplete?: string;
}

interface TypeFieldGroup {
  /** The legend of the type's fields on the submit form. */
  heading: FieldText;
  /** What the listing's `date` means for the type, which then requires it (a job's closing date). */
  dateLabel?: FieldText;
  fields: readonly TypeField[];
}

/** A job posting's pay is per hour or per year (schema.org's unitText HOUR, YEAR). */
export const PAY_UNITS = ["hour", "year"] as const;
export type PayUnit = (typeof PAY_UNITS)[number];

/** The most pay a posting can state, in whole dollars. */
export const PAY_MAX = 10_000_000;

/** Every type's own fields, in the forms' order. */
export const TYPE_FIELDS = {
  job: {
    heading: "jobHeading",
    dateLabel: "closingDateLabel",
    fields: [
      { name: "employer", label: "employerLabel", input: "text", maxLength: 120, required: true, autoComplete: "organization" },
      { name: "work_hours", label: "workHoursLabel", hint: "workHoursHint", input: "text", maxLength: 80 },
      { name: "pay_min", label: "payMinLabel", input: "dollars", maxLength: 12, required: true, invalid: "pay" },
      { name: "pay_max", label: "payMaxLabel", hint: "payMaxHint", input: "dollars", maxLength: 12, invalid: "pay" },
      {
        name: "pay_unit",
        label: "payUnitLabel",
        input: "choice",
        maxLength: 10,
        required: true,
        invalid: "payUnit",
        options: [
          { value: PAY_UNITS[0], label: "payUnitHour" },
          { value: PAY_UNITS[1], label: "payUnitYear" },
        ],
      },
      { name: "apply_url", label: "applyUrlLabel", hint: "applyHint", input: "url", maxLength: 500 },
      { name: "apply_email", label: "applyEmailLabel", hint: "applyHint", input: "email", maxLength: 254 },
    ],
  },
} as const satisfies Partial<Record<BrowsableType, TypeFieldGroup>>;

type Groups = typeof TYPE_FIELDS;
/** Every type's fields as one union. */
export type AnyTypeField = Groups[keyof Groups]["fields"][number];
export type TypeFieldName = AnyTypeField["name"];

/** Every type's fields, each type's in its order. */
export const ALL_TYPE_FIELDS: readonly AnyTypeField[] = Object.values(TYPE_FIELDS).flatMap((group) => group.fields);

/** The columns of every type's own fields (worker/db/pick.ts reads and copies them by these names). */
export const TYPE_FIELD_NAMES: readonly TypeFieldName[] = ALL_TYPE_FIELDS.map((field) => field.name);

/** One of the types' own fields, by its column's name. */
export type NamedTypeField = TypeField & { name: TypeFieldName };

/** A type's own fields and their legend, or none. */
export function typeFieldGroup(type: string): (Omit<TypeFieldGroup, "fields"> & { fields: readonly NamedTypeField[] }) | null {
  return type in TYPE_FIELDS ? TYPE_FIELDS[type as keyof Groups] : null;
}

/** A type's own fields (none for most types). */
export const typeFieldsOf = (type: string): readonly NamedTypeField[] => typeFieldGroup(type)?.fields ?? [];
