// Turns PageMeta into the <head> tags both sides render: the Worker as HTML, the app as React elements.
import { activeLocale } from "../i18n/active-locale";
import { FEED_MEDIA_TYPES } from "../feeds/feeds";
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, localizedPath, pathWithoutLocale, type Locale } from "../i18n/locales";
import { brandName } from "./brand";
import type { PageMeta } from "./page-meta";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from "./share-image";

export type HeadTag =
  | { tag: "meta"; attrs: { name: string; content: string } }
  | { tag: "meta"; attrs: { property: string; content: string } }
  | { tag: "link"; attrs: { rel: string; href: string; type?: string; title?: string; hreflang?: string } };

/** A page's twin in a language (or x-default). */
export type AlternateLink = { tag: "link"; attrs: { rel: "alternate"; hreflang: string; href: string } };

/** og:locale values, e.g. "fr_CA". */
const ogLocale = (locale: Locale) => LOCALE_TAGS[locale].replace("-", "_");

/**
 * The page in every language, `x-default` being the English (the spec's) page: the same set on each
 * language's page, so the alternates are reciprocal. `path` is the page's path in any language.
 */
export function alternateLinks(origin: string, path: string): AlternateLink[] {
  const queryAt = path.indexOf("?");
  const pathname = queryAt < 0 ? path : path.slice(0, queryAt);
  const specPath = `${pathWithoutLocale(pathname)}${queryAt < 0 ? "" : path.slice(queryAt)}`;
  const href = (locale: Locale) => `${origin}${localizedPath(specPath, locale)}`;
  return [
    ...LOCALES.map((locale): AlternateLink => ({ tag: "link", attrs: { rel: "alternate", hreflang: LOCALE_TAGS[locale], href: href(locale) } })),
    { tag: "link", attrs: { rel: "alternate", hreflang: "x-default", href: href(DEFAULT_LOCALE) } },
  ];
}

/**
 * `contentVersion` is the content the page was rendered from: its share image's URL names it, so link
 * previews fetch a new image once the content changes.
 */
export function headTags(meta: PageMeta, origin: string, contentVersion: number): HeadTag[] {
  const url = `${origin}${meta.canonicalPath}`;
  const image = `${origin}${shareImagePath(meta.canonicalPath, contentVersion)}`;
  const tags: HeadTag[] = [
    { tag: "meta", attrs: { name: "description", content: meta.description } },
    { tag: "meta", attrs: { name: "keywords", content: meta.keywords.join(", ") } },
    { tag: "link", attrs: { rel: "canonical", href: url } },
    { tag: "meta", attrs: { property: "og:title", content: meta.title } },
    { tag: "meta", attrs: { property: "og:description", content: meta.description } },
    { tag: "meta", attrs: { property: "og:type", content: meta.ogType } },
    { tag: "meta", attrs: { property: "og:url", content: url } },
    { tag: "meta", attrs: { property: "og:site_name", content: brandName() } },
    { tag: "meta", attrs: { property: "og:locale", content: ogLocale(activeLocale()) } },
    ...LOCALES.filter((locale) => locale !== activeLocale()).map((locale): HeadTag => ({
      tag: "meta",
      attrs: { property: "og:locale:alternate", content: ogLocale(locale) },
    })),
    { tag: "meta", attrs: { property: "og:image", content: image } },
    { tag: "meta", attrs: { property: "og:image:type", content: "image/png" } },
    { tag: "meta", attrs: { property: "og:image:width", content: String(SHARE_IMAGE_WIDTH) } },
    { tag: "meta", attrs: { property: "og:image:height", content: String(SHARE_IMAGE_HEIGHT) } },
    { tag: "meta", attrs: { property: "og:image:alt", content: meta.title } },
    { tag: "meta", attrs: { name: "twitter:card", content: "summary_large_image" } },
    { tag: "meta", attrs: { name: "twitter:title", content: meta.title } },
    { tag: "meta", attrs: { name: "twitter:description", content: meta.description } },
    { tag: "meta", attrs: { name: "twitter:image", content: image } },
    { tag: "meta", attrs: { name: "twitter:image:alt", content: meta.title } },
  ];
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
  tags.push(...alternateLinks(origin, meta.canonicalPath));
  return tags;
}
