// Limits of the listings inputs, free of zod so the browser bundle can clamp URLs to them.
export const SEARCH_QUERY_MAX = 100;
export const CITY_NAME_MAX = 80;
/** A detail path's city slug and listing slug. */
export const CITY_SLUG_MAX = 80;
export const LISTING_SLUG_MAX = 200;
