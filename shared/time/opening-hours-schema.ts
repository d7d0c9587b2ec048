// The one schema for structured opening hours (a week of ranges plus dated exceptions): the hours widget
// of the submission form and of the listing editor validates with it, and the server validates the same
// value again before storing it as JSON (worker/features/hours/).
import "../forms/zod-setup";
import { z } from "zod";
import { format } from "../i18n/messages";
import { hoursMessages } from "./hours-texts";
import { validationMessages } from "../forms/validation-texts";
import { says } from "../forms/error-text-schema";
import { HOURS_LIMITS, WEEKDAYS, rangeMinutes, type OpeningHours, type OpenRange } from "./weekly-hours";

const time = z.string(says(() => hoursMessages.invalidTime)).regex(
  /^([01]\d|2[0-3]):[0-5]\d$/,
  says(() => hoursMessages.invalidTime),
);

const range = z.tuple(
  [time, time],
  says(() => hoursMessages.invalidHours),
);

/** Ranges that start at the same minute or inside one another (a range past midnight counts to its end). */
function overlaps(ranges: readonly OpenRange[]): boolean {
  const sorted = ranges.map(rangeMinutes).sort((a, b) => a[0] - b[0]);
  return sorted.some((current, index) => index > 0 && current[0] < sorted[index - 1]![1]);
}

/** One day's opening ranges (a holiday's answer uses the same rule). */
export const dayRanges = z
  .array(
    range,
    says(() => hoursMessages.invalidHours),
  )
  .max(
    HOURS_LIMITS.rangesPerDay,
    says(() => format(hoursMessages.tooManyRanges, { max: HOURS_LIMITS.rangesPerDay })),
  )
  .refine(
    (ranges) => !overlaps(ranges),
    says(() => hoursMessages.overlap),
  );

const week = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayRanges.optional()])) as Record<(typeof WEEKDAYS)[number], z.ZodOptional<typeof dayRanges>>,
  says(() => hoursMessages.invalidHours),
);

const exception = z.strictObject(
  { date: z.iso.date(says(() => validationMessages.date)), ranges: dayRanges },
  says(() => hoursMessages.invalidHours),
);

export const openingHoursSchema = z
  .strictObject(
    {
      week,
      exceptions: z
        .array(
          exception,
          says(() => hoursMessages.invalidHours),
        )
        .max(
          HOURS_LIMITS.exceptions,
          says(() => format(hoursMessages.tooManyExceptions, { max: HOURS_LIMITS.exceptions })),
        )
        .refine(
          (list) => new Set(list.map((entry) => entry.date)).size === list.length,
          says(() => hoursMessages.duplicateException),
        ),
    },
    says(() => hoursMessages.invalidHours),
  )
  // Days with no ranges are closed either way; dropping them gives one stored form per week.
  .transform((hours): OpeningHours => ({
    week: Object.fromEntries(WEEKDAYS.flatMap((day) => (hours.week[day]?.length ? [[day, hours.week[day]]] : []))),
    exceptions: [...hours.exceptions].sort((a, b) => a.date.localeCompare(b.date)),
  }));

/** Optional hours on a form or an API input: null (or absent) when the place has no structured hours. */
export const optionalOpeningHours = openingHoursSchema.nullish().transform((hours) => hours ?? null);
