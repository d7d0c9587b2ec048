// Renders a page's metadata in the browser (React 19 hoists these into <head>). The first view already
// has the same tags from the edge (main.tsx removes those at boot); rendering them only after hydration
// keeps server HTML and hydration identical.
import type { PageMeta } from "@shared/seo/page-meta";
import { headTags } from "@shared/seo/head-tags";
import { serializeJsonLd } from "@shared/seo/json-ld";
import { useHydrated } from "@web/lib/use-hydrated";

export function PageHead({ meta }: { meta: PageMeta }) {
  const hydrated = useHydrated();
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
  return hydrated ? <title>{title}</title> : null;
}
