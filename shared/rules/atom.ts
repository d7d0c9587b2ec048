// An Atom 1.0 feed (RFC 4287) of listings, e.g. "new events in Toronto". Feed readers poll it; the
// entries are the newest listings first.
import { escapeMarkup } from "./escape-markup";

export interface AtomEntry {
  /** A permanent, unique IRI: the listing's page URL. */
  id: string;
  title: string;
  /** The listing's page. */
  url: string;
  /** RFC 3339 date-time of publication. */
  published: string;
  updated: string;
  summary: string;
  category: string;
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle: string;
  /** The feed's own URL (rel="self"). */
  selfUrl: string;
  /** The page the feed follows (rel="alternate"). */
  pageUrl: string;
  author: string;
  /** When the newest entry changed; a fixed date when there are none. */
  updated: string;
  entries: readonly AtomEntry[];
}

/** Escaped, without the control characters XML 1.0 forbids (a submitted description could hold one). */
// eslint-disable-next-line no-control-regex
const text = (value: string) => escapeMarkup(value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ""));

export function buildAtom(feed: AtomFeed): string {
  const entries = feed.entries.map((entry) =>
    [
      "  <entry>",
      `    <id>${text(entry.id)}</id>`,
      `    <title>${text(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${text(entry.url)}"/>`,
      `    <published>${entry.published}</published>`,
      `    <updated>${entry.updated}</updated>`,
      `    <category term="${text(entry.category)}"/>`,
      `    <summary type="text">${text(entry.summary)}</summary>`,
      "  </entry>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-CA">',
    `  <id>${text(feed.id)}</id>`,
    `  <title>${text(feed.title)}</title>`,
    `  <subtitle>${text(feed.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${text(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${text(feed.pageUrl)}"/>`,
    `  <updated>${feed.updated}</updated>`,
    `  <author><name>${text(feed.author)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
