// The ?area= filter of list pages and city tabs (a neighbourhood slug), read from a page URL without
// zod (the pages' first views run in the browser's first load) and checked by the list inputs.
/** The longest neighbourhood slug accepted. */
const AREA_SLUG_MAX = 60;

const AREA_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const isAreaSlug = (value: string | null | undefined): value is string =>
  typeof value === "string" && value.length <= AREA_SLUG_MAX && AREA_SLUG.test(value);

/** The neighbourhood a page URL asks for (?area=), or nothing when absent or not a slug. */
export function areaParam(search: URLSearchParams): { area?: string } {
  const area = search.get("area");
  return isAreaSlug(area) ? { area } : {};
}
