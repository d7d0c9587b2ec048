// A place's week as a table, one row per weekday from Monday, then the dated exceptions given: its
// page shows those still to come, the moderation dialog every one the submitter entered.
import { formatEventDate } from "@shared/i18n/event-date";
import { hoursMessages } from "@shared/time/hours-texts";
import { rangeText } from "@shared/time/opening-hours-text";
import { WEEKDAYS, type OpenRange, type OpeningHours } from "@shared/time/weekly-hours";

const rangesText = (ranges: readonly OpenRange[] | undefined) => (ranges?.length ? ranges.map(rangeText).join(", ") : hoursMessages.closed);

export function HoursTable({ week, exceptions }: OpeningHours) {
  return (
    <table className="mt-3 w-full max-w-md text-sm">
      <tbody>
        {WEEKDAYS.map((day) => (
          <tr key={day} className="border-t border-gray-100">
            <th scope="row" className="py-1 pr-4 text-left font-medium capitalize">
              {hoursMessages.weekdays[day]}
            </th>
            <td className="py-1">{rangesText(week[day])}</td>
          </tr>
        ))}
        {exceptions.map((exception) => (
          <tr key={exception.date} className="border-t border-gray-100">
            <th scope="row" className="py-1 pr-4 text-left font-medium">
              <time dateTime={exception.date}>{formatEventDate(exception.date)}</time>
            </th>
            <td className="py-1">{rangesText(exception.ranges)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
