// Renders a page's metadata on client-side navigation (React 19 hoists these into <head>). The first
// view already has the same tags from the edge; main.tsx removes those before the app renders.
import type { PageMeta } from "@shared/seo/page-meta";
import { headTags } from "@shared/seo/head-tags";
import { serializeJsonLd } from "@shared/seo/json-ld";

export function PageHead({ meta }: { meta: PageMeta }) {
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
