// Paging of lists, city tabs and search results (beyond the spec, whose lists had no pages). People
// get a "Load more" button; crawlers and browsers without JavaScript follow plain ?page=N links.

/** Cards per page: a multiple of the grid's 1, 2 and 3 columns. */
export const PAGE_SIZE = 24;

/** Search counts matches up to this many, then says "1,000+ results". */
export const SEARCH_COUNT_CAP = 1000;

/**
 * An events date window counts its events up to this many, then says "50+": a count reads one index
 * entry per event, and past two pages the exact number tells a reader nothing the list does not.
 */
export const WINDOW_COUNT_CAP = 50;

/** A count read up to `cap` + 1 matches: at most `cap`, and whether there were more ("{n}+"). */
export function cappedCount(counted: number, cap: number) {
  return { total: Math.min(counted, cap), totalCapped: counted > cap };
}

/** The highest ?page=N served; past it a list is better searched than paged. */
export const PAGE_MAX = 1000;

/** The page a ?page= parameter asks for: a whole number from 1 to PAGE_MAX, else 1. */
export function pageParam(search: URLSearchParams): number {
  const raw = search.get("page");
  if (raw === null || !/^\d{1,4}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= PAGE_MAX ? page : 1;
}

/** The same URL asking for another page (page 1 drops the parameter). */
export function withPage(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const text = next.toString();
  return text ? `?${text}` : "";
}
