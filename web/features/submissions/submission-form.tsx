// The submit form's markup (spec section 2): its fields, the promotion tiers and the submit button. Its state,
// validation and sending live in useSubmissionForm.
import { useId, useState } from "react";
import { priceForTier } from "@shared/submissions/promotion-tiers";
import { format, messages } from "@shared/i18n/messages";
import { submitMessages } from "@shared/submissions/submit-texts";
import { typeFieldsMessages } from "@shared/listings/type-fields-texts";
import { LOCALES, LOCALE_NAMES, LOCALE_TAGS } from "@shared/i18n/locales";
import { CONTACT_LIMITS, HONEYPOT_FIELD, SUBMISSION_LIMITS } from "@shared/listings/submission-fields-schema";
import { contentTypeOptions } from "@shared/submissions/content-types";
import { FormField, controlClass, type ControlProps } from "@web/components/ui/form-field";
import { hasDate, hasOpeningHours } from "@shared/listings/listing-type-registry";
import { typeFieldGroup } from "@shared/listings/type-fields";
import { hasCategory } from "@shared/places/business-categories";
import { CategoryOptions } from "@web/components/ui/category-options";
import { hoursMessages } from "@shared/time/hours-texts";
import { EventScheduleFields, OpeningHoursFields, PlaceFields, preloadTypeFields, TypeFieldControl } from "./type-fields";
import { ImageField } from "./image-field";
import { PromotionTierCards } from "./promotion-tier-cards";
import { useSubmissionForm, type ErrorField, type TextField } from "./use-submission-form";
import { useResubmission } from "./use-resubmission";
import { formatDollars } from "@web/lib/numbers";
import { CityOptions } from "@web/components/ui/city-options";

