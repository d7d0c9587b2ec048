// The contract between the Worker and the web app's server-rendering entry (web/app/render-server.tsx).
// The Worker sees only these types, never the React code's types (which need the DOM library).
import type { DehydratedState } from "@tanstack/react-query";

/**
 * Renders the screen for `url` from the first view's query state (the very state the page inlines), for
 * my city (the edge's validated cookie, also written on <html data-city> for the browser) or none.
 */
export type RenderAppHtml = (url: string, origin: string, state: DehydratedState, myCity: string | null) => Promise<string>;

/** The <html> attribute naming my city (dataset key `city`) when the visitor chose one. */
export const MY_CITY_ATTRIBUTE = "data-city";

/**
 * The <html> attribute holding the content version the page was rendered from (dataset key
 * `contentVersion`): the app's own head tags name the same share image URL as the edge's.
 */
export const CONTENT_VERSION_ATTRIBUTE = "data-content-version";

/** The element holding the first view's dehydrated query state, as non-executable JSON. */
export const QUERY_STATE_ELEMENT_ID = "query-state";

/** The text bundles a page's screen reads (web/app/route-modules.ts), for the path in any language. */
export type TextBundlesFor = (pathname: string) => readonly string[];

/**
 * The element holding the page's texts, as non-executable JSON: the text modules of the bundles its
 * screen reads, in the page's language (`{ bundles, texts: { id: texts } }`), so the first view needs no
 * text file; moving to another screen fetches that screen's bundles (web/lib/text-loader.ts).
 */
export const PAGE_TEXTS_ELEMENT_ID = "page-texts";

export interface PageTexts {
  bundles: readonly string[];
  texts: Readonly<Record<string, object>>;
}
