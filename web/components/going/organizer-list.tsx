// The organizer's list of who is going and waiting, one table per occurrence with its totals and who is
// checked in, and the same rows as a CSV file. Shown under the RSVP settings on the submitter's status
// page, in staff's listing editor and on /owner; each passes the answer and the check-in of its own
// procedures (the server checks who may see it). The door's check-in loads on its button (check-in-desk.tsx).
import { lazy, Suspense, useState, type ReactNode } from "react";
import { format } from "@shared/i18n/messages";
import { goingMessages as m } from "@shared/going/going-texts";
import {
  checkedInLine,
  organizerColumns,
  organizerTotals,
  rsvpStatusText,
  type OrganizerOccurrence,
  type OrganizerRsvp,
} from "@shared/going/organizer-list";
import type { CheckInInput } from "@shared/going/going-schema";
import { saveFile } from "@web/lib/save-file";
import { secondaryButton } from "@web/components/ui/button-styles";

const CheckInDesk = lazy(() => import("./check-in-desk"));

// A byte-order mark so spreadsheet programs read the names' accents as UTF-8.
const UTF8_BOM = "\uFEFF";

/** Checks a code in on one occurrence: who and how many, or a refusal saying why not. */
export type CheckIn = (input: CheckInInput) => Promise<{ name: string; places: number }>;

export function OrganizerList({ list, checkIn }: { list: { zone: string; occurrences: readonly OrganizerOccurrence[] }; checkIn: CheckIn }) {
  const [door, setDoor] = useState(false);
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
              {door ? (
                <Suspense fallback={<RsvpTable occurrence={occurrence} />}>
                  <CheckInDesk occurrence={occurrence} checkIn={checkIn}>
                    {(rowAction) => <RsvpTable occurrence={occurrence} rowAction={rowAction} />}
                  </CheckInDesk>
                </Suspense>
              ) : (
                <RsvpTable occurrence={occurrence} />
              )}
            </div>
          ))}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={secondaryButton}
              onClick={() =>
                void import("@shared/going/organizer-csv").then(({ organizerCsv }) =>
                  saveFile("rsvps.csv", UTF8_BOM + organizerCsv(list.occurrences), "text/csv;charset=utf-8"),
                )
              }
            >
              {m.downloadCsv}
            </button>
            <button type="button" className={secondaryButton} aria-expanded={door} onClick={() => setDoor(!door)}>
              {m.openDoor}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

/** One occurrence's table; at the door, each person going who is not checked in yet gets a button. */
function RsvpTable({ occurrence, rowAction }: { occurrence: OrganizerOccurrence; rowAction?: (rsvp: OrganizerRsvp) => ReactNode }) {
  const [, ...columns] = organizerColumns();
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold">
        {occurrence.day} · {organizerTotals(occurrence)} · {checkedInLine(occurrence)}
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
            <td className="py-1 pr-3">{rsvp.checkedInAt ?? (rsvp.status === "going" && rowAction?.(rsvp))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
