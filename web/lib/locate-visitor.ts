// "Near me": asks the browser for the visitor's position, only when they tap the button (loaded then,
// never with the page), and hands back the position rounded to about 100 m — the only form in which it
// leaves this function. It is never stored, put in an address or logged.
import { roundedPosition, type Point } from "@shared/places/point";

/** No position: `denied` says whether the visitor (or the browser) refused, rather than none being found. */
export class LocateFailure extends Error {
  constructor(readonly denied: boolean) {
    super(denied ? "Geolocation denied" : "Geolocation unavailable");
  }
}

export function locateVisitor(): Promise<Point> {
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) return reject(new LocateFailure(false));
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve(roundedPosition({ lat: coords.latitude, lon: coords.longitude })),
      (error) => reject(new LocateFailure(error.code === error.PERMISSION_DENIED)),
      { maximumAge: 5 * 60 * 1000, timeout: 10_000 },
    );
  });
}
