// A job posting's fields on the submit form (shown when the type is Job): who hires, the pay and its
// unit, the hours and how to apply. Plain text controls in the form's own state, checked by the same
// schema as the server (shared/listings/job-fields-schema.ts); the closing date is the form's date field.
import { submitMessages as t } from "@shared/submissions/submit-texts";
import { JOB_LIMITS } from "@shared/listings/submission-fields-schema";
import { FormField, controlClass } from "@web/components/ui/form-field";
import type { ErrorField, TextField } from "./use-submission-form";

interface Props {
  fieldId: (field: ErrorField) => string;
  textProps: (field: TextField) => { name: string; value: string; onChange: (event: { target: { value: string } }) => void };
  errors: Partial<Record<ErrorField, string>>;
}

export function JobPostingFields({ fieldId, textProps, errors }: Props) {
  const pay = (field: "pay_min" | "pay_max", label: string, hint?: string) => (
    <FormField id={fieldId(field)} label={label} required={field === "pay_min"} hint={hint} error={errors[field]}>
      {(control) => <input {...control} {...textProps(field)} type="text" inputMode="numeric" maxLength={12} className={controlClass} />}
    </FormField>
  );
  return (
    <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-3 font-bold text-ink">{t.jobHeading}</legend>
      <FormField id={fieldId("employer")} label={t.employerLabel} required error={errors.employer}>
        {(control) => (
          <input
            {...control}
            {...textProps("employer")}
            type="text"
            required
            maxLength={JOB_LIMITS.employer}
            autoComplete="organization"
            className={controlClass}
          />
        )}
      </FormField>
      <FormField id={fieldId("work_hours")} label={t.workHoursLabel} hint={t.workHoursHint} error={errors.work_hours}>
        {(control) => <input {...control} {...textProps("work_hours")} type="text" maxLength={JOB_LIMITS.workHours} className={controlClass} />}
      </FormField>
      {pay("pay_min", t.payMinLabel)}
      {pay("pay_max", t.payMaxLabel, t.payMaxHint)}
      <FormField id={fieldId("pay_unit")} label={t.payUnitLabel} required error={errors.pay_unit}>
        {(control) => (
          <select {...control} {...textProps("pay_unit")} required className={controlClass}>
            <option value="" />
            <option value="hour">{t.payUnitHour}</option>
            <option value="year">{t.payUnitYear}</option>
          </select>
        )}
      </FormField>
      <FormField id={fieldId("apply_url")} label={t.applyUrlLabel} hint={t.applyHint} error={errors.apply_url}>
        {(control) => <input {...control} {...textProps("apply_url")} type="text" inputMode="url" maxLength={500} className={controlClass} />}
      </FormField>
      <FormField id={fieldId("apply_email")} label={t.applyEmailLabel} hint={t.applyHint} error={errors.apply_email}>
        {(control) => <input {...control} {...textProps("apply_email")} type="email" maxLength={254} className={controlClass} />}
      </FormField>
    </fieldset>
  );
}
