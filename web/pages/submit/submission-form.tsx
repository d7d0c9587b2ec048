// The submit form (spec sections 2, 5 and 8). It validates with the same schema as the server before
// sending anything: missing required fields get the "Missing Information" toast and are marked, and
// nothing is sent. Server refusals (validation, rate limit, image checks) are shown with their reason.
import { useId, useRef, useState, type FormEvent } from "react";
import { priceForTier, type PromotionTier } from "@shared/catalogue/promotion-tiers";
import { format } from "@shared/messages";
import { submitMessages } from "@shared/messages/submit";
import {
  CONTENT_TYPE_OPTIONS,
  HONEYPOT_FIELD,
  SUBMISSION_LIMITS,
  missingRequiredFields,
} from "@shared/schemas/submission-fields";
import { FormField, controlClass } from "@web/components/ui/form-field";
import { apiFieldErrors, apiReason } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { CitySelect } from "./city-select";
import { ImageField } from "./image-field";
import { PromotionTierCards } from "./promotion-tier-cards";
import { UploadRefused } from "./upload-image";
import { useSendSubmission } from "./use-send-submission";

/** What a person types, in the order the form shows it (the honeypot last: nobody sees it). */
const EMPTY_VALUES = {
  submitter_name: "",
  submitter_email: "",
  title: "",
  content_type: "",
  description: "",
  city: "",
  location: "",
  date: "",
  tags: "",
  [HONEYPOT_FIELD]: "",
};
type TextField = keyof typeof EMPTY_VALUES;
type ErrorField = TextField | "image";
type Errors = Partial<Record<ErrorField, string>>;

const FIELD_ORDER = Object.keys(EMPTY_VALUES) as TextField[];
const isErrorField = (key: string): key is ErrorField => key in EMPTY_VALUES || key === "image";

/** The first message per field, from zod's or the server's field errors (image_key belongs to "image"). */
/** The zod schema loads on first use (preloaded when the form gets focus), not with the page. */
const loadSchema = () => import("@shared/schemas/submission");
const preloadSchema = () => void loadSchema();

function firstMessages(fieldErrors: Record<string, string[] | undefined>): Errors {
  const errors: Errors = {};
  for (const [key, list] of Object.entries(fieldErrors)) {
    const field = key === "image_key" ? "image" : key;
    if (isErrorField(field) && list?.[0]) errors[field] = list[0];
  }
  return errors;
}

