// The words of an open state in the active locale: "Open now" / "Closed now" and the next change
// ("Closes at 6:00 PM", "Opens tomorrow at 10:00 AM", "Opens Monday at 9:00 AM").
import { format } from "../i18n/messages";
import { hoursMessages } from "./hours-texts";
import { formatClockTime } from "./clock-time";
import type { OpenState } from "./opening-hours";
import type { OpenRange } from "./weekly-hours";

export interface OpenStateText {
  readonly status: string;
  readonly next: string | null;
}

export function openStateText(state: OpenState): OpenStateText {
  const status = state.open ? hoursMessages.openNow : hoursMessages.closedNow;
  const { change } = state;
  if (!change) return { status, next: null };
  const time = formatClockTime(change.time);
  const day = hoursMessages.weekdays[change.weekday];
  const template =
    change.days === 0
      ? state.open
        ? hoursMessages.closesAt
        : hoursMessages.opensAt
      : change.days === 1
        ? state.open
          ? hoursMessages.closesTomorrowAt
          : hoursMessages.opensTomorrowAt
        : state.open
          ? hoursMessages.closesOnAt
          : hoursMessages.opensOnAt;
  return { status, next: format(template, { time, day }) };
}

/** One range as the week's table shows it: "10:00 AM – 6:00 PM", "10 h à 18 h". */
export function rangeText([opens, closes]: OpenRange): string {
  return `${formatClockTime(opens)}${hoursMessages.rangeSeparator}${formatClockTime(closes)}`;
}
