// Type of "@web/app/render-server" as the Worker sees it (tsconfig paths point here; Vite bundles the
// real module). The implementation is checked against the same contract in web/. The first-view table
// is plain TypeScript without the DOM, so the Worker sees its real, router-typed declarations.
import type { RenderAppHtml, TextBundlesFor } from "@shared/ssr-contract";

export declare const renderAppHtml: RenderAppHtml;
export declare const textBundlesFor: TextBundlesFor;
// This file is the server-render entry as the Worker sees it; the entry re-exports this very table.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
export { FIRST_VIEWS } from "@web/app/first-views";
