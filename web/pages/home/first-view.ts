// The home page's first view: the featured and trending selections.
import type { FirstViewQueries } from "@web/lib/first-view";

export const homeFirstView = async (q: FirstViewQueries) => ({ home: await q.listings.home.fetch() });
