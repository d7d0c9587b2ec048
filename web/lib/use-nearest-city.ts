// The visitor's nearest city (spec section 4). Toronto until the browser supplies coordinates.
// The location is read at load only when the visitor already allowed it; otherwise we ask only when
// they press "Use my location" (no permission prompt on page load). The asking itself loads on use
// (./locate-nearest-city.ts).
import { useCallback, useEffect, useRef, useState } from "react";
import { homeMessages } from "@shared/home/home-texts";
import { DEFAULT_CITY } from "@shared/places/default-city";
import { useHydrated } from "@web/lib/use-hydrated";
import type { Located } from "./locate-nearest-city";

/** `onLocated` hears the nearest city once coordinates arrive, and whether the visitor pressed the button. */
export function useNearestCity(onLocated: (city: string, asked: boolean) => void) {
  const [state, setState] = useState<Located>({ city: DEFAULT_CITY, error: null, located: false });
  const heard = useRef(onLocated);
  useEffect(() => {
    heard.current = onLocated;
  });

  const find = useCallback((asked: boolean) => {
    if (!("geolocation" in navigator)) {
      setState({ city: DEFAULT_CITY, error: homeMessages.geolocationUnsupported, located: false });
      return;
    }
    void import("./locate-nearest-city").then(({ locateNearestCity }) =>
      locateNearestCity((result) => {
        setState(result);
        if (result.located) heard.current(result.city, asked);
      }),
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
        if (!cancelled && status.state === "granted") find(false);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [find]);

  return { ...state, error: state.error ?? (unsupported ? homeMessages.geolocationUnsupported : null), locate: () => find(true) };
}
