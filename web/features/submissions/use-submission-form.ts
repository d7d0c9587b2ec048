// The submit form's state, validation and sending (spec sections 2, 5 and 8). It validates with the same
// schema as the server before sending anything: missing required fields get the "Missing Information"
// toast and are marked, and nothing is sent. Server refusals (validation, rate limit, image checks) are
// shown with their reason. The form component only lays the fields out.
import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import type { PromotionTier } from "@shared/submissions/promotion-tiers";
import { submitMessages } from "@shared/submissions/submit-texts";
import { format } from "@shared/i18n/messages";
import { HONEYPOT_FIELD, missingRequiredFields } from "@shared/listings/submission-fields-schema";
import { hasOpeningHours } from "@shared/listings/listing-type-registry";
import { TYPE_FIELD_NAMES, type TypeFieldName } from "@shared/listings/type-fields";
import { EMPTY_HOURS, hoursErrors, hoursInput, type HoursPart, type HoursValue } from "@web/components/hours-entry/hours-value";
import { EMPTY_SCHEDULE, SCHEDULE_FIELDS, scheduleInput, type ScheduleField, type ScheduleValue } from "@web/components/schedule/schedule-value";
import { apiFieldErrors, apiReason, firstFieldMessages, UploadRefused } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { activeLocale } from "@shared/i18n/active-locale";
import { useSelectedCity } from "@web/lib/selected-city";
import { useEdgeForm } from "@web/lib/edge-form";
import { ChallengeRequired } from "@web/lib/with-challenge";
import { useSendSubmission } from "./use-send-submission";

/** What a person types, in the order the form shows it (the honeypot last: nobody sees it). */
const EMPTY_VALUES = {
  submitter_name: "",
  submitter_email: "",
  title: "",
  content_type: "",
  category: "",
  language: "",
  description: "",
  city: "",
  location: "",
  // Its neighbourhood and point (./place-fields.tsx): the point is sent as numbers.
  area: "",
  lat: "",
  lon: "",
  address: "",
  website: "",
  phone: "",
  // A type's own fields (the form shows a type's when it is chosen).
  ...(Object.fromEntries(TYPE_FIELD_NAMES.map((name) => [name, ""])) as Record<TypeFieldName, string>),
  date: "",
  tags: "",
  [HONEYPOT_FIELD]: "",
};
export type TextField = keyof typeof EMPTY_VALUES;
export type ErrorField = TextField | ScheduleField | "opening_hours" | "image";
type Errors = Partial<Record<ErrorField, string>>;

/** The fields in the order the form shows them: an event's schedule, or a place's hours, follow the date. */
const TEXT_FIELDS = Object.keys(EMPTY_VALUES) as TextField[];
const FIELD_ORDER: ErrorField[] = TEXT_FIELDS.flatMap((field) =>
  field === "date" ? [field, ...SCHEDULE_FIELDS, "opening_hours" as const] : [field],
);
const isErrorField = (key: string): key is ErrorField => (FIELD_ORDER as string[]).includes(key) || key === "image";

/** The schedule's fields an edit touched (the repeat's parts all report on `repeat`). */
const touched = (before: ScheduleValue, after: ScheduleValue): ScheduleField[] =>
  SCHEDULE_FIELDS.filter((field) =>
    field === "repeat"
      ? (["repeat", "weekdays", "mode", "until"] as const).some((part) => before[part] !== after[part])
      : before[field] !== after[field],
  );

/** The zod schema loads on first use (preloaded when the form gets focus), not with the page. */
const loadSchema = () => import("@shared/submissions/submission-schema");
const preloadSchema = () => void loadSchema();

/** A typed coordinate as a number (a French decimal comma too), or null when left empty. */
const degrees = (typed: string | number | null) => (typed === null || `${typed}`.trim() === "" ? null : Number(`${typed}`.replace(",", ".")));

/** The first message per field, from zod's or the server's field errors (image_key belongs to "image"). */
function firstMessages(fieldErrors: Record<string, string[] | undefined>): Errors {
  return firstFieldMessages(fieldErrors, (key) => {
    const field = key === "image_key" ? "image" : key;
    return isErrorField(field) ? field : null;
  });
}

