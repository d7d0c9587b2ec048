import { useLocation } from "react-router-dom";

// Sticky for the page's life: going back to the first entry still counts as having moved, because
// by then the edge's head tags have been replaced and that page must render its own again.
let navigated = false;

/**
 * False on the document the edge rendered (and on the server), true once the visitor has moved
 * within the app. React Router gives the first history entry the key "default" and every later
 * navigation a fresh one.
 */
export function useNavigatedInApp(): boolean {
  const { key } = useLocation();
  if (key !== "default") navigated = true;
  return navigated;
}
