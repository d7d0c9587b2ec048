import { useLocation } from "react-router-dom";

// The key of the location this document was loaded at, and whether the visitor has left it. Sticky for
// the page's life: going back to the first entry still counts as having moved, because by then the
// edge's head tags have been replaced and that page must render its own again.
let firstKey: string | undefined;
let navigated = false;

/**
 * Records a location key and says whether the visitor has moved within the app. Idempotent and only
 * ever flips to true, so calling it while rendering is safe.
 */
function noteLocation(key: string): boolean {
  firstKey ??= key;
  if (key !== firstKey) navigated = true;
  return navigated;
}

/**
 * False on the document the edge rendered (and on the server), true once the visitor has moved
 * within the app. The first location is whichever the document opened at: React Router gives a fresh
 * load the key "default", but a reload of an entry the app pushed keeps that entry's own key, and
 * treating it as "moved" would render head tags the edge's HTML does not have (a hydration mismatch).
 */
export function useNavigatedInApp(): boolean {
  return noteLocation(useLocation().key);
}
