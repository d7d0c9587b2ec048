// The organizer's list of who is going and waiting, one table per occurrence with its totals and who is
// checked in, and the same rows as a CSV file. Shown under the RSVP settings on the submitter's status
// page, in staff's listing editor and on /owner; each passes its procedure's answer and whose side it is
// (the server checks who may see it). The door's check-in and the message to everyone going
// load on their buttons (check-in-desk.tsx, rsvp-message-form.tsx).
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
import { secondaryButton } from "@web/components/ui/button-styles";
import type { OrganizerVia } from "./organizer-via";

const CheckInDesk = lazy(() => import("./check-in-desk"));
const RsvpMessageForm = lazy(() => import("./rsvp-message-form"));

interface Props {
  list: { zone: string; occurrences: readonly OrganizerOccurrence[] };
  via: OrganizerVia;
}

export function OrganizerList({ list, via }: Props) {
  // The tool open under the list, if any: the door's check-in or the message to everyone going.
  const [tool, setTool] = useState<string | null>(null);
  const door = tool === m.openDoor;
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
                  <CheckInDesk occurrence={occurrence} via={via}>
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
              onClick={() => void import("./organizer-csv-download").then((csv) => csv.download(list.occurrences))}
            >
              {m.downloadCsv}
            </button>
            {[m.openDoor, m.messageHeading].map((name) => (
              <button
                key={name}
                type="button"
                className={secondaryButton}
                aria-expanded={tool === name}
                onClick={() => setTool(tool === name ? null : name)}
              >
                {name}
              </button>
            ))}
          </div>
          {tool === m.messageHeading && (
            <Suspense>
              <RsvpMessageForm occurrences={list.occurrences} via={via} />
            </Suspense>
          )}
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
