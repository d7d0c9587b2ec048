// The organizer's check-in at the door for one occurrence, loaded when they tap "Check in at the door" (the
// status page's own code stays within its budget): a code field that a scanner or a hand types into, and
// a "Check in" button on each row of someone going. The answer (who, or why not) is read out; the field
// keeps the focus, so the next scan goes straight in.
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { format } from "@shared/i18n/messages";
import { goingMessages as m } from "@shared/going/going-texts";
import type { OrganizerOccurrence, OrganizerRsvp } from "@shared/going/organizer-list";
import { FormField, controlClass } from "@web/components/ui/form-field";
import { secondaryButton } from "@web/components/ui/button-styles";
import { apiReason } from "@web/lib/api-errors";
import { useCheckIn, type OrganizerVia } from "./organizer-via";

interface Props {
  occurrence: OrganizerOccurrence;
  via: OrganizerVia;
  /** The occurrence's table, given each row's check-in button. */
  children: (rowAction: (rsvp: OrganizerRsvp) => ReactNode) => ReactNode;
}

export default function CheckInDesk({ occurrence, via, children }: Props) {
  const id = useId();
  const checkIn = useCheckIn(via);
  const field = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [result, setResult] = useState<{ done: boolean; text: string } | null>(null);

  function run(typed: string) {
    checkIn({ occurrence: occurrence.day, code: typed }).then(
      (done) => {
        setResult({ done: true, text: format(m.checkedIn, done) });
        setCode("");
      },
      (error: unknown) => setResult({ done: false, text: apiReason(error) ?? m.checkinFailed }),
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run(code);
    field.current?.focus();
  }

  return (
    <>
      <form noValidate onSubmit={submit} aria-label={`${m.checkIn} · ${occurrence.day}`} className="mb-3 flex flex-wrap items-end gap-3">
        <FormField id={`${id}-code`} label={m.checkinCodeLabel}>
          {(control) => (
            <input
              {...control}
              ref={field}
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={controlClass}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className={secondaryButton}>
          {m.checkIn}
        </button>
      </form>
      <p role="status" className="mb-2 font-medium text-green-900">
        {result?.done && result.text}
      </p>
      <p role="alert" className="mb-2 font-medium text-brand-700">
        {result?.done === false && result.text}
      </p>
      {children(({ name, code: rowCode }) =>
        rowCode ? (
          <button type="button" className="underline" aria-label={format(m.checkInPerson, { name })} onClick={() => run(rowCode)}>
            {m.checkIn}
          </button>
        ) : null,
      )}
    </>
  );
}
