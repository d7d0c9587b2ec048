// A page's metadata in the browser (React 19 hoists the tags into <head>).
// The document the edge rendered already carries the page's tags (worker/html/), so on that first view
// PageHead renders nothing and the metadata builders (shared/seo/page-meta.ts, ~3 KB gzip) are never
// loaded; once the visitor moves within the app, each page loads them and renders its own tags,
// replacing the edge's (head-tags-view.tsx).
import { lazy, Suspense, useLayoutEffect } from "react";
import type { PageMeta } from "@shared/seo/page-meta";
import { ON_DEMAND_TEXTS } from "@web/app/screen-texts";
import type { MetaBuilders } from "@web/lib/route-module";
import { withTexts } from "@web/lib/texts";
import { useHydrated } from "@web/lib/use-hydrated";
import { useLocation } from "react-router-dom";

const HeadTagsView = lazy(() => withTexts(() => import("./head-tags-view"), ON_DEMAND_TEXTS.headTags));

export function PageHead({ meta }: { meta: (builders: MetaBuilders) => PageMeta }) {
  if (!useNavigatedInApp()) return null;
  return (
    <Suspense fallback={null}>
      <HeadTagsView meta={meta} />
    </Suspense>
  );
}

/** Once the app renders its own head tags, the edge's copies go. */
export function useReplaceEdgeHead(active: boolean) {
  useLayoutEffect(() => {
    if (!active) return;
    for (const node of document.head.querySelectorAll("[data-edge-head]")) node.remove();
  }, [active]);
}

/** Just a title, for pages that are not public content (not found, search, forms). */
export function PageTitle({ title }: { title: string }) {
  const hydrated = useHydrated();
  useReplaceEdgeHead(hydrated);
  return hydrated ? <title>{title}</title> : null;
}

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
function useNavigatedInApp(): boolean {
  return noteLocation(useLocation().key);
}
