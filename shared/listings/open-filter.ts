// The ?open=now filter of the shop and gem lists and the city page's Shops and Gems tabs, read from a
// page URL without zod (the pages' first views run in the browser's first load).

export const OPEN_NOW = "now";

/** The `open` filter a page URL asks for: { open: "now" } for ?open=now, else nothing. */
export function openParam(search: URLSearchParams): { open?: typeof OPEN_NOW } {
  return search.get("open") === OPEN_NOW ? { open: OPEN_NOW } : {};
}
