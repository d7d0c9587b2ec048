// Atom 1.0 (RFC 4287) documents of new listings, written by the `feed` library (dates and the required
// elements are its job). Entry titles and summaries are not left to it: it writes them as `type="html"`
// CDATA and splits only the first "]]>", so a listing's text could close the section and forge entries,
// and a reader would run its markup. We hand it the text already escaped as HTML (no "<", ">" or "&" of
// its own left, so nothing can end the CDATA) and without the characters XML cannot carry.
import { Feed } from "feed";
import { listingType } from "@shared/listings/listing-type-registry";
import { detailPath } from "@shared/routing/paths";
import { citySlug } from "@shared/places/slug";
import type { FeedListing } from "./feed-queries";
import { activeLocale, pathInLocale } from "@shared/i18n/active-locale";
import { escapeMarkup } from "@shared/forms/escape-markup";
import { LOCALE_TAGS } from "@shared/i18n/locales";
import { withoutXmlInvalid } from "@shared/forms/xml-text";

/** Plain text as the content of a `type="html"` element: shown as written, never as markup. */
const asHtmlText = (text: string) => escapeMarkup(withoutXmlInvalid(text));

export interface AtomFeed {
  title: string;
  description: string;
  /** The feed's own absolute URL (its id and rel="self"). */
  selfUrl: string;
  /** The page it follows (rel="alternate"). */
  pageUrl: string;
  origin: string;
  entries: readonly FeedListing[];
}

export function atomXml(atom: AtomFeed): string {
  const updated = atom.entries.reduce((latest, entry) => (entry.updated_at > latest ? entry.updated_at : latest), "1970-01-01T00:00:00.000Z");
  const feed = new Feed({
    id: atom.selfUrl,
    title: atom.title,
    description: atom.description,
    link: atom.pageUrl,
    language: LOCALE_TAGS[activeLocale()],
    updated: new Date(updated),
    generator: "Local Hype",
    copyright: `© Local Hype`,
    feedLinks: { atom: atom.selfUrl },
    author: { name: "Local Hype", link: atom.origin },
  });
  for (const entry of atom.entries) {
    const url = `${atom.origin}${pathInLocale(detailPath(entry))}`;
    feed.addItem({
      id: url,
      title: asHtmlText(entry.title),
      link: url,
      description: asHtmlText(entry.description),
      date: new Date(entry.updated_at),
      published: new Date(entry.published_at ?? entry.updated_at),
      // Atom requires a term; the label is what readers show.
      category: [
        { term: entry.type, name: listingType(entry.type).label },
        { term: citySlug(entry.city), name: entry.city },
      ],
    });
  }
  return feed.atom1();
}
