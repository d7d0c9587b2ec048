// A city's neighbourhoods as the page offers them (the ?area= select, the submit form's choice): slug
// and name in the active language, in alphabetical order of that name. Names only, so the submit form
// may load it; the list answers carry the same choices from the server.
import { activeLocale } from "../../i18n/active-locale";
import { NEIGHBOURHOOD_NAMES } from "./neighbourhood-names";

export interface AreaChoice {
  slug: string;
  name: string;
}

export function areaChoices(city: string): AreaChoice[] {
  const locale = activeLocale();
  return (NEIGHBOURHOOD_NAMES[city] ?? [])
    .map(([slug, en, fr]) => ({ slug, name: locale === "fr" ? (fr ?? en) : en }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
