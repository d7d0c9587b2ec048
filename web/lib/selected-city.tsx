// The header's city selection, shared by the layout and the pages that filter by it.
import { createContext, use, useState, type ReactNode } from "react";
import { DEFAULT_CITY } from "@shared/places/default-city";

type SelectedCity = readonly [city: string, setCity: (city: string) => void];

const SelectedCityContext = createContext<SelectedCity | null>(null);

export function SelectedCityProvider({ children }: { children: ReactNode }) {
  const [city, setCity] = useState(DEFAULT_CITY);
  return <SelectedCityContext value={[city, setCity]}>{children}</SelectedCityContext>;
}

export function useSelectedCity(): SelectedCity {
  const value = use(SelectedCityContext);
  if (!value) throw new Error("useSelectedCity must be used inside SelectedCityProvider");
  return value;
}
