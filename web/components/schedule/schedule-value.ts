// An event's schedule as its form holds it (strings and choices, as the controls give them) and as the
// shared schemas take it (shared/events/event-timing-schema.ts). The submit form and the admin editor both
// keep one of these and send `scheduleInput(value)`.
import type { WeekdayCode } from "@shared/time/event-summary";
import type { RepeatFreq, RepeatInput, RepeatMode } from "@shared/time/repeat-rule";

/** "keep": the admin editor's stored rule that the form cannot show, sent as absent (kept). */
export type RepeatChoice = "none" | RepeatFreq | "keep";

export interface ScheduleValue {
  ends_on: string;
  start_time: string;
  end_time: string;
  repeat: RepeatChoice;
  weekdays: WeekdayCode[];
  mode: RepeatMode;
  until: string;
}

/** The fields a schedule's errors are shown on (the schemas report the repeat's problems on `repeat`). */
export const SCHEDULE_FIELDS = ["ends_on", "start_time", "end_time", "repeat"] as const;
export type ScheduleField = (typeof SCHEDULE_FIELDS)[number];

export const EMPTY_SCHEDULE: ScheduleValue = {
  ends_on: "",
  start_time: "",
  end_time: "",
  repeat: "none",
  weekdays: [],
  mode: "date",
  until: "",
};

/** The repeat the form describes, or null for none (and undefined for a kept rule). */
export function repeatOf(value: ScheduleValue): RepeatInput | null | undefined {
  if (value.repeat === "keep") return undefined;
  if (value.repeat === "none") return null;
  const until = value.until || null;
  return value.repeat === "weekly" ? { freq: "weekly", weekdays: value.weekdays, until } : { freq: value.repeat, mode: value.mode, until };
}

/** What the schemas take: empty means none. */
export function scheduleInput(value: ScheduleValue) {
  return {
    ends_on: value.ends_on || null,
    start_time: value.start_time || null,
    end_time: value.end_time || null,
    repeat: repeatOf(value),
  };
}

/** A stored schedule (the admin editor's listing) as form values; a rule the form cannot show is kept. */
export function scheduleValueOf(stored: {
  ends_on: string | null;
  start_time: string | null;
  end_time: string | null;
  repeat: RepeatInput | null;
  shown: boolean;
}): ScheduleValue {
  const repeat = stored.repeat;
  return {
    ends_on: stored.ends_on ?? "",
    start_time: stored.start_time ?? "",
    end_time: stored.end_time ?? "",
    repeat: !stored.shown ? "keep" : (repeat?.freq ?? "none"),
    weekdays: repeat?.weekdays ?? [],
    mode: repeat?.mode ?? "date",
    until: repeat?.until ?? "",
  };
}
