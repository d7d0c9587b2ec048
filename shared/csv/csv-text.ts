// The one way files here are written as CSV (RFC 4180): every field quoted, quotes doubled, lines ending
// in CRLF. A text field that a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an
// apostrophe, since names and answers come from anyone.
const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: string | number): string {
  const text = typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : String(value);
  return `"${text.replaceAll('"', '""')}"`;
}

/** A header row then one line per row. */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [header, ...rows].map((row) => `${row.map(field).join(",")}\r\n`).join("");
}
