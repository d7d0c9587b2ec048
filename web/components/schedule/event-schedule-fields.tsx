// An event's schedule beyond its date: last day, local start and end times, and a repeat (weekly on
// chosen days, monthly or yearly on the same date or the same nth weekday, with an optional last date),
// shown back in words as the event's page will word it. Native controls only (date, time, checkboxes,
// radios, a select), grouped in fieldsets. Used by the submit form and the admin listing editor.
import { format } from "@shared/i18n/messages";
import { submitMessages as m } from "@shared/submissions/submit-texts";
import { WEEKDAY_CODES, type WeekdayCode } from "@shared/time/event-summary";
import { repeatWords, weekdayWord } from "@shared/listings/event-words";
import { REPEAT_MODES, repeatSummaryOf } from "@shared/time/repeat-rule";
import { controlClass, FormField } from "@web/components/ui/form-field";
import { repeatOf, type RepeatChoice, type ScheduleField, type ScheduleValue } from "./schedule-value";

interface Props {
  /** Prefix of the controls' ids (`{id}-ends_on`…). */
  id: string;
  value: ScheduleValue;
  onChange: (next: ScheduleValue) => void;
  /** The event's first date (yyyy-mm-dd or ""), for the repeat in words. */
  date: string;
  errors: Partial<Record<ScheduleField, string>>;
  /** The admin editor's stored rule that the form cannot show, in words: offered as "Keep: …". */
  keptRepeat?: string | undefined;
}

const FREQ_CHOICES = [
  ["weekly", () => m.repeatWeekly],
  ["monthly", () => m.repeatMonthly],
  ["yearly", () => m.repeatYearly],
] as const;
const MODE_LABELS = { date: () => m.modeDate, weekday: () => m.modeWeekday } as const;

const smallLegend = "mb-1 text-sm font-semibold text-ink";

/** The repeat in words, when the form describes one that can be worded. */
function repeatText(value: ScheduleValue, date: string): string | null {
  const repeat = repeatOf(value);
  if (!repeat) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return m.repeatNeedsDate;
  if (repeat.freq === "weekly" && !repeat.weekdays?.length) return null;
  return format(m.repeatSummary, { words: repeatWords(repeatSummaryOf(repeat, date)) });
}

export function EventScheduleFields({ id, value, onChange, date, errors, keptRepeat }: Props) {
  const set = (changes: Partial<ScheduleValue>) => onChange({ ...value, ...changes });
  const text = (field: "ends_on" | "start_time" | "end_time" | "until") => ({
    name: field,
    value: value[field],
    onChange: (event: { target: { value: string } }) => set({ [field]: event.target.value }),
  });
  const toggleDay = (code: WeekdayCode, on: boolean) =>
    set({ weekdays: WEEKDAY_CODES.filter((day) => (day === code ? on : value.weekdays.includes(day))) });
  const words = repeatText(value, date);
  const repeating = value.repeat !== "none" && value.repeat !== "keep";

  return (
    <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-1 text-base font-bold text-ink">{m.scheduleHeading}</legend>
      <p className="text-sm text-muted sm:col-span-2">{m.scheduleIntro}</p>
      <FormField id={`${id}-ends_on`} label={m.endsOnLabel} hint={m.endsOnHint} error={errors.ends_on} className="sm:col-span-2">
        {(control) => <input {...control} {...text("ends_on")} type="date" min={date || undefined} className={controlClass} />}
      </FormField>
      <FormField id={`${id}-start_time`} label={m.startTimeLabel} error={errors.start_time}>
        {(control) => <input {...control} {...text("start_time")} type="time" className={controlClass} />}
      </FormField>
      <FormField id={`${id}-end_time`} label={m.endTimeLabel} error={errors.end_time}>
        {(control) => <input {...control} {...text("end_time")} type="time" className={controlClass} />}
      </FormField>
      <FormField id={`${id}-repeat`} label={m.repeatLabel} error={errors.repeat} className="sm:col-span-2">
        {(control) => (
          <select
            {...control}
            name="repeat"
            value={value.repeat}
            onChange={(event) => set({ repeat: event.target.value as RepeatChoice })}
            className={controlClass}
          >
            {keptRepeat !== undefined && <option value="keep">{format(m.repeatKeep, { words: keptRepeat })}</option>}
            <option value="none">{m.repeatNone}</option>
            {FREQ_CHOICES.map(([freq, label]) => (
              <option key={freq} value={freq}>
                {label()}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {value.repeat === "weekly" && (
        <fieldset className="sm:col-span-2">
          <legend className={smallLegend}>{m.weekdaysLegend}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {WEEKDAY_CODES.map((code) => (
              <label key={code} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="weekdays"
                  value={code}
                  checked={value.weekdays.includes(code)}
                  onChange={(event) => toggleDay(code, event.target.checked)}
                  className="size-4"
                />
                {weekdayWord(code)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {(value.repeat === "monthly" || value.repeat === "yearly") && (
        <fieldset className="sm:col-span-2">
          <legend className={smallLegend}>{m.modeLegend}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {REPEAT_MODES.map((mode) => (
              <label key={mode} className="inline-flex items-center gap-2 text-sm">
                <input type="radio" name="mode" value={mode} checked={value.mode === mode} onChange={() => set({ mode })} className="size-4" />
                {MODE_LABELS[mode]()}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {repeating && (
        <FormField id={`${id}-until`} label={m.untilLabel} hint={m.untilHint} className="sm:col-span-2">
          {(control) => <input {...control} {...text("until")} type="date" min={date || undefined} className={controlClass} />}
        </FormField>
      )}
      {/* Read out as it changes, so the person hears the repeat as the event's page will say it. */}
      <p aria-live="polite" className="text-sm font-medium text-ink sm:col-span-2">
        {repeating ? words : null}
      </p>
    </fieldset>
  );
}
