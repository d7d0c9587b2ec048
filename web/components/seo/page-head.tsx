// Renders a page's metadata in the browser (React 19 hoists these into <head>). The first view already
// has the same tags from the edge; rendering ours only after hydration keeps server HTML and hydration
// identical, and the edge's tags are removed in the same commit ours appear (never a page without
// a title).
import type { PageMeta } from "@shared/seo/page-meta";
import { headTags } from "@shared/seo/head-tags";
import { serializeJsonLd } from "@shared/seo/json-ld";
import { useLayoutEffect } from "react";
import { useHydrated } from "@web/lib/use-hydrated";

/** Once the app renders its own head tags, the edge's copies go. */
function useReplaceEdgeHead(active: boolean) {
  useLayoutEffect(() => {
    if (!active) return;
    for (const node of document.head.querySelectorAll("[data-edge-head]")) node.remove();
  }, [active]);
}

export function PageHead({ meta }: { meta: PageMeta }) {
  const hydrated = useHydrated();
  useReplaceEdgeHead(hydrated);
  if (!hydrated) return null;
  const origin = window.location.origin;
  return (
    <>
      <title>{meta.title}</title>
      {headTags(meta, origin).map((tag) =>
        tag.tag === "link" ? (
          <link key={`${tag.attrs.rel}`} {...tag.attrs} />
        ) : (
          <meta key={"name" in tag.attrs ? tag.attrs.name : tag.attrs.property} {...tag.attrs} />
        ),
      )}
      {meta.jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // Safe: serializeJsonLd escapes <, > and & so no text can leave the script element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </>
  );
}

/** Just a title, for pages that are not public content (not found, search, forms). */
export function PageTitle({ title }: { title: string }) {
  const hydrated = useHydrated();
  useReplaceEdgeHead(hydrated);
  return hydrated ? <title>{title}</title> : null;
}
