// "I'm going": name, e-mail, places, the date of a repeating event and the organizer's question. Loaded
// on the tap of "Register Now" (its own chunk, with the schema). The answer comes at once: going, or the
// waitlist and its position; a busy network is asked for the bot challenge first.
import { useId, useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { rsvpInput } from "@shared/going/going-schema";
import { goingMessages as m } from "@shared/going/going-texts";
import { formatEventDate } from "@shared/i18n/event-date";
import { format } from "@shared/i18n/messages";
import { FormField, TextInputField, controlClass } from "@web/components/ui/form-field";
import { primaryButton } from "@web/components/ui/button-styles";
import { apiFieldErrors, apiReason } from "@web/lib/api-errors";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { withChallenge } from "@web/lib/with-challenge";

type Summary = Extract<RouterOutputs["going"]["summary"], { enabled: true }>;
type Errors = Partial<Record<"name" | "email" | "places" | "occurrence" | "answer", string>>;

export default function RsvpForm({ listingId, summary }: { listingId: number; summary: Summary }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [fields, setFields] = useState({ name: "", email: "", places: "1", occurrence: summary.occurrence ?? "", answer: "" });
  const [errors, setErrors] = useState<Errors>({});
  const input = () => ({ listingId, ...fields, places: Number(fields.places), answer: fields.answer || null });
  const send = useMutation({
    mutationFn: () => withChallenge(utils.client, ({ client }) => client.going.rsvp.mutate(input())),
    onSuccess: () => void utils.going.summary.invalidate({ listingId }),
    onError: (failure) => setErrors(firstOf(apiFieldErrors(failure))),
  });
  const set = (name: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = rsvpInput.safeParse(input());
    if (!parsed.success) {
      setErrors(firstOf(parsed.error.flatten().fieldErrors));
      return;
    }
    setErrors({});
    send.mutate();
  }

  if (send.data) {
    return (
      <p role="status" className="rounded-xl bg-green-50 p-4 font-semibold text-green-900">
        {send.data.status === "going" ? m.youreGoing : format(m.onWaitlist, { position: send.data.position ?? 0 })}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="w-full space-y-4 rounded-2xl border border-gray-200 p-4">
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {m.formHeading}
      </h2>
      {summary.occurrences.length > 1 && (
        <FormField id={`${id}-occurrence`} label={m.occurrenceLabel} required error={errors.occurrence}>
          {(control) => (
            <select
              {...control}
              name="occurrence"
              className={controlClass}
              value={fields.occurrence}
              onChange={(e) => set("occurrence")(e.target.value)}
            >
              {summary.occurrences.map((occurrence) => (
                <option key={occurrence.day} value={occurrence.day}>
                  {formatEventDate(occurrence.day)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <TextInputField
        id={`${id}-name`}
        name="name"
        type="text"
        label={m.nameLabel}
        required
        autoComplete="name"
        value={fields.name}
        error={errors.name}
        onChange={set("name")}
      />
      <TextInputField
        id={`${id}-email`}
        name="email"
        type="email"
        label={m.emailLabel}
        required
        autoComplete="email"
        value={fields.email}
        error={errors.email}
        onChange={set("email")}
      />
      <FormField id={`${id}-places`} label={m.placesLabel} required error={errors.places}>
        {(control) => (
          <select {...control} name="places" className={controlClass} value={fields.places} onChange={(e) => set("places")(e.target.value)}>
            {Array.from({ length: summary.maxPlaces }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {summary.question && (
        <TextInputField
          id={`${id}-answer`}
          name="answer"
          type="textarea"
          label={summary.question}
          value={fields.answer}
          error={errors.answer}
          onChange={set("answer")}
        />
      )}
      {send.isError && Object.keys(errors).length === 0 && (
        <p role="alert" className="font-medium text-brand-700">
          {apiReason(send.error)}
        </p>
      )}
      <button type="submit" aria-disabled={send.isPending} className={`${primaryButton} aria-disabled:cursor-wait aria-disabled:opacity-60`}>
        {m.send}
      </button>
    </form>
  );
}

function firstOf(fieldErrors: Partial<Record<string, string[] | undefined>>): Errors {
  return Object.fromEntries(Object.entries(fieldErrors).map(([name, list]) => [name, list?.[0]]));
}