export function useSubmissionForm() {
  // The city starts as my city (the header's choice) and the listing's language as the page's, also
  // after a reset; the visitor can change both.
  const [, , myCity] = useSelectedCity();
  const startValues = { ...EMPTY_VALUES, city: myCity ?? "", language: activeLocale() };
  const [values, setValues] = useState(startValues);
  const [tier, setTier] = useState<PromotionTier>("none");
  const [image, setImage] = useState<File | null>(null);
  const [schedule, setScheduleValue] = useState(EMPTY_SCHEDULE);
  const [hours, setHoursValue] = useState<HoursValue>(EMPTY_HOURS);
  /** The hours' problems by weekday (or the dates, or the whole), from the schema's issue paths. */
  const [hoursProblems, setHoursProblems] = useState<Partial<Record<HoursPart, string>>>({});
  const [errors, setErrors] = useState<Errors>({});
  /** What happens next, after a free submission: the toast goes, the emptied form would say nothing. */
  const [sent, setSent] = useState<string | null>(null);
  const send = useSendSubmission();

  /** A typed value replaces the old one and clears that field's error. */
  const setValue = (field: TextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };
  /** An event's schedule: an edited part clears the error shown on it. */
  const setSchedule = (next: ScheduleValue) => {
    const changed = touched(schedule, next);
    setScheduleValue(next);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(changed as string[]).includes(field))));
  };
  /** A place's opening hours: any change clears their errors (they are checked together). */
  const setHours = (next: HoursValue) => {
    setHoursValue(next);
    setHoursProblems({});
    setErrors(({ opening_hours: _fixed, ...rest }) => rest);
  };
  const chooseImage = (file: File | null) => {
    setImage(file);
    setErrors(({ image: _fixed, ...rest }) => rest);
  };
  const refuseImage = (problem: string) => setErrors((current) => ({ ...current, image: problem }));
  /** "Submit again": a rejected submission's fields over the empty form (what the server gave). */
  const fill = (given: Partial<Record<TextField, string>>) =>
    setValues((current) => ({ ...current, ...Object.fromEntries(Object.entries(given).filter(([key]) => key in EMPTY_VALUES)) }));

  function reset() {
    setValues(startValues);
    setTier("none");
    setImage(null);
    setScheduleValue(EMPTY_SCHEDULE);
    setHoursValue(EMPTY_HOURS);
    setHoursProblems({});
    setErrors({});
  }

  // The edge sends the form as HTML: what was typed before the code ran is taken in as React commits it;
  // until then the form cannot be sent.
  const { formRef, canSend } = useEdgeForm(TEXT_FIELDS, values, fill);

  // Set while the schema loads and the form validates, so a double click sends nothing twice.
  const validating = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending || validating.current) return;
    const form = event.currentTarget;

    validating.current = true;
    setSent(null);
    const { submissionInputSchema, submissionFieldErrors } = await loadSchema().finally(() => {
      validating.current = false;
    });
    // Only an event has a schedule; what was entered under another type is not sent.
    const timing = values.content_type === "event" ? scheduleInput(schedule) : {};
    const openingHours = hasOpeningHours(values.content_type) ? { opening_hours: hoursInput(hours) } : {};
    const parsed = submissionInputSchema.safeParse({
      ...values,
      ...timing,
      ...openingHours,
      lat: degrees(values.lat),
      lon: degrees(values.lon),
      promotion_tier: tier,
    });
    if (!parsed.success) {
      const found = firstMessages(submissionFieldErrors(parsed.error));
      const inHours = parsed.error.issues.filter((issue) => issue.path[0] === "opening_hours");
      // Rendered at once, so the controls marked invalid exist when focus moves to the first.
      flushSync(() => {
        setErrors(found);
        setHoursProblems(hoursErrors(inHours.map((issue) => ({ ...issue, path: issue.path.slice(1) }))));
      });
      const first = FIELD_ORDER.find((field) => found[field]);
      // The hours have many controls: the first one marked invalid (or the first of all) gets focus.
      const target =
        first === "opening_hours"
          ? (form.querySelector<HTMLElement>("[data-hours] [aria-invalid=true]") ??
            form.querySelector<HTMLElement>("[data-hours] input, [data-hours] button"))
          : first && (form.elements.namedItem(first) as HTMLElement | null);
      target?.focus();
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
          setSent(format(submitMessages.sentNote, { title: parsed.data.title, email: parsed.data.submitter_email }));
          reset();
        },
        onError: (error) => {
          // A verification the person cancelled leaves the server's "complete the verification" reason.
          const reason = error instanceof UploadRefused || error instanceof ChallengeRequired ? error.message : apiReason(error);
          const found = error instanceof UploadRefused ? { image: error.message } : firstMessages(apiFieldErrors(error));
          setErrors(found);
          // The server's field errors name the hours as a whole.
          setHoursProblems(found.opening_hours ? { all: found.opening_hours } : {});
          notify.error(submitMessages.failureTitle, reason ? `${submitMessages.failureDescription} ${reason}` : submitMessages.failureDescription);
        },
      },
    );
  }

  return {
    values,
    tier,
    image,
    schedule,
    hours,
    hoursProblems,
    errors,
    sent,
    sending: send.isPending,
    setValue,
    setTier,
    setSchedule,
    setHours,
    chooseImage,
    refuseImage,
    fill,
    /** The form's submit handler: validates, then sends (never twice at once). */
    handleSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    /** For the form's focus: loads the schema before the first submit needs it. */
    preloadSchema,
    /** The form element, whose fields may hold what was typed before hydration. */
    formRef,
    /** False until the form is hydrated: the browser would send it itself, fields in the address. */
    canSend,
  };
}
