import { useLocation } from "react-router-dom";

// Sticky for the page's life: going back to the first entry still counts as having moved, because
// by then the edge's head tags have been replaced and that page must render its own again.
let navigated = false;

/**
 * Records a location key and says whether the visitor has moved within the app. Idempotent and only
 * ever flips to true, so calling it while rendering is safe.
 */
function noteLocation(key: string): boolean {
  if (key !== "default") navigated = true;
  return navigated;
}

/**
 * False on the document the edge rendered (and on the server), true once the visitor has moved
 * within the app. React Router gives the first history entry the key "default" and every later
 * navigation a fresh one.
 */
export function useNavigatedInApp(): boolean {
  return noteLocation(useLocation().key);
}
