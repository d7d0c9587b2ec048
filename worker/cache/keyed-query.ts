// The part of a page's query the page cache keys on. A ?category= the page would ignore (not one of the
// 16 slugs, or on a list other than the shop list: web/pages/list/first-view.ts) renders the same page as
// none, so it is left out of the key: junk values cannot fill the cache with copies of one page.
import { isCategorySlug } from "@shared/catalogue/business-categories";
import { pathWithoutLocale } from "@shared/rules/locales";
import { listPath } from "@shared/rules/paths";

/** The query's parameters sorted by name (order never makes another page), without an ignored category. */
export function keyedQuery(url: URL): string {
  if (url.search.length <= 1) return "";
  const shopList = pathWithoutLocale(url.pathname) === listPath("shop");
  const kept = [...url.searchParams].filter(([name, value]) => name !== "category" || (shopList && isCategorySlug(value)));
  return new URLSearchParams(kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
}
