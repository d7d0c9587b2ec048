// "Near me": asks the browser for the visitor's position, only when they tap the button (loaded then,
// never with the page), and hands back the position rounded to about 100 m — the only form in which it
// leaves this function. It is never stored, put in an address or logged.
import { listingMessages } from "@shared/listings/listing-texts";
import { roundedPosition, type Point } from "@shared/places/point";

/** The rounded position, or why there is none: the visitor (or the browser) refused, or none was found. */
export function locateVisitor(): Promise<Point | { failed: string }> {
  return new Promise((resolve) => {
    if (!("geolocation" in navigator)) return resolve({ failed: listingMessages.nearUnavailable });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve(roundedPosition({ lat: coords.latitude, lon: coords.longitude })),
      (error) => resolve({ failed: error.code === error.PERMISSION_DENIED ? listingMessages.nearDenied : listingMessages.nearUnavailable }),
      { maximumAge: 5 * 60 * 1000, timeout: 10_000 },
    );
  });
}
