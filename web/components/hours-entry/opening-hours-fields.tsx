// The opening-hours widget of the submit form (shops and gems) and the admin listing editor: per weekday
// closed or one or more open–close ranges (a closing time before the opening time runs past midnight),
// and dates the place is closed. Native time and date inputs in fieldsets; adding a range moves focus
// to its opening time, removing one moves it to the range that took its place (or the previous one, or
// the day's "Add hours"), so keyboard and screen-reader users never lose their place.
import { useEffect, useRef, useState } from "react";
import { format } from "@shared/i18n/messages";
import { hoursMessages as h } from "@shared/time/hours-texts";
import { submitMessages as m } from "@shared/submissions/submit-texts";
import { formatEventDate } from "@shared/i18n/event-date";
import { HOURS_LIMITS, WEEKDAYS, type OpenRange, type Weekday } from "@shared/time/weekly-hours";
import { secondaryButton } from "@web/components/ui/button-styles";
import { controlClass } from "@web/components/ui/form-field";
import type { HoursPart, HoursValue } from "./hours-value";

interface Props {
  /** Prefix of the controls' ids. */
  id: string;
  legend: string;
  value: HoursValue;
  onChange: (next: HoursValue) => void;
  errors: Partial<Record<HoursPart, string>>;
}

const smallButton = `${secondaryButton} !px-3 !py-1 text-sm`;
const timeClass = `${controlClass} w-32`;

