// An event's schedule beyond its date, as the submit form and the admin editor send it: an optional last
// day, local start and end times, and a structured repeat (the server writes the RRULE text itself,
// shared/time/repeat-rule.ts). One set of fields and one check, used by both schemas on both sides.
import "../forms/zod-setup";
import { z } from "zod";
import { format } from "../i18n/messages";
import { validationMessages } from "../forms/validation-texts";
import { cityDay, DEFAULT_EVENT_ZONE } from "../time/city-day";
import * as clock from "../time/clock";
import { WEEKDAY_CODES } from "../time/event-summary";
import { REPEAT_FREQS, REPEAT_MODES } from "../time/repeat-rule";
import { says } from "../forms/error-text-schema";
import { optionalDate } from "./optional-date-schema";

/** No date (start, end or last) more than this many years ahead of today. */
export const EVENT_YEARS_AHEAD = 5;

const optionalTime = z
  .string()
  .max(
    16,
    says(() => validationMessages.time),
  )
  .nullish()
  .transform((value) => value?.trim() || null)
  .pipe(
    z
      .string()
      .regex(
        /^([01]\d|2[0-3]):[0-5]\d$/,
        says(() => validationMessages.time),
      )
      .nullable(),
  );

export const repeatInput = z.strictObject({
  freq: z.enum(
    REPEAT_FREQS,
    says(() => validationMessages.repeat),
  ),
  weekdays: z
    .array(
      z.enum(
        WEEKDAY_CODES,
        says(() => validationMessages.weekdays),
      ),
    )
    .max(7)
    .optional(),
  mode: z
    .enum(
      REPEAT_MODES,
      says(() => validationMessages.repeat),
    )
    .optional(),
  until: optionalDate,
});

export const eventTimingFields = {
  ends_on: optionalDate,
  start_time: optionalTime,
  end_time: optionalTime,
  repeat: repeatInput.nullish().transform((repeat) => repeat ?? null),
};

interface Timing {
  date: string | null;
  ends_on: string | null;
  start_time: string | null;
  end_time: string | null;
  repeat: z.output<typeof repeatInput> | null;
}

/**
 * The rules between the fields: a schedule needs a date; an end time needs a start time; the end date
 * and the last date are not before the start; weekly repeats name a day; nothing is more than five years
 * ahead of today (the one clock, in Toronto). Each problem is reported on its field.
 */
export function checkEventTiming(data: Timing, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  const needsDate = data.ends_on || data.start_time || data.end_time || data.repeat;
  if (needsDate && !data.date) issue("date", validationMessages.needsDate);
  if (data.end_time && !data.start_time) issue("start_time", validationMessages.needsStartTime);
  if (data.date && data.ends_on && data.ends_on < data.date) issue("ends_on", validationMessages.endsBeforeStart);
  if (data.date && data.repeat?.until && data.repeat.until < data.date) issue("repeat", validationMessages.untilBeforeStart);
  if (data.repeat?.freq === "weekly" && !data.repeat.weekdays?.length) issue("repeat", validationMessages.weekdays);
  // The same calendar day, five years on (string comparison also handles a February 29 start).
  const today = cityDay(clock.nowMs(), DEFAULT_EVENT_ZONE);
  const latest = `${Number(today.slice(0, 4)) + EVENT_YEARS_AHEAD}${today.slice(4)}`;
  const tooFar = format(validationMessages.tooFarAhead, { years: EVENT_YEARS_AHEAD });
  for (const [path, value] of [
    ["date", data.date],
    ["ends_on", data.ends_on],
    ["repeat", data.repeat?.until],
  ] as const) {
    if (value && value > latest) issue(path, tooFar);
  }
}
