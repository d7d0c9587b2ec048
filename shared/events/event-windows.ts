// Which events a list shows by date (beyond the spec, whose lists ignored time): by default the ones
// still on or to come, soonest first; `?when=` (./event-whens.ts) narrows that to a window or turns to
// the past ones. Windows are local days in the city's zone (the all-cities list uses America/Toronto:
// see docs/decisions/0060-all-cities-events-in-toronto-time.md).
import { DEFAULT_EVENT_ZONE, addDays, cityDay, dayStartAt, dayToWall } from "../time/city-day";
import type { EventWhen } from "./event-whens";

/** An instant range [from, until) that an occurrence must overlap (until null: no end). */
export interface EventWindow {
  from: number;
  until: number | null;
}

/**
 * The window of a date filter at `nowMs` in `zone`: today (until midnight), the weekend (the coming
 * Saturday and Sunday, or what is left of the current one), the next 7 days, the next 30 days; upcoming
 * (no filter) has no end. Past lists are not a window (they read each event's last end).
 */
export function eventWindow(when: Exclude<EventWhen, "past"> | undefined, nowMs: number, zone = DEFAULT_EVENT_ZONE): EventWindow {
  const today = cityDay(nowMs, zone);
  const untilDay = (days: number) => dayStartAt(addDays(today, days), zone);
  switch (when) {
    case undefined:
      return { from: nowMs, until: null };
    case "today":
      return { from: nowMs, until: untilDay(1) };
    case "week":
      return { from: nowMs, until: untilDay(7) };
    case "month":
      return { from: nowMs, until: untilDay(30) };
    case "weekend": {
      // 0 = Sunday … 6 = Saturday.
      const weekday = new Date(dayToWall(today)).getUTCDay();
      if (weekday === 6) return { from: nowMs, until: untilDay(2) };
      if (weekday === 0) return { from: nowMs, until: untilDay(1) };
      return { from: untilDay(6 - weekday), until: untilDay(8 - weekday) };
    }
  }
}
