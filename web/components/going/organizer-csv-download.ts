// "Download CSV" on the organizer's list: the file is built when tapped (this module and the CSV's load
// then, so the status page's own code stays within its budget).
import type { OrganizerOccurrence } from "@shared/going/organizer-list";
import { organizerCsv } from "@shared/going/organizer-csv";
import { saveFile } from "@web/lib/save-file";

// A byte-order mark so spreadsheet programs read the names' accents as UTF-8.
const UTF8_BOM = "\uFEFF";

export function download(occurrences: readonly OrganizerOccurrence[]) {
  saveFile("rsvps.csv", UTF8_BOM + organizerCsv(occurrences), "text/csv;charset=utf-8");
}