export function SubmissionForm() {
  const id = useId();
  const [values, setValues] = useState(EMPTY_VALUES);
  const [tier, setTier] = useState<PromotionTier>("none");
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const send = useSendSubmission();

  const fieldId = (field: ErrorField) => `${id}-${field}`;
  const setValue = (field: TextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };
  const textProps = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
  });

  function reset() {
    setValues(EMPTY_VALUES);
    setTier("none");
    setImage(null);
    setErrors({});
  }

  // Set while the schema loads and the form validates, so a double click sends nothing twice.
  const validating = useRef(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending || validating.current) return;
    const form = event.currentTarget;

    validating.current = true;
    const { submissionInputSchema, submissionFieldErrors } = await loadSchema().finally(() => {
      validating.current = false;
    });
    const parsed = submissionInputSchema.safeParse({ ...values, promotion_tier: tier });
    if (!parsed.success) {
      const found = firstMessages(submissionFieldErrors(parsed.error));
      setErrors(found);
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      if (missingRequiredFields(values).length > 0) {
        notify.error(submitMessages.missingTitle, submitMessages.missingDescription);
      } else {
        notify.error(submitMessages.invalidTitle, Object.values(found)[0]);
      }
      return;
    }

    send.mutate(
      { data: parsed.data, image },
      {
        onSuccess: () => {
          notify.success(submitMessages.successTitle, submitMessages.successDescription);
          reset();
        },
        onError: (error) => {
          const reason = error instanceof UploadRefused ? error.message : apiReason(error);
          setErrors(error instanceof UploadRefused ? { image: error.message } : firstMessages(apiFieldErrors(error)));
          notify.error(
            submitMessages.failureTitle,
            reason ? `${submitMessages.failureDescription} ${reason}` : submitMessages.failureDescription,
          );
        },
      },
    );
  }

  const submitLabel = send.isPending
    ? submitMessages.submitting
    : tier === "none"
      ? submitMessages.submitFree
      : format(submitMessages.submitPay, { price: priceForTier(tier) });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} onFocus={preloadSchema} className="space-y-8">
      <p className="text-sm text-muted">{submitMessages.requiredNote}</p>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-bold text-ink">{submitMessages.aboutYouHeading}</legend>
        <FormField id={fieldId("submitter_name")} label={submitMessages.nameLabel} required error={errors.submitter_name}>
          {(control) => (
            <input
              {...control}
              {...textProps("submitter_name")}
              type="text"
              required
              autoComplete="name"
              maxLength={SUBMISSION_LIMITS.name}
              className={controlClass}
            />
          )}
        </FormField>
        <FormField id={fieldId("submitter_email")} label={submitMessages.emailLabel} required error={errors.submitter_email}>
          {(control) => (
            <input
              {...control}
              {...textProps("submitter_email")}
              type="email"
              required
              autoComplete="email"
              maxLength={SUBMISSION_LIMITS.email}
              className={controlClass}
            />
          )}
        </FormField>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-bold text-ink">{submitMessages.contentHeading}</legend>
        <FormField id={fieldId("title")} label={submitMessages.titleLabel} required error={errors.title}>
          {(control) => (
            <input
              {...control}
              {...textProps("title")}
              type="text"
              required
              maxLength={SUBMISSION_LIMITS.title}
              className={controlClass}
            />
          )}
        </FormField>
        <FormField id={fieldId("content_type")} label={submitMessages.contentTypeLabel} required error={errors.content_type}>
          {(control) => (
            <select {...control} {...textProps("content_type")} required className={controlClass}>
              <option value="">{submitMessages.contentTypePlaceholder}</option>
              {CONTENT_TYPE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={fieldId("description")}
          label={submitMessages.descriptionLabel}
          required
          error={errors.description}
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea
              {...control}
              {...textProps("description")}
              required
              rows={5}
              maxLength={SUBMISSION_LIMITS.description}
              className={controlClass}
            />
          )}
        </FormField>
        <FormField
          id={fieldId("city")}
          label={submitMessages.cityLabel}
          required
          hint={submitMessages.cityHint}
          error={errors.city}
        >
          {(control) => <CitySelect {...control} value={values.city} onChange={(city) => setValue("city", city)} />}
        </FormField>
        <FormField
          id={fieldId("location")}
          label={submitMessages.locationLabel}
          required
          hint={submitMessages.locationHint}
          error={errors.location}
        >
          {(control) => (
            <input
              {...control}
              {...textProps("location")}
              type="text"
              required
              maxLength={SUBMISSION_LIMITS.location}
              className={controlClass}
            />
          )}
        </FormField>
        <FormField id={fieldId("date")} label={submitMessages.dateLabel} hint={submitMessages.dateHint} error={errors.date}>
          {(control) => <input {...control} {...textProps("date")} type="date" className={controlClass} />}
        </FormField>
        <FormField id={fieldId("tags")} label={submitMessages.tagsLabel} hint={submitMessages.tagsHint} error={errors.tags}>
          {(control) => <input {...control} {...textProps("tags")} type="text" className={controlClass} />}
        </FormField>
        <FormField
          id={fieldId("image")}
          label={submitMessages.imageLabel}
          hint={submitMessages.imageHint}
          error={errors.image}
          className="sm:col-span-2"
        >
          {(control) => (
            <ImageField
              {...control}
              file={image}
              onFileChange={(file) => {
                setImage(file);
                setErrors(({ image: _fixed, ...rest }) => rest);
              }}
              onProblem={(problem) => setErrors((current) => ({ ...current, image: problem }))}
            />
          )}
        </FormField>
      </fieldset>

      {/* Bots fill every field; people never see or reach this one. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>{submitMessages.honeypotLabel}</label>
        <input id={fieldId(HONEYPOT_FIELD)} {...textProps(HONEYPOT_FIELD)} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <PromotionTierCards tier={tier} onTierChange={setTier} />

      <button
        type="submit"
        disabled={send.isPending}
        className="inline-flex h-12 w-full items-center justify-center rounded-full bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
      >
        {submitLabel}
      </button>
    </form>
  );
}
