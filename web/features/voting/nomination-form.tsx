// The nomination form's markup: shop name, address, city (the ballot's cities), website, why, the
// nominator's e-mail. Its state, validation and sending live in useNominationForm; after sending, a
// thank-you takes its place and gets focus, with a way to nominate another shop.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { BallotChoice } from "@shared/voting/ballot-choice";
import { format } from "@shared/i18n/messages";
import { nominateMessages as m, nominateMessages } from "@shared/voting/nominate-texts";
import { submitMessages } from "@shared/submissions/submit-texts";
import { EMAIL_MAX_LENGTH, HONEYPOT_FIELD, CONTACT_LIMITS } from "@shared/listings/submission-fields-schema";
import { NOMINATION_LIMITS } from "@shared/voting/nomination-fields-schema";
import { FormField, controlClass } from "@web/components/ui/form-field";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { useMutation } from "@tanstack/react-query";
import { flushSync } from "react-dom";
import { activeLocale } from "@shared/i18n/active-locale";
import type { NominationData } from "@shared/voting/nomination-schema";
import { apiFieldErrors, apiReason, firstFieldMessages } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { useEdgeForm } from "@web/lib/edge-form";
import { trpc } from "@web/lib/trpc";
import { withChallenge } from "@web/lib/with-challenge";

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

// The nomination form's state, validation and sending. It validates with the server's own schema before
// sending (loaded on first focus, not with the page); the server's refusals (a field, the rate limit, a
// cancelled verification) are shown with their reason. On success the form gives way to a thank-you
// that names the shop, and focus moves to it.
const EMPTY_VALUES = { shop_name: "", address: "", city: "", website: "", reason: "", nominator_email: "", [HONEYPOT_FIELD]: "" };
type NominationField = keyof typeof EMPTY_VALUES;
type Errors = Partial<Record<NominationField, string>>;
const FIELD_ORDER = Object.keys(EMPTY_VALUES) as NominationField[];
const isField = (key: string): key is NominationField => (FIELD_ORDER as string[]).includes(key);

const loadSchema = () => import("@shared/voting/nomination-schema");
const preloadSchema = () => void loadSchema();

const firstMessages = (fieldErrors: Record<string, string[] | undefined>): Errors =>
  firstFieldMessages(fieldErrors, (key) => (isField(key) ? key : null));

function useNominationForm(initialCity: string) {
  const startValues = { ...EMPTY_VALUES, city: initialCity };
  const [values, setValues] = useState(startValues);
  const [errors, setErrors] = useState<Errors>({});
  /** The shop just nominated: the thank-you shows in place of the form. */
  const [sent, setSent] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const send = useMutation({
    mutationFn: (data: NominationData) => withChallenge(utils.client, ({ client }) => client.nominations.create.mutate(data)),
  });
  const validating = useRef(false);

  const setValue = (field: NominationField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };
  // The edge sends the form as HTML: what was typed or chosen before the code ran is taken in as React
  // commits it, so the first send carries it; until then the form cannot be sent.
  const { formRef, canSend } = useEdgeForm(FIELD_ORDER, values, (typed) => setValues((current) => ({ ...current, ...typed })));

  /** Marks the fields and moves focus to the first wrong one. */
  function showErrors(form: HTMLFormElement, found: Errors) {
    flushSync(() => setErrors(found));
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending || validating.current) return;
    const form = event.currentTarget;
    validating.current = true;
    const { nominationInputSchema, nominationFieldErrors } = await loadSchema().finally(() => {
      validating.current = false;
    });
    const parsed = nominationInputSchema.safeParse({ ...values, language: activeLocale() });
    if (!parsed.success) {
      const found = firstMessages(nominationFieldErrors(parsed.error));
      showErrors(form, found);
      notify.error(nominateMessages.invalidTitle, Object.values(found)[0]);
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => {
        setSent(parsed.data.shop_name);
        setValues(startValues);
        setErrors({});
      },
      onError: (error) => {
        const found = firstMessages(apiFieldErrors(error));
        if (Object.keys(found).length > 0) showErrors(form, found);
        const reason = apiReason(error);
        notify.error(nominateMessages.failureTitle, reason ?? nominateMessages.failureText);
      },
    });
  }

  return {
    values,
    errors,
    sent,
    sending: send.isPending,
    setValue,
    /** Back to an empty form after a thank-you. */
    again: () => setSent(null),
    handleSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    preloadSchema,
    /** The form element, whose fields may hold what was typed before hydration. */
    formRef,
    /** False until the form is hydrated: the browser would send it itself, fields in the address. */
    canSend,
  };
}
