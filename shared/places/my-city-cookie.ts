// "My city": the city a visitor chose in the header (or that geolocation found), kept in a cookie so
// the edge renders their home page and lists for it (no account). Only names here: the browser writes
// the cookie with them and must not load the city list or zod to do it (the home page's JS budget).
// The edge validates the value (shared/places/my-city-schema.ts).

/** The cookie that remembers my city (its English name, as paths and queries use it). */
export const MY_CITY_COOKIE = "lh_city";

/** `?city=all` on a list page: every city, even when my city is set (the "All cities" button). */
export const ALL_CITIES_PARAM = "all";
