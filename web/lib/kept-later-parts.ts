// The server's copy of each later part's HTML (web/lib/hydrate-later.tsx), per language. A later part
// depends on the build and the page's language only (texts, paths, pictures: never data, the visitor or
// the date), so once one render has drawn it in a language, every later page in that language writes the
// same HTML in as it is instead of rendering it again: about half of home's server render (decision 0168).
// The browser never loads this module: its only users are the server's render and the server's branch
// of hydrateLater, which the client build leaves out.
import { activeLocale } from "@shared/i18n/active-locale";

/**
 * Who drew a part: its `hydrateLater` call's loader. A module evaluated again (the dev server after an
 * edit) makes a new one, so HTML kept from the old code is never written in for the new.
 */
type Owner = object;

const kept = new Map<string, { owner: Owner; html: string }>();
/** The parts rendered in full since they were last looked for: their HTML is kept after the render. */
const drawn = new Map<string, Owner>();

const keyOf = (id: string, locale: string) => `${locale}:${id}`;

/** The part's kept HTML in the request's language (its Suspense boundary, markers included), or undefined. */
export function keptLaterPart(id: string, owner: Owner): string | undefined {
  const entry = kept.get(keyOf(id, activeLocale()));
  if (entry?.owner === owner) return entry.html;
  drawn.set(id, owner);
  return undefined;
}

// React's markers of a Suspense boundary in server HTML: complete, pending, client-rendered; and its end.
const BOUNDARY_MARKER = /<!--(\$[?!]?|\/\$)-->/g;
const COMPLETE_BOUNDARY = "<!--$-->";
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;

/**
 * Keeps, from a page's HTML, the boundary of every part drawn in full: `<div id="{id}">` followed by a
 * complete boundary (a pending or client-rendered one is not the part's HTML). Text never holds these
 * markers: React escapes "<" in text and attributes.
 */
export function keepLaterParts(html: string): void {
  const locale = activeLocale();
  for (const [id, owner] of drawn) {
    const opening = `<div id="${id}">`;
    const at = html.indexOf(opening);
    if (at < 0) continue;
    const start = at + opening.length;
    const end = html.startsWith(COMPLETE_BOUNDARY, start) ? boundaryEnd(html, start) : null;
    const part = end === null ? null : html.slice(start, end);
    // A boundary within it that did not finish (an error, a part still loading) is not its HTML.
    if (part !== null && !hasUnfinishedBoundary(part)) kept.set(keyOf(id, locale), { owner, html: part });
  }
  drawn.clear();
}

/**
 * Whether server HTML holds a Suspense boundary that did not finish: pending, or client-rendered (what
 * `renderToString` writes where something suspended or failed).
 */
export const hasUnfinishedBoundary = (html: string) => UNFINISHED_BOUNDARY.test(html);

/** Where the Suspense boundary that opens at `start` ends (after its closing marker), or null. */
function boundaryEnd(html: string, start: number): number | null {
  BOUNDARY_MARKER.lastIndex = start;
  let depth = 0;
  for (let marker = BOUNDARY_MARKER.exec(html); marker; marker = BOUNDARY_MARKER.exec(html)) {
    depth += marker[1] === "/$" ? -1 : 1;
    if (depth === 0) return BOUNDARY_MARKER.lastIndex;
  }
  return null;
}
