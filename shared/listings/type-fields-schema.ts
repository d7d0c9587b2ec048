// The zod side of the listing types' own fields (type-fields.ts): each field's schema comes from its
// input kind, so the submit form, the API and the editor check them alike; a type's rules across its
// fields are its check below. The fields of a type other than the listing's are always null.
import "../forms/zod-setup";
import { z } from "zod";
import { typeFieldsMessages } from "./type-fields-texts";
import { validationMessages } from "../forms/validation-texts";
import { format } from "../i18n/messages";
import { says, tooLong } from "../forms/error-text-schema";
import { websiteField } from "./contact-fields-schema";
import { singleLineText } from "../forms/plain-text-schema";
import { ALL_TYPE_FIELDS, PAY_MAX, TYPE_FIELDS, TYPE_FIELD_NAMES, typeFieldsOf, type AnyTypeField, type TypeField } from "./type-fields";

/** Optional one-line text: cleaned, trimmed, empty means none (null). */
const line = (label: () => string, max: number) =>
  z
    .string()
    .max(max * 2, tooLong(label, max))
    .nullish()
    .transform((value) => singleLineText(value ?? "").trim() || null)
    .pipe(z.string().max(max, tooLong(label, max)).nullable());

/** Whole dollars, typed as text ("$55,000") or sent as a number; empty means none. */
const dollars = (message: () => string) =>
  z
    .union([z.number(), z.string().max(20, says(message))])
    .nullish()
    .transform((value) => (typeof value === "string" ? value.replace(/[\s,$]/g, "") : value) ?? "")
    .transform((value) => (value === "" ? null : Number(value)))
    .pipe(z.number(says(message)).int(says(message)).min(1, says(message)).max(PAY_MAX, says(message)).nullable());

/** One of the field's values; empty means none. */
const choice = <const Value extends string>(values: readonly [Value, ...Value[]], message: () => string) =>
  z
    .union([z.enum(values, says(message)), z.literal("")])
    .nullish()
    .transform((value) => value || null);

/** An optional e-mail address, trimmed; empty means none. */
const email = (max: number, message = says(() => validationMessages.email)) =>
  z
    .string()
    .max(max, message)
    .nullish()
    .transform((value) => value?.trim() || null)
    .pipe(z.email(message).nullable());

type ChoiceValue<Field> = Field extends { options: readonly { value: infer Value extends string }[] } ? Value : never;
type SchemaOf<Field> = Field extends { input: "dollars" }
  ? ReturnType<typeof dollars>
  : Field extends { input: "choice" }
    ? ReturnType<typeof choice<ChoiceValue<Field>>>
    : Field extends { input: "url" }
      ? typeof websiteField
      : Field extends { input: "email" }
        ? ReturnType<typeof email>
        : ReturnType<typeof line>;

type TypeFieldShape = { [Field in AnyTypeField as Field["name"]]: SchemaOf<Field> };

function schemaOf(field: TypeField) {
  const invalid = () => validationMessages[field.invalid ?? "required"];
  switch (field.input) {
    case "dollars":
      return dollars(invalid);
    case "choice":
      return choice((field.options ?? []).map((option) => option.value) as [string, ...string[]], invalid);
    case "url":
      return websiteField;
    case "email":
      return email(field.maxLength);
    case "text":
      return line(() => typeFieldsMessages[field.label], field.maxLength);
  }
}

/** Every type's fields as zod schemas, spread into the submission's and the editor's objects. */
export const typeFieldShape = Object.fromEntries(ALL_TYPE_FIELDS.map((field) => [field.name, schemaOf(field)])) as TypeFieldShape;

/** The same for an edit, where a field left out keeps its value. */
export const typeFieldEditShape = Object.fromEntries(ALL_TYPE_FIELDS.map((field) => [field.name, schemaOf(field).optional()])) as {
  [Name in keyof TypeFieldShape]: z.ZodOptional<TypeFieldShape[Name]>;
};

export type TypeFieldValues = { [Name in keyof TypeFieldShape]: z.output<TypeFieldShape[Name]> };

/** Every type's fields empty: a listing's that are not its type's. */
export const NO_TYPE_FIELDS = Object.fromEntries(TYPE_FIELD_NAMES.map((name) => [name, null])) as TypeFieldValues;

/** `data` with only its type's own fields kept, the others null. */
export function keepOwnFields<T extends TypeFieldValues>(type: string, data: T): T {
  const own: Partial<TypeFieldValues> = Object.fromEntries(typeFieldsOf(type).map((field) => [field.name, data[field.name]]));
  return { ...data, ...NO_TYPE_FIELDS, ...own };
}

type Checked = TypeFieldValues & { date: string | null };

/** A job posting's rules across its fields: who hires, the pay and its unit, a way to apply, a closing date. */
function checkJob(data: Checked, ctx: z.RefinementCtx) {
  const problem = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (!data.employer) problem("employer", format(validationMessages.required, { field: typeFieldsMessages.employerLabel }));
  if (data.pay_min === null) problem("pay_min", validationMessages.pay);
  if (data.pay_min !== null && data.pay_max !== null && data.pay_max < data.pay_min) problem("pay_max", validationMessages.payRange);
  if (!data.pay_unit) problem("pay_unit", validationMessages.payUnit);
  if (!data.apply_url && !data.apply_email) problem("apply_url", validationMessages.applyWay);
  if (!data.date) problem("date", validationMessages.closingDate);
}

const TYPE_CHECKS: Record<string, (data: Checked, ctx: z.RefinementCtx) => void> = { job: checkJob };

/** A type's rules across its own fields (none for most types). */
export function checkTypeFields(type: string, data: Checked, ctx: z.RefinementCtx) {
  TYPE_CHECKS[type]?.(data, ctx);
}

/** The types some of whose own fields `data` gives (an edit sends a type's fields for that type only). */
export const typesGiven = (data: Partial<Record<string, unknown>>): string[] =>
  Object.entries(TYPE_FIELDS)
    .filter(([, group]) => group.fields.some((field) => (data[field.name] ?? null) !== null))
    .map(([type]) => type);
