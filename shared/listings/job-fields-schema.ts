// A job posting's fields, as the submit form and the admin editor send them and the `listings` and
// `submissions` columns hold them (worker/db/schema.ts, jobColumns): one set of fields and one check, on
// both sides. The closing date is the listing's `date`; a posting leaves the lists once that day is over
// in its city (shared/listings/listing-timing.ts, materialiseColumns).
import "../forms/zod-setup";
import { z } from "zod";
import { listingMessages } from "./listing-texts";
import { validationMessages } from "../forms/validation-texts";
import { format } from "../i18n/messages";
import { says, tooLong } from "../forms/error-text-schema";
import { normaliseWebsite } from "./contact-fields-schema";
import { singleLineText } from "../forms/plain-text-schema";
import { JOB_LIMITS, PAY_UNITS } from "./submission-fields-schema";

/** Optional one-line text: cleaned, trimmed, empty means none (null). */
const optionalLine = (label: () => string, max: number) =>
  z
    .string()
    .max(max * 2, tooLong(label, max))
    .nullish()
    .transform((value) => singleLineText(value ?? "").trim() || null)
    .pipe(z.string().max(max, tooLong(label, max)).nullable());

/** Whole dollars, typed as text or sent as a number; empty means none. */
const pay = z
  .union([
    z.number(),
    z.string().max(
      20,
      says(() => validationMessages.pay),
    ),
  ])
  .nullish()
  .transform((value) => (typeof value === "string" ? value.replace(/[\s,$]/g, "") : value) ?? "")
  .transform((value) => (value === "" ? null : Number(value)))
  .pipe(
    z
      .number(says(() => validationMessages.pay))
      .int(says(() => validationMessages.pay))
      .min(
        1,
        says(() => validationMessages.pay),
      )
      .max(
        JOB_LIMITS.pay,
        says(() => validationMessages.pay),
      )
      .nullable(),
  );

export const jobFields = {
  employer: optionalLine(() => listingMessages.employer, JOB_LIMITS.employer),
  pay_min: pay,
  pay_max: pay,
  pay_unit: z
    .union([
      z.enum(
        PAY_UNITS,
        says(() => validationMessages.payUnit),
      ),
      z.literal(""),
    ])
    .nullish()
    .transform((unit) => unit || null),
  work_hours: optionalLine(() => listingMessages.workHours, JOB_LIMITS.workHours),
  apply_url: z
    .string()
    .max(
      500,
      says(() => validationMessages.website),
    )
    .nullish()
    .transform(normaliseWebsite)
    .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, ...says(() => validationMessages.website) }).nullable()),
  apply_email: z
    .string()
    .max(
      254,
      says(() => validationMessages.email),
    )
    .nullish()
    .transform((value) => value?.trim() || null)
    .pipe(z.email(says(() => validationMessages.email)).nullable()),
};

export type JobColumns = { [Field in keyof typeof jobFields]: z.output<(typeof jobFields)[Field]> };

/** The fields' names: the columns' (worker/db/schema.ts), in the form's order. */
export const JOB_FIELD_NAMES = Object.keys(jobFields) as (keyof typeof jobFields)[];

/** The same fields for an edit, where a field left out keeps its value (the editor sends them for jobs only). */
export const jobEditFields = {
  employer: jobFields.employer.optional(),
  pay_min: jobFields.pay_min.optional(),
  pay_max: jobFields.pay_max.optional(),
  pay_unit: jobFields.pay_unit.optional(),
  work_hours: jobFields.work_hours.optional(),
  apply_url: jobFields.apply_url.optional(),
  apply_email: jobFields.apply_email.optional(),
};

/** The columns of a listing that is not a job posting. */
export const NO_JOB: JobColumns = {
  employer: null,
  pay_min: null,
  pay_max: null,
  pay_unit: null,
  work_hours: null,
  apply_url: null,
  apply_email: null,
};

/** A job posting's rules across its fields: who hires, the pay and its unit, a way to apply, a closing date. */
export function checkJobFields(data: JobColumns & { date: string | null }, ctx: z.RefinementCtx) {
  const problem = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (!data.employer) problem("employer", format(validationMessages.required, { field: listingMessages.employer }));
  if (data.pay_min === null) problem("pay_min", validationMessages.pay);
  if (data.pay_min !== null && data.pay_max !== null && data.pay_max < data.pay_min) problem("pay_max", validationMessages.payRange);
  if (!data.pay_unit) problem("pay_unit", validationMessages.payUnit);
  if (!data.apply_url && !data.apply_email) problem("apply_url", validationMessages.applyWay);
  if (!data.date) problem("date", validationMessages.closingDate);
}
