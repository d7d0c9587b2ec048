// "Open now" / "Closed now" and the next change on a shop's or gem's page, computed in the browser from
// the hours the answer carries, in the city's time zone: first from the answer's instant (so the hydrated
// page matches the server's HTML), then from the live clock, each minute. Cards show the Worker's words
// for the answer's minute instead (OpenStateLine alone), so list pages carry none of this code.
import { openState } from "@shared/time/opening-hours";
import { openStateText } from "@shared/time/opening-hours-text";
import type { PlaceHours } from "@shared/time/weekly-hours";
import { useCurrentMinute } from "@web/lib/minute-clock";
import { OpenStateLine } from "./open-state-line";

export function OpenNowBadge({ hours, className = "" }: { hours: PlaceHours; className?: string }) {
  const minute = useCurrentMinute();
  const state = openState(hours.week, hours.exceptions, hours.timeZone, new Date(minute ?? hours.asOf));
  return <OpenStateLine open={state.open} {...openStateText(state)} className={className} />;
}
