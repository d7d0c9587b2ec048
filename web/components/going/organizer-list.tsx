// The organizer's list of who is going and waiting, one table per occurrence with its totals, and the
// same rows as a CSV file. Shown under the RSVP settings on the submitter's status page and in staff's
// listing editor; each passes the answer of its own procedure (the server checks who may see it).
import { format } from "@shared/i18n/messages";
import { goingMessages as m } from "@shared/going/going-texts";
import { organizerColumns, organizerCsv, organizerTotals, rsvpStatusText, type OrganizerOccurrence } from "@shared/going/organizer-list";
import { saveFile } from "@web/lib/save-file";
import { secondaryButton } from "@web/components/ui/button-styles";

// A byte-order mark so spreadsheet programs read the names' accents as UTF-8.
const UTF8_BOM = "\uFEFF";

export function OrganizerList({ list }: { list: { zone: string; occurrences: readonly OrganizerOccurrence[] } }) {
  const [, ...columns] = organizerColumns();
  return (
    <section aria-labelledby="organizer-list-heading" className="mt-8 space-y-4 rounded-2xl border border-gray-200 bg-white p-6">
      <h2 id="organizer-list-heading" className="text-xl font-bold">
        {m.organizerHeading}
      </h2>
      {list.occurrences.length === 0 ? (
        <p className="text-gray-700">{m.organizerEmpty}</p>
      ) : (
        <>
          <p className="text-gray-700">{format(m.organizerTimes, { zone: list.zone })}</p>
          {list.occurrences.map((occurrence) => (
            <div key={occurrence.day} className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="mb-2 text-left font-semibold">
                  {occurrence.day} · {organizerTotals(occurrence)}
                </caption>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column} scope="col" className="py-1 pr-3">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {occurrence.rsvps.map((rsvp, index) => (
                    <tr key={index} className="border-t border-gray-100">
                      <td className="py-1 pr-3">{rsvp.name}</td>
                      <td className="py-1 pr-3">{rsvp.places}</td>
                      <td className="py-1 pr-3">{rsvpStatusText(rsvp)}</td>
                      <td className="py-1 pr-3 whitespace-nowrap">{rsvp.rsvpAt}</td>
                      <td className="py-1 pr-3">{rsvp.answer}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
          <button
            type="button"
            className={secondaryButton}
            onClick={() => saveFile("rsvps.csv", UTF8_BOM + organizerCsv(list.occurrences), "text/csv;charset=utf-8")}
          >
            {m.downloadCsv}
          </button>
        </>
      )}
    </section>
  );
}
