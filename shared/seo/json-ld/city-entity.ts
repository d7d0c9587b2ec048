// A city page's City entity: its province and country, and its coordinates where we know them.
import type { JsonLd } from "../json-ld";
import { SCHEMA_ORG } from "./schema-org";

interface CityFacts {
  /** The city's and province's names in the page's language, and the country's. */
  city: string;
  province: string;
  country: string;
  url: string;
  /** "lat;lon" (geo.position), when known. */
  position?: string | undefined;
}

export function cityEntity({ city, province, country, url, position }: CityFacts): JsonLd {
  const [latitude, longitude] = position ? position.split(";").map(Number) : [];
  return {
    "@context": SCHEMA_ORG,
    "@type": "City",
    name: city,
    url,
    address: { "@type": "PostalAddress", addressLocality: city, addressRegion: province, addressCountry: country },
    containedInPlace: {
      "@type": "AdministrativeArea",
      name: province,
      containedInPlace: { "@type": "Country", name: country },
    },
    ...(latitude !== undefined && longitude !== undefined ? { geo: { "@type": "GeoCoordinates", latitude, longitude } } : {}),
  };
}
