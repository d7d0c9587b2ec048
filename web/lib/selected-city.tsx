// The header's city selection, shared by the layout and the pages that filter by it. Once chosen (in
// the header, or found by geolocation) it is "my city": remembered in a cookie so the edge renders the
// next visit for it (web/lib/remember-choice.ts); the page starts from the city the edge rendered with.
import { createContext, use, useState, type ReactNode } from "react";
import { DEFAULT_CITY } from "@shared/places/default-city";
import { MY_CITY_COOKIE } from "@shared/places/my-city-cookie";
import { rememberChoice } from "./remember-choice";

/** The city shown (my city, else Toronto), its setter, and my city itself (null until one is chosen). */
type SelectedCity = readonly [city: string, setCity: (city: string) => void, myCity: string | null];

const SelectedCityContext = createContext<SelectedCity | null>(null);

export function SelectedCityProvider({ initialCity, children }: { initialCity: string | null; children: ReactNode }) {
  const [myCity, setMyCity] = useState(initialCity);
  const choose = (city: string) => {
    rememberChoice(MY_CITY_COOKIE, city);
    setMyCity(city);
  };
  return <SelectedCityContext value={[myCity ?? DEFAULT_CITY, choose, myCity]}>{children}</SelectedCityContext>;
}

export function useSelectedCity(): SelectedCity {
  const value = use(SelectedCityContext);
  if (!value) throw new Error("useSelectedCity must be used inside SelectedCityProvider");
  return value;
}
