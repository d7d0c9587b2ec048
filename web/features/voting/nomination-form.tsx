// The nomination form's markup: shop name, address, city (the ballot's cities), website, why, the
// nominator's e-mail. Its state, validation and sending live in useNominationForm; after sending, a
// thank-you takes its place and gets focus, with a way to nominate another shop.
import { useEffect, useId, useRef } from "react";
import type { BallotChoice } from "@shared/voting/ballot-choice";
import { format } from "@shared/i18n/messages";
import { nominateMessages as m } from "@shared/voting/nominate-texts";
import { submitMessages } from "@shared/submissions/submit-texts";
import { EMAIL_MAX_LENGTH, HONEYPOT_FIELD } from "@shared/listings/submission-fields-schema";
import { CONTACT_LIMITS } from "@shared/listings/submission-fields-schema";
import { NOMINATION_LIMITS } from "@shared/voting/nomination-fields-schema";
import { FormField, controlClass } from "@web/components/ui/form-field";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { useNominationForm, type NominationField } from "./use-nomination-form";

export function NominationForm({ cities, initialCity }: { cities: readonly BallotChoice[]; initialCity: string }) {
  const id = useId();
  const form = useNominationForm(initialCity);
  const { values, errors, sent, sending, setValue, again, handleSubmit, preloadSchema, formRef, canSend } = form;
  const thanks = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div ref={thanks} tabIndex={-1} role="status" className="rounded-2xl bg-green-50 p-6 text-green-900 outline-none">
        <h2 className="text-xl font-bold">{m.successTitle}</h2>
        <p className="mt-2">{format(m.successText, { shop: sent })}</p>
        <button type="button" onClick={again} className={`${secondaryButton} mt-4`}>
          {m.another}
        </button>
      </div>
    );
  }

  const fieldId = (field: NominationField) => `${id}-${field}`;
  const textProps = (field: NominationField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
  });

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} onFocus={preloadSchema} className="grid gap-5 sm:grid-cols-2">
      <p className="text-sm text-muted sm:col-span-2">{m.requiredNote}</p>
      <FormField id={fieldId("shop_name")} label={m.shopNameLabel} required error={errors.shop_name}>
        {(control) => (
          <input {...control} {...textProps("shop_name")} type="text" required maxLength={NOMINATION_LIMITS.shopName} className={controlClass} />
        )}
      </FormField>
      <FormField id={fieldId("city")} label={m.cityLabel} required error={errors.city}>
        {(control) => (
          <select {...control} {...textProps("city")} required className={controlClass}>
            <option value="">{m.cityPlaceholder}</option>
            {cities.map((city) => (
              <option key={city.slug} value={city.slug}>
                {city.city}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={fieldId("address")} label={m.addressLabel} hint={m.addressHint} required error={errors.address}>
        {(control) => (
          <input
            {...control}
            {...textProps("address")}
            type="text"
            required
            autoComplete="street-address"
            maxLength={NOMINATION_LIMITS.address}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField id={fieldId("website")} label={m.websiteLabel} hint={m.websiteHint} error={errors.website}>
        {(control) => (
          <input {...control} {...textProps("website")} type="text" inputMode="url" maxLength={CONTACT_LIMITS.website} className={controlClass} />
        )}
      </FormField>
      <FormField id={fieldId("reason")} label={m.reasonLabel} hint={m.reasonHint} required error={errors.reason} className="sm:col-span-2">
        {(control) => (
          <textarea {...control} {...textProps("reason")} required rows={5} maxLength={NOMINATION_LIMITS.reason} className={controlClass} />
        )}
      </FormField>
      <FormField id={fieldId("nominator_email")} label={m.emailLabel} hint={m.emailHint} required error={errors.nominator_email}>
        {(control) => (
          <input
            {...control}
            {...textProps("nominator_email")}
            type="email"
            required
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            className={controlClass}
          />
        )}
      </FormField>

      {/* Bots fill every field; people never see or reach this one. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>{submitMessages.honeypotLabel}</label>
        <input id={fieldId(HONEYPOT_FIELD)} {...textProps(HONEYPOT_FIELD)} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className="sm:col-span-2">
        <button type="submit" disabled={sending || !canSend} className={primaryButton}>
          {sending ? m.sending : m.submit}
        </button>
      </div>
    </form>
  );
}
