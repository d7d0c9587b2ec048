// Picking named fields out of a row, an input or a table's columns: how a field list declared once
// (SUBMITTED_FIELDS) is written, read and copied without naming each field again.

/** `from`'s fields named in `keys`, typed as exactly those. */
export function pick<T extends object, const K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
}
