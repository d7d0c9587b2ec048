// What every schema.org entity of ours shares: the context, the page's language, a Canadian address.
import { activeLocale } from "../../i18n/active-locale";
import { placeName } from "../../places/place-names";
import { provinceCode } from "../../places/city-provinces";
import type { Province } from "../../places/place-types";
import { LOCALE_TAGS } from "../../i18n/locales";

export const SCHEMA_ORG = "https://schema.org";

/** schema.org's inLanguage: the language the page is written in. */
export const inLanguage = () => LOCALE_TAGS[activeLocale()];

/** A PostalAddress in a city of ours (street only when known). */
export function postalAddress(place: { address?: string | null | undefined; city: string; province: Province }) {
  return {
    "@type": "PostalAddress",
    ...(place.address ? { streetAddress: place.address } : {}),
    addressLocality: placeName(place.city),
    addressRegion: provinceCode(place.province),
    addressCountry: "CA",
  };
}
