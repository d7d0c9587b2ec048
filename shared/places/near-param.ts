// ?near=lat,lon&radius= on list pages (a shareable "near this place"), read from a page URL without zod
// (the pages' first views run in the browser's first load). Its limits are the near input's.

/** The radius a near list covers unless the link says otherwise: a long walk or a short ride. */
export const NEAR_RADIUS_DEFAULT_KM = 5;
/** The widest radius served: a city and its edges, not a province. */
export const NEAR_RADIUS_MAX_KM = 50;

export interface NearPoint {
  lat: number;
  lon: number;
  radius?: number;
}

/** The point and radius a page URL asks for, or null when ?near= is absent or not "lat,lon" in range. */
export function nearParam(search: URLSearchParams): NearPoint | null {
  const match = /^(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/.exec(search.get("near") ?? "");
  if (!match) return null;
  const [lat, lon] = [Number(match[1]), Number(match[2])];
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const radius = Number(search.get("radius"));
  return { lat, lon, ...(radius > 0 && radius <= NEAR_RADIUS_MAX_KM ? { radius } : {}) };
}

/** The address of the list of `type`'s listings near a point (a listing's "More near here"). */
export const nearSearch = (point: { lat: number; lon: number }) => `?near=${point.lat},${point.lon}`;
