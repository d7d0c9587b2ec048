// A city's neighbourhoods as a list answer offers them (the ?area= select): slug and name in the
// request's language, in alphabetical order of that name. The server builds it; the outlines stay here.
import { activeLocale } from "../../i18n/active-locale";
import { neighbourhoodsOf } from "./area-of-point";

export interface AreaChoice {
  slug: string;
  name: string;
}

export function areaChoices(city: string): AreaChoice[] {
  const locale = activeLocale();
  return neighbourhoodsOf(city)
    .map((area) => ({ slug: area.slug, name: locale === "fr" ? (area.fr ?? area.en) : area.en }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
