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
import { useNavigatedInApp } from "@web/lib/use-navigated";

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
