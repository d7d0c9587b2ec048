// The organizer's message to everyone going on one occurrence (and the waitlist, if ticked), loaded when
// they tap "Message everyone going" (the status page's own code stays within its budget). The server
// validates with the shared schema and limits the messages; its answer or refusal is read out here.
import { useId, useState, type FormEvent } from "react";
import { GOING_LIMITS } from "@shared/going/going-limits";
import { format } from "@shared/i18n/messages";
import { goingMessages as m } from "@shared/going/going-texts";
import type { OrganizerOccurrence } from "@shared/going/organizer-list";
import { FormField, TextInputField, controlClass } from "@web/components/ui/form-field";
import { secondaryButton } from "@web/components/ui/button-styles";
import { apiFieldErrors, apiReason } from "@web/lib/api-errors";
import { useSendMessage, type OrganizerVia } from "./organizer-via";

export default function RsvpMessageForm({ occurrences, via }: { occurrences: readonly OrganizerOccurrence[]; via: OrganizerVia }) {
  const id = useId();
  const days = occurrences.map((occurrence) => occurrence.day);
  const send = useSendMessage(via);
  const [occurrence, setOccurrence] = useState(days[0] ?? "");
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [waitlist, setWaitlist] = useState(false);
  const [result, setResult] = useState<{ sent?: number; error?: unknown } | null>(null);
  const fieldErrors = result?.error ? apiFieldErrors(result.error) : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ occurrence, subject, message, include_waitlist: waitlist }).then(
      ({ sent }) => setResult({ sent }),
      (error: unknown) => setResult({ error }),
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="space-y-4 border-t border-gray-200 pt-4">
      <h3 id={`${id}-heading`} className="text-lg font-bold">
        {m.messageHeading}
      </h3>
      {days.length > 1 && (
        <FormField id={`${id}-day`} label={m.occurrenceLabel}>
          {(control) => (
            <select {...control} className={controlClass} value={occurrence} onChange={(e) => setOccurrence(e.target.value)}>
              {days.map((day) => (
                <option key={day}>{day}</option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <TextInputField
        id={`${id}-subject`}
        name="subject"
        type="text"
        label={m.messageSubjectLabel}
        hint={format(m.messageLength, { max: GOING_LIMITS.messageSubject })}
        value={subject}
        error={fieldErrors.subject?.[0]}
        onChange={setSubject}
      />
      <TextInputField
        id={`${id}-message`}
        name="message"
        type="textarea"
        rows={6}
        label={m.messageLabel}
        hint={format(m.messageLength, { max: GOING_LIMITS.message })}
        value={message}
        error={fieldErrors.message?.[0]}
        onChange={setMessage}
      />
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" name="include_waitlist" checked={waitlist} onChange={(e) => setWaitlist(e.target.checked)} className="size-5" />
        {m.messageWaitlist}
      </label>
      <p role="status" className="font-medium text-green-900">
        {result?.sent !== undefined && format(m.messageSent, { count: result.sent })}
      </p>
      <p role="alert" className="font-medium text-brand-700">
        {result?.error !== undefined && Object.keys(fieldErrors).length === 0 && (apiReason(result.error) ?? m.messageFailed)}
      </p>
      <button type="submit" className={secondaryButton}>
        {m.messageSend}
      </button>
    </form>
  );
}