export function SubmissionForm() {
  const id = useId();
  const form = useSubmissionForm();
  const { values, tier, image, schedule, hours, hoursProblems, errors, sending, setValue, setTier, setSchedule, setHours } = form;
  const { chooseImage, refuseImage, handleSubmit, preloadSchema, formRef, canSend } = form;
  const resubmitted = useResubmission(form.fill);
  // The neighbourhood and point load on the form's first focus, never with the page.
  const [placing, setPlacing] = useState(false);
  const notice = form.sent ? { ok: true, text: form.sent } : resubmitted;

  const own = typeFieldGroup(values.content_type);
  const fieldId = (field: ErrorField) => `${id}-${field}`;
  const textProps = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
  });

  const submitLabel = sending
    ? submitMessages.submitting
    : tier === "none"
      ? submitMessages.submitFree
      : format(submitMessages.submitPay, { price: formatDollars(priceForTier(tier)) });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      onFocus={() => {
        preloadSchema();
        preloadTypeFields();
        setPlacing(true);
      }}
      className="space-y-8"
    >
      {notice && (
        <p
          // A new notice takes focus (and scrolls into view): after a free submission the button that
          // was pressed sits below an emptied form.
          ref={(note) => note?.focus()}
          key={notice.text}
          tabIndex={-1}
          role={notice.ok ? "status" : "alert"}
          className={`rounded-xl p-4 text-sm ${notice.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"}`}
        >
          {notice.text}
        </p>
      )}
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
            <input {...control} {...textProps("title")} type="text" required maxLength={SUBMISSION_LIMITS.title} className={controlClass} />
          )}
        </FormField>
        <FormField id={fieldId("content_type")} label={submitMessages.contentTypeLabel} required error={errors.content_type}>
          {(control) => (
            <select {...control} {...textProps("content_type")} required className={controlClass}>
              <option value="">{submitMessages.contentTypePlaceholder}</option>
              {contentTypeOptions().map((type) => (
                <option key={type} value={type}>
                  {messages.contentTypes[type]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {hasCategory(values.content_type) && (
          <FormField id={fieldId("category")} label={submitMessages.categoryLabel} hint={submitMessages.categoryHint} error={errors.category}>
            {(control) => (
              <select {...control} {...textProps("category")} className={controlClass}>
                <CategoryOptions />
              </select>
            )}
          </FormField>
        )}
        <FormField id={fieldId("language")} label={submitMessages.languageLabel} hint={submitMessages.languageHint} error={errors.language}>
          {(control) => (
            <select {...control} {...textProps("language")} className={controlClass}>
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={LOCALE_TAGS[locale]}>
                  {LOCALE_NAMES[locale]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={fieldId("description")} label={submitMessages.descriptionLabel} required error={errors.description} className="sm:col-span-2">
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
        <FormField id={fieldId("city")} label={submitMessages.cityLabel} required hint={submitMessages.cityHint} error={errors.city}>
          {(control) => (
            <CitySelect
              {...control}
              value={values.city}
              onChange={(city) => {
                setValue("city", city);
                setValue("area", "");
              }}
            />
          )}
        </FormField>
        <FormField id={fieldId("location")} label={submitMessages.locationLabel} required hint={submitMessages.locationHint} error={errors.location}>
          {(control) => (
            <input {...control} {...textProps("location")} type="text" required maxLength={SUBMISSION_LIMITS.location} className={controlClass} />
          )}
        </FormField>
        {placing && values.city && <PlaceFields city={values.city} values={values} errors={errors} fieldId={fieldId} onChange={setValue} />}
        <FormField id={fieldId("address")} label={submitMessages.addressLabel} hint={submitMessages.addressHint} error={errors.address}>
          {(control) => (
            <input
              {...control}
              {...textProps("address")}
              type="text"
              autoComplete="street-address"
              maxLength={CONTACT_LIMITS.address}
              className={controlClass}
            />
          )}
        </FormField>
        <FormField id={fieldId("website")} label={submitMessages.websiteLabel} hint={submitMessages.websiteHint} error={errors.website}>
          {(control) => (
            // type="text", not "url": the browser would refuse "example.com", which the schema completes.
            <input
              {...control}
              {...textProps("website")}
              type="text"
              inputMode="url"
              autoComplete="url"
              maxLength={CONTACT_LIMITS.website}
              className={controlClass}
            />
          )}
        </FormField>
        <FormField id={fieldId("phone")} label={submitMessages.phoneLabel} hint={submitMessages.phoneHint} error={errors.phone}>
          {(control) => (
            <input {...control} {...textProps("phone")} type="tel" autoComplete="tel" maxLength={CONTACT_LIMITS.phone} className={controlClass} />
          )}
        </FormField>
        {own && (
          <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
            <legend className="mb-3 font-bold text-ink">{typeFieldsMessages[own.heading]}</legend>
            {own.fields.map((field) => (
              <TypeFieldControl
                key={field.name}
                field={field}
                id={fieldId(field.name)}
                valueProps={textProps(field.name)}
                error={errors[field.name]}
              />
            ))}
          </fieldset>
        )}
        {/* Asked until a type is chosen (the spec's form), then only of the types that have one. */}
        {(!values.content_type || hasDate(values.content_type)) && (
          <FormField
            id={fieldId("date")}
            label={own?.dateLabel ? typeFieldsMessages[own.dateLabel] : submitMessages.dateLabel}
            required={Boolean(own?.dateLabel)}
            hint={own?.dateLabel ? undefined : submitMessages.dateHint}
            error={errors.date}
          >
            {(control) => <input {...control} {...textProps("date")} type="date" className={controlClass} />}
          </FormField>
        )}
        {values.content_type === "event" && (
          <EventScheduleFields id={id} value={schedule} onChange={setSchedule} date={values.date} errors={errors} />
        )}
        {hasOpeningHours(values.content_type) && (
          <div data-hours className="sm:col-span-2">
            <OpeningHoursFields id={id} legend={hoursMessages.openingHours} value={hours} onChange={setHours} errors={hoursProblems} />
          </div>
        )}
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
          {(control) => <ImageField {...control} file={image} onFileChange={chooseImage} onProblem={refuseImage} />}
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
        disabled={sending || !canSend}
        className="inline-flex h-12 w-full items-center justify-center rounded-full bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
      >
        {submitLabel}
      </button>
    </form>
  );
}

// The city choice: the fixed list of Canadian cities (13 provinces and territories × 5), grouped by
// province. A native select: typing a city's first letters jumps to it, with the keyboard and screen
// reader support every browser already gives it, and nothing extra to download.
interface Props extends ControlProps {
  value: string;
  onChange: (city: string) => void;
}

function CitySelect({ value, onChange, ...control }: Props) {
  return (
    <select {...control} name="city" required value={value} onChange={(event) => onChange(event.target.value)} className={controlClass}>
      <option value="">{submitMessages.cityPlaceholder}</option>
      <CityOptions />
    </select>
  );
}
