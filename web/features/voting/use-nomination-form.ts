// The nomination form's state, validation and sending. It validates with the server's own schema before
// sending (loaded on first focus, not with the page); the server's refusals (a field, the rate limit, a
// cancelled verification) are shown with their reason. On success the form gives way to a thank-you
// that names the shop, and focus moves to it.
import { useMutation } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { activeLocale } from "@shared/i18n/active-locale";
import { nominateMessages } from "@shared/voting/nominate-texts";
import type { NominationData } from "@shared/voting/nomination-schema";
import { HONEYPOT_FIELD } from "@shared/listings/submission-fields-schema";
import { apiFieldErrors, apiReason, firstFieldMessages } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { useEdgeForm } from "@web/lib/edge-form";
import { trpc } from "@web/lib/trpc";
import { withChallenge } from "@web/lib/with-challenge";

const EMPTY_VALUES = { shop_name: "", address: "", city: "", website: "", reason: "", nominator_email: "", [HONEYPOT_FIELD]: "" };
export type NominationField = keyof typeof EMPTY_VALUES;
type Errors = Partial<Record<NominationField, string>>;
const FIELD_ORDER = Object.keys(EMPTY_VALUES) as NominationField[];
const isField = (key: string): key is NominationField => (FIELD_ORDER as string[]).includes(key);

const loadSchema = () => import("@shared/voting/nomination-schema");
const preloadSchema = () => void loadSchema();

const firstMessages = (fieldErrors: Record<string, string[] | undefined>): Errors =>
  firstFieldMessages(fieldErrors, (key) => (isField(key) ? key : null));

export function useNominationForm(initialCity: string) {
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
