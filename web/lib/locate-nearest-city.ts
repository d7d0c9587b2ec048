// Asking the browser where the visitor is and finding the nearest city (spec section 4). Loaded only
// when a page asks (the "Use my location" button, or at load when the visitor already allowed it), so
// this code and the city table stay out of the home page's first load.
import { activeLocale } from "@shared/i18n/active-locale";
import { homeMessages } from "@shared/home/home-texts";
import { DEFAULT_CITY } from "@shared/places/default-city";
import { DEFAULT_LOCALE } from "@shared/i18n/locales";
import { nearestCity } from "@shared/places/nearest-city";

export interface Located {
  city: string;
  /** The browser's message when locating failed (spec: "stored"). */
  error: string | null;
  /** True once coordinates were used. */
  located: boolean;
}

/**
 * Why locating failed. English pages store the browser's own message (spec); the browser writes it in
 * its own language, so other pages say why in theirs.
 */
function failureReason(error: GeolocationPositionError): string {
  if (activeLocale() === DEFAULT_LOCALE) return error.message;
  if (error.code === error.PERMISSION_DENIED) return homeMessages.locationDenied;
  if (error.code === error.TIMEOUT) return homeMessages.locationTimeout;
  return homeMessages.locationFailed;
}

export function locateNearestCity(done: (result: Located) => void): void {
  navigator.geolocation.getCurrentPosition(
    ({ coords }) => done({ city: nearestCity({ lat: coords.latitude, lon: coords.longitude }), error: null, located: true }),
    (error) => done({ city: DEFAULT_CITY, error: failureReason(error), located: false }),
    { maximumAge: 10 * 60 * 1000, timeout: 10_000 },
  );
}
