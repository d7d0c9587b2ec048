// The visitor's nearest city (spec section 4). Toronto until the browser supplies coordinates.
// The location is read at load only when the visitor already allowed it; otherwise we ask only when
// they press "Use my location" (no permission prompt on page load).
import { useCallback, useEffect, useState } from "react";
import { DEFAULT_CITY } from "@shared/places/default-city";
import { useHydrated } from "@web/lib/use-hydrated";

export const GEOLOCATION_UNSUPPORTED = "Geolocation is not supported by your browser";

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
      setState({ city: DEFAULT_CITY, error: GEOLOCATION_UNSUPPORTED, located: false });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      // The city table loads only when there are coordinates to compare (not on every home view).
      ({ coords }) =>
        void import("@shared/rules/nearest-city").then(({ nearestCity }) =>
          setState({ city: nearestCity({ lat: coords.latitude, lon: coords.longitude }), error: null, located: true }),
        ),
      (error) => setState({ city: DEFAULT_CITY, error: error.message, located: false }),
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

  return { ...state, error: state.error ?? (unsupported ? GEOLOCATION_UNSUPPORTED : null), locate };
}
