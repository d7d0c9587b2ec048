// The rules every listing's reviews follow (/reviews/how-it-works), which is also the reviewer's own page:
// their e-mailed link carries its token in the fragment (#…), which browsers never send, so it reaches no
// server log, cache key or Referer, and the public page stays one cached page for everyone.
import { ROUTE_PATTERNS } from "../routing/routes";

export const reviewManagePath = (token: string) => `${ROUTE_PATTERNS.reviews}#${token}`;
