// The visitor's city as the edge sees it: the my-city cookie (shared/places/my-city-cookie.ts), validated
// against the header's city list. Hostile or stale values read as "not chosen".
import { parseMyCity } from "@shared/places/my-city-schema";
import { MY_CITY_COOKIE } from "@shared/places/my-city-cookie";

export function requestMyCity(request: Request): string | null {
  const cookies = request.headers.get("Cookie");
  if (!cookies) return null;
  for (const pair of cookies.split(";")) {
    const [name, ...value] = pair.trim().split("=");
    if (name === MY_CITY_COOKIE) return parseMyCity(value.join("="));
  }
  return null;
}
