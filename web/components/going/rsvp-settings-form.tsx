// The organizer's RSVP settings for an event: on or off, places (empty for no limit), the most places per
// person, an optional question and a close time in the event's local time. Shown on the submitter's
// status page and in staff's listing editor; each passes its own save call (the server checks who may,
// and validates with the shared schema).
import { useId, useState, type FormEvent } from "react";
import type { RsvpSettingsInput } from "@shared/going/going-schema";
import { GOING_LIMITS } from "@shared/going/going-limits";
import { format } from "@shared/i18n/messages";
import { goingMessages as m } from "@shared/going/going-texts";
import { FormField, TextInputField, controlClass } from "@web/components/ui/form-field";
import { secondaryButton } from "@web/components/ui/button-styles";

type Field = keyof RsvpSettingsInput;
type Errors = Partial<Record<Field, string>>;

interface Props {
  initial: RsvpSettingsInput | null;
  saving: boolean;
  /** Field messages from the server's refusal, and whether the last save went through. */
  serverErrors: Partial<Record<string, string[]>>;
  saved: boolean;
  onSave: (settings: RsvpSettingsInput) => void;
}

export function RsvpSettingsForm({ initial, saving, serverErrors, saved, onSave }: Props) {
  const id = useId();
  const [enabled, setEnabled] = useState(initial?.enabled ?? false);
  const [capacity, setCapacity] = useState(initial?.capacity?.toString() ?? "");
  const [maxPlaces, setMaxPlaces] = useState(String(initial?.max_places ?? 2));
  const [question, setQuestion] = useState(initial?.question ?? "");
  const [closesAt, setClosesAt] = useState(initial?.closes_at ?? "");
  const [remindSoon, setRemindSoon] = useState(initial?.remind_soon ?? false);
  const [errors, setErrors] = useState<Errors>({});
  const shown = (field: Field) => errors[field] ?? serverErrors[field]?.[0];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The server checks the rest (its field messages show here); the status page's chunk carries no schema.
    const places = capacity.trim() === "" ? null : Number(capacity);
    if (places !== null && !Number.isInteger(places)) {
      setErrors({ capacity: format(m.wholeBetween, { field: m.capacityLabel, min: 1, max: GOING_LIMITS.capacity }) });
      return;
    }
    onSave({
      enabled,
      capacity: places,
      max_places: Number(maxPlaces),
      question: question || null,
      closes_at: closesAt || null,
      remind_soon: remindSoon,
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="mt-8 space-y-4 rounded-2xl border border-gray-200 bg-white p-6">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {m.settingsHeading}
      </h2>
      <p className="text-gray-700">{m.settingsIntro}</p>
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" name="enabled" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} className="size-5" />
        {m.enabledLabel}
      </label>
      <TextInputField
        id={`${id}-capacity`}
        name="capacity"
        type="text"
        label={m.capacityLabel}
        value={capacity}
        error={shown("capacity")}
        onChange={setCapacity}
      />
      <FormField id={`${id}-max`} label={m.maxPlacesLabel} error={shown("max_places")}>
        {(control) => (
          <select {...control} name="max_places" className={controlClass} value={maxPlaces} onChange={(e) => setMaxPlaces(e.target.value)}>
            {Array.from({ length: 10 }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextInputField
        id={`${id}-question`}
        name="question"
        type="text"
        label={m.questionLabel}
        value={question}
        error={shown("question")}
        onChange={setQuestion}
      />
      <FormField id={`${id}-closes`} label={m.closesAtLabel} error={shown("closes_at")}>
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            name="closes_at"
            className={controlClass}
            value={closesAt}
            onChange={(e) => setClosesAt(e.target.value)}
          />
        )}
      </FormField>
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" name="remind_soon" checked={remindSoon} onChange={(e) => setRemindSoon(e.target.checked)} className="size-5" />
        {m.remindSoonLabel}
      </label>
      {saved && (
        <p role="status" className="font-medium text-green-900">
          {m.settingsSaved}
        </p>
      )}
      <button type="submit" aria-disabled={saving} className={`${secondaryButton} aria-disabled:cursor-wait aria-disabled:opacity-60`}>
        {m.saveSettings}
      </button>
    </form>
  );
}
