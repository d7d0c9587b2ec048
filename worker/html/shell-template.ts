// The app's index.html as every page fills it, cut once per isolate and language at the places a page
// writes into. A deploy replaces the static assets and the isolates together, so the shell read once
// is the shell of this build. HTMLRewriter still does the cutting (the markup is parsed as HTML, not
// searched as text); a page then only joins strings. Reading index.html through the assets service and
// rewriting it as a stream on every render cost about a millisecond of a cache miss's CPU locally.
import { CONTENT_VERSION_ATTRIBUTE, MY_CITY_ATTRIBUTE } from "@shared/ssr-contract";
import { LOCALE_TAGS, type Locale } from "@shared/i18n/locales";

/** What a page writes into the shell: its own texts already escaped where they are markup. */
export interface ShellFill {
  myCity: string | null;
  /** Public pages only (null for pages kept out of search engines, or when D1 cannot be read). */
  contentVersion: number | null;
  /** Plain text: escaped here as HTMLRewriter's text content is. */
  title: string;
  /** Markup appended to <head>. */
  head: string;
  /** The screen's markup, inside div#root ("" lets the browser render it). */
  root: string;
  /** Markup appended to <body>. */
  body: string;
}

export interface ShellTemplate {
  locale: Locale;
  /** The static markup around the slots, in the order of SLOTS (one more part than slots). */
  parts: readonly string[];
  /** The asset's headers a page starts from (each page copies them): not its validator nor its length, which name index.html. */
  headers: Headers;
}

const SLOTS = ["lang", "title", "head", "root", "body"] as const;
const LANG_MARK = "lh-slot";
const mark = (slot: (typeof SLOTS)[number]) => `<!--lh-slot:${slot}-->`;
const SLOT_PATTERN = new RegExp(`lang="${LANG_MARK}"|<!--lh-slot:(${SLOTS.join("|")})-->`, "g");
const DROPPED_HEADERS = ["etag", "content-length", "last-modified"] as const;

/** As lol-html escapes text content and double-quoted attribute values, so a filled page is byte for byte what rewriting gave. */
const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : "&gt;"));
const escapeAttribute = (value: string) => value.replace(/"/g, "&quot;");

/**
 * Cuts `shell` (index.html) for `locale`: its manifest in that language, the build's description
 * removed (each page writes its own), and a mark where each slot goes. Throws when a slot's element is
 * missing, which only a broken build can do.
 */
export async function cutShell(shell: Response, locale: Locale): Promise<ShellTemplate> {
  const headers = new Headers(shell.headers);
  for (const name of DROPPED_HEADERS) headers.delete(name);
  const marked = await new HTMLRewriter()
    .on("html", {
      element(el) {
        el.setAttribute("lang", LANG_MARK);
      },
    })
    .on("title", {
      element(el) {
        el.setInnerContent(mark("title"), { html: true });
        el.setAttribute("data-edge-head", "");
      },
    })
    // The app manifest in the page's language (web/public/manifest*.webmanifest).
    .on('link[rel="manifest"]', {
      element(el) {
        if (locale === "fr") el.setAttribute("href", "/manifest-fr.webmanifest");
      },
    })
    .on('meta[name="description"]', {
      element(el) {
        el.remove();
      },
    })
    .on("head", {
      element(el) {
        el.append(mark("head"), { html: true });
      },
    })
    .on("div#root", {
      element(el) {
        el.setInnerContent(mark("root"), { html: true });
      },
    })
    .on("body", {
      element(el) {
        el.append(mark("body"), { html: true });
      },
    })
    .transform(shell)
    .text();
  const found = [...marked.matchAll(SLOT_PATTERN)].map((match) => match[1] ?? "lang");
  if (found.join() !== SLOTS.join()) throw new Error(`index.html has the slots ${found.join() || "none"}, not ${SLOTS.join()}`);
  return { locale, parts: marked.split(SLOT_PATTERN).filter((_, i) => i % 2 === 0), headers };
}

/** The page: the template's parts with the page's own in its slots. */
export function fillShell({ locale, parts }: ShellTemplate, fill: ShellFill): string {
  let attributes = `lang="${LOCALE_TAGS[locale]}"`;
  // The browser starts from the same city the edge rendered with (no cookie parsing, no city list in its JS).
  if (fill.myCity) attributes += ` ${MY_CITY_ATTRIBUTE}="${escapeAttribute(fill.myCity)}"`;
  if (fill.contentVersion !== null) attributes += ` ${CONTENT_VERSION_ATTRIBUTE}="${fill.contentVersion}"`;
  const slots = [attributes, escapeText(fill.title), fill.head, fill.root, fill.body];
  return parts.reduce((page, part, i) => page + part + (slots[i] ?? ""), "");
}

/** Each assets binding's templates by language: one read of index.html per isolate and language. */
const cut = new WeakMap<Fetcher, Map<Locale, Promise<ShellTemplate>>>();

/**
 * The shell's template for `locale`, or null when the assets hold no index.html (a deploy without the
 * built app). A failed read is not kept: the next page asks again.
 */
export async function shellTemplate(assets: Fetcher, origin: string, locale: Locale): Promise<ShellTemplate | null> {
  let byLocale = cut.get(assets);
  if (!byLocale) cut.set(assets, (byLocale = new Map<Locale, Promise<ShellTemplate>>()));
  let template = byLocale.get(locale);
  if (!template) {
    template = assets.fetch(new URL("/", origin)).then(async (shell) => {
      if (shell.ok) return cutShell(shell, locale);
      // Only a deploy without the built app gets here: every page needs index.html.
      console.error(`The app's index.html is not among the static assets (${shell.status}): was the app built before deploying?`);
      await shell.body?.cancel();
      throw new MissingShell();
    });
    byLocale.set(locale, template);
  }
  try {
    return await template;
  } catch (error) {
    if (byLocale.get(locale) === template) byLocale.delete(locale);
    if (error instanceof MissingShell) return null;
    throw error;
  }
}

class MissingShell extends Error {}
