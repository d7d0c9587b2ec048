// Type of "@web/app/render-server" as the Worker sees it (tsconfig paths point here; Vite bundles the
// real module). The implementation is checked against the same contract in web/.
import type { RenderAppHtml } from "@shared/ssr-contract";

export declare const renderAppHtml: RenderAppHtml;
