// docs/PERFORMANCE.md as the benches see it: sections between `<!-- name:start -->` and
// `<!-- name:end -->` markers are rewritten by `npm run bench`; everything outside the markers is
// written by people and kept as is. Before a section is rewritten, its tables are read back so every
// new figure can be shown next to the previous one ("p50 84 ms (was 97 ms)") and a regression is
// visible in the diff and in the doc itself.
import { readFile, writeFile } from "node:fs/promises";
import { cpus, loadavg, totalmem } from "node:os";

export const REPORT = new URL("../../docs/PERFORMANCE.md", import.meta.url);

const EMPTY = "# Performance\n\nMeasured figures, each section written by the script that measures it.\n";

const markers = (name) => [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];

export async function readReport() {
  try {
    return await readFile(REPORT, "utf8");
  } catch {
    return EMPTY;
  }
}

/** The text between a section's markers, or null when the doc has no such section yet. */
export function sectionOf(text, name) {
  const [start, end] = markers(name);
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  return from >= 0 && to > from ? text.slice(from + start.length, to) : null;
}

/** Replaces a section's body; a section the doc lacks is appended at the end. */
export function replaceSection(text, name, body) {
  const [start, end] = markers(name);
  const block = `${start}\n${body.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  return from >= 0 && to > from ? text.slice(0, from) + block + text.slice(to + end.length) : `${text.trimEnd()}\n\n${block}\n`;
}

/**
 * Writes one section into the current file. Each bench writes as soon as it has its figures, so a
 * later failure does not throw away what was measured.
 */
export async function writeSection(name, body) {
  await writeFile(REPORT, replaceSection(await readReport(), name, body));
}

const WAS = /\s*\((?:was [^()]*(?:\([^()]*\)[^()]*)*|=)\)\s*$/;

/** A cell as it was measured, without the comparison the previous run added to it. */
const measured = (cell) => cell.replace(WAS, "").trim();

const cellsOf = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());

/**
 * The figures of a section as the previous run wrote them: for every table row, keyed by its first
 * `keyColumns` cells joined with " / ", the value under each column header. Also the section's
 * "Measured <date>" so the doc can say which run it compares against.
 */
export function previousFigures(sectionText, keyColumns = 1) {
  const rows = new Map();
  if (!sectionText) return { measuredAt: null, rows };
  const measuredAt = /Measured (\d{4}-\d\d-\d\dT[\d:]+Z)/.exec(sectionText)?.[1] ?? null;
  let headers = null;
  for (const line of sectionText.split("\n")) {
    if (!line.trim().startsWith("|")) {
      headers = null;
      continue;
    }
    const cells = cellsOf(line);
    if (!headers) {
      headers = cells;
      continue;
    }
    if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
    const key = cells.slice(0, keyColumns).join(" / ");
    const values = new Map(rows.get(key) ?? []);
    headers.forEach((header, i) => {
      if (i >= keyColumns && cells[i] !== undefined) values.set(header, measured(cells[i]));
    });
    rows.set(key, values);
  }
  return { measuredAt, rows };
}

/** Looks one previous figure up; headers may have been renamed, so several names can be tried. */
export function previousValue(previous, key, ...headers) {
  const row = previous.rows.get(key);
  if (!row) return undefined;
  for (const header of headers) if (row.has(header)) return row.get(header);
  return undefined;
}

/** A new figure with the previous one beside it: "84 ms (was 97 ms)", "100 (=)", or just "84 ms". */
export function withPrevious(text, was) {
  if (was === undefined || was === null || was === "" || was === "–") return text;
  return was === text ? `${text} (=)` : `${text} (was ${was})`;
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A timestamp a reader can compare across runs: UTC, to the second. */
export const stamp = (date = new Date()) => date.toISOString().replace(/\.\d+Z$/, "Z");

/**
 * The machine line every section carries. The load average matters on these shared 2-core machines:
 * other sessions' builds and tests slow every figure down, and the reader must be able to tell.
 */
export function machine() {
  const cores = cpus();
  const [one] = loadavg();
  return (
    `${cores.length} × ${cores[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, ` +
    `Node ${process.version}, load average ${one.toFixed(1)} when the section started ` +
    "(the machine is shared: other sessions' builds and tests may have been running)"
  );
}

/** "1,234" in the doc's locale, so thousands are readable. */
export const count = (n) => Math.round(n).toLocaleString("en-CA");
