// Which routes are pages for one person (admin, login, private links) rather than public content; Web
// Vitals report on public routes only. Apart from shared/routes.ts, which the entry carries, so only the
// modules that ask (the reporter, the beacon's schema) load it.
import { ROUTES, type RouteId } from "../routes";

export const isPrivateRoute = (id: RouteId): boolean => "private" in ROUTES[id];
