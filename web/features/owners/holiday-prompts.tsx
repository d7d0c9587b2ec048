// "Holiday hours": before each statutory holiday of the listing's province (from 14 days before), the
// server asks "Are your hours different on Canada Day (July 1)?"; each answer (the usual hours, closed, or
// hours of the day's own) becomes that day's exception in the opening hours, published at once.
import { useState } from "react";
import type { HolidayAnswer } from "@shared/owners/owner-schema";
import { format } from "@shared/i18n/messages";
import { ownerMessages as t } from "@shared/owners/owner-texts";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { controlClass } from "@web/components/ui/form-field";
import { apiReason } from "@web/lib/api-errors";
import { trpc, type RouterOutputs } from "@web/lib/trpc";

type Prompt = RouterOutputs["owners"]["listing"]["holidayPrompts"][number];

function HolidayQuestion({ listingId, prompt, onAnswered }: { listingId: number; prompt: Prompt; onAnswered: (holiday: string) => void }) {
  const utils = trpc.useUtils();
  const [ownHours, setOwnHours] = useState(false);
  const [opens, setOpens] = useState("10:00");
  const [closes, setCloses] = useState("16:00");
  const answer = trpc.owners.answerHoliday.useMutation({
    // The listing is read again before the form below is drawn anew, so it never holds the old hours.
    onSuccess: async () => {
      await utils.owners.listing.invalidate({ listingId });
      onAnswered(prompt.name);
    },
  });
  const send = (value: HolidayAnswer) => answer.mutate({ listingId, date: prompt.date, answer: value });
  return (
    <fieldset className="mt-3 rounded-2xl border border-gray-200 p-4">
      <legend className="px-1 font-semibold">{prompt.question}</legend>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} disabled={answer.isPending} onClick={() => send({ kind: "same" })}>
          {t.holidaySame}
        </button>
        <button type="button" className={secondaryButton} disabled={answer.isPending} onClick={() => send({ kind: "closed" })}>
          {t.holidayClosed}
        </button>
        <button type="button" className={secondaryButton} aria-expanded={ownHours} onClick={() => setOwnHours(!ownHours)}>
          {t.holidaySetHours}
        </button>
      </div>
      {ownHours && (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm">
            {t.holidayOpens}
            <input type="time" className={controlClass} value={opens} onChange={(event) => setOpens(event.target.value)} />
          </label>
          <label className="grid gap-1 text-sm">
            {t.holidayCloses}
            <input type="time" className={controlClass} value={closes} onChange={(event) => setCloses(event.target.value)} />
          </label>
          <button
            type="button"
            className={primaryButton}
            disabled={answer.isPending}
            onClick={() => send({ kind: "hours", ranges: [[opens, closes]] })}
          >
            {t.holidaySaveHours}
          </button>
        </div>
      )}
      {answer.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {apiReason(answer.error) ?? t.holidayNotComing}
        </p>
      )}
    </fieldset>
  );
}

export function HolidayPrompts({ listingId, prompts, onAnswered }: { listingId: number; prompts: readonly Prompt[]; onAnswered: () => void }) {
  const [saved, setSaved] = useState<string | null>(null);
  if (prompts.length === 0 && saved === null) return null;
  return (
    <section aria-labelledby="holiday-hours-heading" className="mt-6">
      <h3 id="holiday-hours-heading" className="text-lg font-bold">
        {t.holidaysHeading}
      </h3>
      <p role="status" className="mt-1 text-sm text-gray-700">
        {saved === null ? "" : format(t.holidayAnswered, { holiday: saved })}
      </p>
      {prompts.map((prompt) => (
        <HolidayQuestion
          key={prompt.date}
          listingId={listingId}
          prompt={prompt}
          onAnswered={(holiday) => {
            setSaved(holiday);
            onAnswered();
          }}
        />
      ))}
    </section>
  );
}
