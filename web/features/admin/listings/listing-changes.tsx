// A listing's change trail in the editor: each admin change, newest first, with who made it, when, and
// every changed field as before → after.
import { format } from "@shared/i18n/messages";
import { curationMessages as m } from "@shared/listings/curation-texts";
import { formatTimestamp } from "@web/lib/dates";
import type { CurationDetail } from "@web/features/admin/ui/admin-types";
import { listingFieldLabels } from "./listing-field-labels";

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return m.emptyValue;
  if (Array.isArray(value)) return value.length === 0 ? m.emptyValue : value.join(", ");
  if (value === true) return m.yes;
  if (value === false) return m.no;
  return typeof value === "string" || typeof value === "number" ? String(value) : JSON.stringify(value);
}

export function ListingChanges({ changes }: { changes: CurationDetail["changes"] }) {
  if (changes.length === 0) return <p className="text-sm text-gray-700">{m.noChanges}</p>;
  // Read when rendered, in the page's language (never at module load).
  const labels: Readonly<Record<string, string>> = listingFieldLabels();
  return (
    <ol className="space-y-3 text-sm">
      {[...changes].reverse().map((entry) => (
        <li key={entry.id} className="rounded-lg border border-gray-200 p-3">
          <p className="font-semibold">
            {format(m.changeBy, { who: entry.editor_email ?? m.unknownEditor, date: formatTimestamp(entry.changed_at) })}
          </p>
          <ul className="mt-1 space-y-1 text-gray-800">
            {entry.changes.map((change) => (
              <li key={change.field} className="break-words">
                {format(m.changeLine, { field: labels[change.field] ?? change.field, before: shown(change.before), after: shown(change.after) })}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
