// The path segments under /best-coffee-shops that are pages of their own (the nomination form), so no
// city may take them as its slug: read from the route table, not spelled here.
import { STATIC_ROUTES } from "@shared/routing/routes";
import { pagePaths } from "@shared/routing/paths";

const prefix = `${pagePaths.coffeeLanding}/`;

export const PATTERN_SEGMENTS_RESERVED: ReadonlySet<string> = new Set(
  Object.values(STATIC_ROUTES)
    .map((route) => route.pattern as string)
    .filter((pattern) => pattern.startsWith(prefix) && !pattern.slice(prefix.length).includes(":"))
    .map((pattern) => pattern.slice(prefix.length).split("/")[0]!),
);
