// A shop's or gem's structured hours on its page: whether it is open now (with the next change) and the
// week as a table, one row per weekday from Monday, then any dated exceptions still to come. Listings
// without structured hours show only their free-text hours in the fact cards above.
import { hoursMessages } from "@shared/time/hours-texts";
import type { PlaceHours } from "@shared/time/weekly-hours";
import { wallTime } from "@shared/time/city-day";
import { HoursTable } from "@web/components/listings/hours-table";
import { OpenNowBadge } from "@web/components/listings/open-now-badge";

export function OpeningHoursSection({ hours }: { hours: PlaceHours }) {
  // Exceptions from the answer's date on (the same on the server and in the browser's first render).
  const today = wallTime(new Date(hours.asOf), hours.timeZone).date;
  const upcoming = hours.exceptions.filter((exception) => exception.date >= today);
  return (
    <section aria-labelledby="opening-hours-heading" className="rounded-2xl border border-gray-200 bg-white p-4">
      <h2 id="opening-hours-heading" className="text-xl font-bold">
        {hoursMessages.openingHours}
      </h2>
      <p className="mt-2 text-sm text-gray-800">
        <OpenNowBadge hours={hours} />
      </p>
      <HoursTable week={hours.week} exceptions={upcoming} />
    </section>
  );
}
