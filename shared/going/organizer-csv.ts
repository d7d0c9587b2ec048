// The organizer's list as a CSV file, the table's rows and columns: a module of its own, loaded when the
// organizer downloads it (the status page's own code stays within its budget).
import { csvText } from "../csv/csv-text";
import { organizerColumns, rsvpStatusText, type OrganizerOccurrence } from "./organizer-list";

/** One row per RSVP with the table's columns as its header. */
export function organizerCsv(occurrences: readonly OrganizerOccurrence[]): string {
  const rows = occurrences.flatMap((occurrence) =>
    occurrence.rsvps.map((rsvp) => [
      occurrence.day,
      rsvp.name,
      rsvp.places,
      rsvpStatusText(rsvp),
      rsvp.rsvpAt,
      rsvp.answer ?? "",
      rsvp.checkedInAt ?? "",
    ]),
  );
  return csvText(organizerColumns(), rows);
}
