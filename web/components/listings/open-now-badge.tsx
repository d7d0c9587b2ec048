// "Open now" / "Closed now" and the next change on a shop's or gem's card and page, computed in the
// browser from the hours the answer carries, in the city's time zone: first from the answer's instant
// (so the hydrated page matches the server's HTML), then from the live clock, each minute.
import { openState } from "@shared/time/opening-hours";
import { openStateText } from "@shared/time/opening-hours-text";
import type { PlaceHours } from "@shared/time/weekly-hours";
import { useCurrentMinute } from "@web/lib/minute-clock";

export function OpenNowBadge({ hours, className = "" }: { hours: PlaceHours; className?: string }) {
  const minute = useCurrentMinute();
  const state = openState(hours.week, hours.exceptions, hours.timeZone, new Date(minute ?? hours.asOf));
  const text = openStateText(state);
  return (
    <span className={`inline-flex flex-wrap items-center gap-1 ${className}`} data-open={state.open}>
      <span className={state.open ? "font-semibold text-emerald-800" : "font-semibold text-gray-800"}>{text.status}</span>
      {text.next && <span>· {text.next}</span>}
    </span>
  );
}
