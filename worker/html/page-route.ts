// The app's route table with its route modules (through the server-render entry), resolved once per
// request: the page cache resolves a navigation's route and hands it to the renderer.
import { ROUTES, type RouteId } from "@shared/routing/routes";
import { loadRoute, routeResolver, type RouteSet } from "@web/app/render-server";

export const APP_ROUTES: RouteSet = { table: ROUTES, load: (id) => loadRoute(id as RouteId) };

export const pageRoute = routeResolver(APP_ROUTES);
