// Type of "@web/app/render-server" as the Worker sees it (tsconfig paths point here; Vite bundles the
// real module). The implementation is checked against the same contract in web/. A route module's edge
// part is plain TypeScript without the DOM, so the Worker sees its real, router-typed shape.
import type { RenderAppHtml, TextBundlesFor } from "@shared/ssr-contract";
import type { RouteId } from "@shared/routing/routes";
// This file is the server-render entry as the Worker sees it; the entry hands out these very modules and types.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- this file is the entry as the Worker sees it
import type { EdgeRoute } from "@web/lib/route-module";

// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- as above: the route modules' shapes and derivations, DOM-free
export * from "@web/lib/route-module";

export declare const renderAppHtml: RenderAppHtml;
export declare const textBundlesFor: TextBundlesFor;
export declare const loadRoute: (id: RouteId) => Promise<EdgeRoute>;