export function OpeningHoursFields({ id, legend, value, onChange, errors }: Props) {
  // The control to focus once the change that moves focus has rendered (by id).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const controlId = (key: string) => `${id}-hours-${key}`;
  const setFocusNext = (key: string) => {
    focusNext.current = controlId(key);
  };
  const [closedDate, setClosedDate] = useState("");

  const setDay = (day: Weekday, ranges: OpenRange[]) => onChange({ ...value, week: { ...value.week, [day]: ranges } });
  const setTime = (day: Weekday, index: number, end: 0 | 1, time: string) =>
    setDay(
      day,
      value.week[day].map((range, i): OpenRange => (i !== index ? range : end === 0 ? [time, range[1]] : [range[0], time])),
    );
  function addRange(day: Weekday) {
    const ranges = value.week[day];
    // The first range of a day starts as a usual day; later ones start empty, to be filled in.
    setDay(day, [...ranges, ranges.length === 0 ? ["09:00", "17:00"] : ["", ""]]);
    setFocusNext(`${day}-${ranges.length}-opens`);
  }
  function removeRange(day: Weekday, index: number) {
    const left = value.week[day].length - 1;
    setDay(
      day,
      value.week[day].filter((_, i) => i !== index),
    );
    setFocusNext(left === 0 ? `${day}-add` : `${day}-${Math.min(index, left - 1)}-remove`);
  }
  function addClosedDate() {
    if (!closedDate || value.exceptions.some((entry) => entry.date === closedDate)) return;
    const exceptions = [...value.exceptions, { date: closedDate, ranges: [] }].sort((a, b) => a.date.localeCompare(b.date));
    onChange({ ...value, exceptions });
    setClosedDate("");
  }
  const removeException = (date: string) => {
    onChange({ ...value, exceptions: value.exceptions.filter((entry) => entry.date !== date) });
    setFocusNext("exception-date");
  };
  const errorId = (part: HoursPart) => (errors[part] ? `${id}-hours-${part}-error` : undefined);

  return (
    <fieldset className="grid gap-4 sm:col-span-2" aria-describedby={[`${id}-hours-intro`, errorId("all")].filter(Boolean).join(" ")}>
      <legend className="mb-1 text-base font-bold text-ink">{legend}</legend>
      <p id={`${id}-hours-intro`} className="text-sm text-muted">
        {m.hoursIntro}
      </p>
      {errors.all && (
        <p id={errorId("all")} className="text-sm font-medium text-brand-700">
          {errors.all}
        </p>
      )}
      {WEEKDAYS.map((day) => {
        const ranges = value.week[day];
        const dayName = h.weekdays[day];
        const invalid = errors[day] ? true : undefined;
        return (
          <fieldset key={day} className="rounded-lg border border-gray-200 p-3" aria-describedby={errorId(day)}>
            <legend className="px-1 text-sm font-semibold text-ink first-letter:uppercase">{dayName}</legend>
            {ranges.length === 0 && <p className="text-sm text-muted">{h.closed}</p>}
            <ul className="grid gap-2">
              {ranges.map(([opens, closes], index) => (
                <li key={index} className="flex flex-wrap items-end gap-3">
                  {(["opens", "closes"] as const).map((end, side) => (
                    <label key={end} className="grid gap-1 text-sm font-medium text-ink">
                      <span>
                        <span className="sr-only">{format(m.rangeContext, { day: dayName, n: index + 1 })} </span>
                        {end === "opens" ? m.opensLabel : m.closesLabel}
                      </span>
                      <input
                        id={controlId(`${day}-${index}-${end}`)}
                        type="time"
                        required
                        value={side === 0 ? opens : closes}
                        onChange={(event) => setTime(day, index, side === 0 ? 0 : 1, event.target.value)}
                        aria-invalid={invalid}
                        aria-describedby={errorId(day)}
                        className={timeClass}
                      />
                    </label>
                  ))}
                  <button
                    id={controlId(`${day}-${index}-remove`)}
                    type="button"
                    className={smallButton}
                    aria-label={format(m.removeRangeOn, { n: index + 1, day: dayName })}
                    onClick={() => removeRange(day, index)}
                  >
                    {m.removeRange}
                  </button>
                </li>
              ))}
            </ul>
            {ranges.length < HOURS_LIMITS.rangesPerDay && (
              <button
                id={controlId(`${day}-add`)}
                type="button"
                className={`${smallButton} mt-2`}
                aria-label={format(m.addRangeOn, { day: dayName })}
                onClick={() => addRange(day)}
              >
                {m.addRange}
              </button>
            )}
            {errors[day] && (
              <p id={errorId(day)} className="mt-1 text-sm font-medium text-brand-700">
                {errors[day]}
              </p>
            )}
          </fieldset>
        );
      })}
      <fieldset className="rounded-lg border border-gray-200 p-3" aria-describedby={errorId("exceptions")}>
        <legend className="px-1 text-sm font-semibold text-ink">{m.exceptionsLegend}</legend>
        {value.exceptions.length > 0 && (
          <ul className="mb-3 grid gap-2">
            {value.exceptions.map((entry) => {
              const date = formatEventDate(entry.date);
              const hours = entry.ranges.map(([opens, closes]) => `${opens}${h.rangeSeparator}${closes}`).join(", ");
              return (
                <li key={entry.date} className="flex flex-wrap items-center gap-3 text-sm">
                  <span>{hours ? format(m.exceptionHours, { date, hours }) : date}</span>
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={format(m.removeExceptionOn, { date })}
                    onClick={() => removeException(entry.date)}
                  >
                    {m.removeRange}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {value.exceptions.length < HOURS_LIMITS.exceptions && (
          <div className="flex flex-wrap items-end gap-3">
            <label className="grid gap-1 text-sm font-medium text-ink">
              {m.exceptionDateLabel}
              <input
                id={controlId("exception-date")}
                type="date"
                value={closedDate}
                onChange={(event) => setClosedDate(event.target.value)}
                onKeyDown={(event) => {
                  // Enter adds the date here rather than sending the whole form.
                  if (event.key === "Enter") {
                    event.preventDefault();
                    addClosedDate();
                  }
                }}
                aria-invalid={errors.exceptions ? true : undefined}
                aria-describedby={errorId("exceptions")}
                className={controlClass}
              />
            </label>
            <button type="button" className={smallButton} onClick={addClosedDate}>
              {m.addException}
            </button>
          </div>
        )}
        {errors.exceptions && (
          <p id={errorId("exceptions")} className="mt-1 text-sm font-medium text-brand-700">
            {errors.exceptions}
          </p>
        )}
      </fieldset>
    </fieldset>
  );
}
