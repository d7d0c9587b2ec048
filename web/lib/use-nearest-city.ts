// The visitor's nearest city (spec section 4). Toronto until the browser supplies coordinates.
// The location is read at load only when the visitor already allowed it; otherwise we ask only when
// they press "Use my location" (no permission prompt on page load).
import { useCallback, useEffect, useState } from "react";
import { activeLocale } from "@shared/i18n/active-locale";
import { homeMessages } from "@shared/messages/home";
import { DEFAULT_CITY } from "@shared/places/default-city";
import { DEFAULT_LOCALE } from "@shared/rules/locales";
import { useHydrated } from "@web/lib/use-hydrated";

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

interface NearestCity {
  city: string;
  /** The browser's message when locating failed, or the unsupported message (spec: "stored"). */
  error: string | null;
  /** True once coordinates were used. */
  located: boolean;
}

export function useNearestCity() {
  const [state, setState] = useState<NearestCity>({ city: DEFAULT_CITY, error: null, located: false });

  const locate = useCallback(() => {
    if (!("geolocation" in navigator)) {
      setState({ city: DEFAULT_CITY, error: homeMessages.geolocationUnsupported, located: false });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      // The city table loads only when there are coordinates to compare (not on every home view).
      ({ coords }) =>
        void import("@shared/rules/nearest-city").then(({ nearestCity }) =>
          setState({ city: nearestCity({ lat: coords.latitude, lon: coords.longitude }), error: null, located: true }),
        ),
      (error) => setState({ city: DEFAULT_CITY, error: failureReason(error), located: false }),
      { maximumAge: 10 * 60 * 1000, timeout: 10_000 },
    );
  }, []);

  // Known only in the browser: after hydration, so the server's HTML and the first client render agree.
  const unsupported = useHydrated() && !("geolocation" in navigator);

  useEffect(() => {
    if (!("geolocation" in navigator)) return;
    let cancelled = false;
    navigator.permissions
      ?.query({ name: "geolocation" })
      .then((status) => {
        if (!cancelled && status.state === "granted") locate();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [locate]);

  return { ...state, error: state.error ?? (unsupported ? homeMessages.geolocationUnsupported : null), locate };
}
