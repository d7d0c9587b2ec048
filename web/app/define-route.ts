// One page in one place: a route module (`export default { … } satisfies RouteModule`) holds its screen, first view, <head>, cache policy and sitemap
// entry (the edge's part is web/lib/route-module.ts). Where it is (its path, in both languages) is its
// line in shared/routing/routes.ts; web/app/route-modules.ts loads it lazily with its texts.
import type { ComponentType } from "react";
import type { RouteId } from "@shared/routing/routes";
import type { EdgeRoute } from "@web/lib/route-module";

export interface RouteModule extends EdgeRoute {
  /** The screen, given the matched route (every list route shares one module, as every detail route; none on the 404 page). */
  Screen: ComponentType<{ id?: RouteId }>;
}

/** A screen with no edge part: a page for one person, or the 404 page. Nothing cached, nothing queried. */
export const screenOnly = ({ default: Screen }: { default: ComponentType }): { default: RouteModule } => ({ default: { Screen, cache: "none" } });
