// The contract between the Worker and the web app's server-rendering entry (web/app/render-server.tsx).
// The Worker sees only this type, never the React code's types (which need the DOM library).
import type { RouteDataEntry } from "./route-queries";

export type RenderAppHtml = (url: string, origin: string, routeData: readonly RouteDataEntry[]) => Promise<string>;
