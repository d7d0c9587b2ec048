// Turns PageMeta into the <head> tags both sides render: the Worker as HTML, the app as React elements.
import { FEED_MEDIA_TYPES } from "../rules/feeds";
import { BRAND, type PageMeta } from "./page-meta";

export type HeadTag =
  | { tag: "meta"; attrs: { name: string; content: string } }
  | { tag: "meta"; attrs: { property: string; content: string } }
  | { tag: "link"; attrs: { rel: string; href: string; type?: string; title?: string } };

export function headTags(meta: PageMeta, origin: string): HeadTag[] {
  const url = `${origin}${meta.canonicalPath}`;
  const tags: HeadTag[] = [
    { tag: "meta", attrs: { name: "description", content: meta.description } },
    { tag: "meta", attrs: { name: "keywords", content: meta.keywords.join(", ") } },
    { tag: "link", attrs: { rel: "canonical", href: url } },
    { tag: "meta", attrs: { property: "og:title", content: meta.title } },
    { tag: "meta", attrs: { property: "og:description", content: meta.description } },
    { tag: "meta", attrs: { property: "og:type", content: meta.ogType } },
    { tag: "meta", attrs: { property: "og:url", content: url } },
    { tag: "meta", attrs: { property: "og:site_name", content: BRAND } },
    { tag: "meta", attrs: { property: "og:locale", content: "en_CA" } },
    { tag: "meta", attrs: { name: "twitter:card", content: meta.image ? "summary_large_image" : "summary" } },
    { tag: "meta", attrs: { name: "twitter:title", content: meta.title } },
    { tag: "meta", attrs: { name: "twitter:description", content: meta.description } },
  ];
  if (meta.image) {
    tags.push({ tag: "meta", attrs: { property: "og:image", content: meta.image } });
    tags.push({ tag: "meta", attrs: { name: "twitter:image", content: meta.image } });
  }
  if (meta.geo) {
    tags.push({ tag: "meta", attrs: { name: "geo.region", content: meta.geo.region } });
    tags.push({ tag: "meta", attrs: { name: "geo.placename", content: meta.geo.placename } });
    if (meta.geo.position) {
      tags.push({ tag: "meta", attrs: { name: "geo.position", content: meta.geo.position } });
      tags.push({ tag: "meta", attrs: { name: "ICBM", content: meta.geo.position.replace(";", ", ") } });
    }
  }
  for (const feed of meta.feeds ?? []) {
    tags.push({ tag: "link", attrs: { rel: "alternate", type: FEED_MEDIA_TYPES[feed.kind], title: feed.title, href: `${origin}${feed.path}` } });
  }
  return tags;
}
