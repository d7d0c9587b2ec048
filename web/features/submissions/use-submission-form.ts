// The submit form's state, validation and sending (spec sections 2, 5 and 8). It validates with the same
// schema as the server before sending anything: missing required fields get the "Missing Information"
// toast and are marked, and nothing is sent. Server refusals (validation, rate limit, image checks) are
// shown with their reason. The form component only lays the fields out.
import { useRef, useState, type FormEvent } from "react";
import type { PromotionTier } from "@shared/catalogue/promotion-tiers";
import { submitMessages } from "@shared/messages/submit";
import { HONEYPOT_FIELD, missingRequiredFields } from "@shared/schemas/submission-fields";
import { apiFieldErrors, apiReason } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { ChallengeRequired } from "@web/lib/with-challenge";
import { UploadRefused } from "./upload-image";
import { useSendSubmission } from "./use-send-submission";

/** What a person types, in the order the form shows it (the honeypot last: nobody sees it). */
const EMPTY_VALUES = {
  submitter_name: "",
  submitter_email: "",
  title: "",
  content_type: "",
  language: "en",
  description: "",
  city: "",
  location: "",
  date: "",
  tags: "",
  [HONEYPOT_FIELD]: "",
};
export type TextField = keyof typeof EMPTY_VALUES;
export type ErrorField = TextField | "image";
type Errors = Partial<Record<ErrorField, string>>;

const FIELD_ORDER = Object.keys(EMPTY_VALUES) as TextField[];
const isErrorField = (key: string): key is ErrorField => key in EMPTY_VALUES || key === "image";

/** The zod schema loads on first use (preloaded when the form gets focus), not with the page. */
const loadSchema = () => import("@shared/schemas/submission");
const preloadSchema = () => void loadSchema();

/** The first message per field, from zod's or the server's field errors (image_key belongs to "image"). */
function firstMessages(fieldErrors: Record<string, string[] | undefined>): Errors {
  const errors: Errors = {};
  for (const [key, list] of Object.entries(fieldErrors)) {
    const field = key === "image_key" ? "image" : key;
    if (isErrorField(field) && list?.[0]) errors[field] = list[0];
  }
  return errors;
}

export function useSubmissionForm() {
  const [values, setValues] = useState(EMPTY_VALUES);
  const [tier, setTier] = useState<PromotionTier>("none");
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const send = useSendSubmission();

  /** A typed value replaces the old one and clears that field's error. */
  const setValue = (field: TextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };
  const chooseImage = (file: File | null) => {
    setImage(file);
    setErrors(({ image: _fixed, ...rest }) => rest);
  };
  const refuseImage = (problem: string) => setErrors((current) => ({ ...current, image: problem }));

  function reset() {
    setValues(EMPTY_VALUES);
    setTier("none");
    setImage(null);
    setErrors({});
  }

  // Set while the schema loads and the form validates, so a double click sends nothing twice.
  const validating = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
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
        onSuccess: (answer) => {
          // A paid tier goes on to Checkout (its status link is in the receipt); the free flow keeps
          // the spec's toast and form reset.
          if ("checkout_url" in answer) return window.location.assign(answer.checkout_url);
          notify.success(submitMessages.successTitle, submitMessages.successDescription);
          reset();
        },
        onError: (error) => {
          // A verification the person cancelled leaves the server's "complete the verification" reason.
          const reason = error instanceof UploadRefused || error instanceof ChallengeRequired ? error.message : apiReason(error);
          setErrors(error instanceof UploadRefused ? { image: error.message } : firstMessages(apiFieldErrors(error)));
          notify.error(
            submitMessages.failureTitle,
            reason ? `${submitMessages.failureDescription} ${reason}` : submitMessages.failureDescription,
          );
        },
      },
    );
  }

  return {
    values,
    tier,
    image,
    errors,
    sending: send.isPending,
    setValue,
    setTier,
    chooseImage,
    refuseImage,
    /** The form's submit handler: validates, then sends (never twice at once). */
    handleSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    /** For the form's focus: loads the schema before the first submit needs it. */
    preloadSchema,
  };
}
