// The tags of PageHead (page-head.tsx), loaded with the metadata builders once the visitor moves within
// the app. The edge's tags are removed in the same commit these appear (never a page without a title).
import * as builders from "@shared/seo/page-meta";
import type { PageMeta } from "@shared/seo/page-meta";
import { headTags, type HeadTag } from "@shared/seo/head-tags";
import { serializeJsonLd } from "@shared/seo/json-ld";
import { CONTENT_VERSION_ATTRIBUTE } from "@shared/ssr-contract";
import type { MetaBuilders } from "@web/lib/route-module";
import { useReplaceEdgeHead } from "./page-head";

function linkAttributes({ hreflang, ...attrs }: Extract<HeadTag, { tag: "link" }>["attrs"]) {
  return hreflang === undefined ? attrs : { ...attrs, hrefLang: hreflang };
}

export default function HeadTagsView({ meta: build }: { meta: (builders: MetaBuilders) => PageMeta }) {
  useReplaceEdgeHead(true);
  const meta = build(builders);
  const origin = window.location.origin;
  // The content the edge rendered this visit from: the share image URL is the one the edge wrote.
  const contentVersion = Number(document.documentElement.getAttribute(CONTENT_VERSION_ATTRIBUTE) ?? 0);
  return (
    <>
      <title>{meta.title}</title>
      {headTags(meta, origin, contentVersion).map((tag) =>
        tag.tag === "link" ? (
          // React spells the attribute hrefLang.
          <link key={`${tag.attrs.rel} ${tag.attrs.hreflang ?? ""} ${tag.attrs.href}`} {...linkAttributes(tag.attrs)} />
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
