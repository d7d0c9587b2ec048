// The contract between the Worker and the web app's server-rendering entry (web/app/render-server.tsx).
// The Worker sees only these types, never the React code's types (which need the DOM library).
import type { DehydratedState } from "@tanstack/react-query";

/** Renders the screen for `url` from the first view's query state (the very state the page inlines). */
export type RenderAppHtml = (url: string, origin: string, state: DehydratedState) => Promise<string>;

/** The element holding the first view's dehydrated query state, as non-executable JSON. */
export const QUERY_STATE_ELEMENT_ID = "query-state";
