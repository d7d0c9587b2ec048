// Where a submitted listing stands, as the form sends it: a neighbourhood of its city (a slug) and an
// optional point. The form and the server share these fields; the server alone checks them against the
// city's neighbourhoods and box (worker/features/listings/listing-place.ts), whose outlines never reach
// the browser.
import "../forms/zod-setup";
import { z } from "zod";
import { says } from "../forms/error-text-schema";
import { validationMessages } from "../forms/validation-texts";
import { isAreaSlug } from "./neighbourhoods/area-param";

const degrees = (max: number) =>
  z
    .number(says(() => validationMessages.point))
    .min(
      -max,
      says(() => validationMessages.point),
    )
    .max(
      max,
      says(() => validationMessages.point),
    )
    .nullish()
    .transform((value) => value ?? null);

export const placeFields = {
  /** A neighbourhood slug of the listing's city, or none. */
  area: z
    .string(says(() => validationMessages.area))
    .refine(
      (slug) => slug === "" || isAreaSlug(slug),
      says(() => validationMessages.area),
    )
    .nullish()
    .transform((slug) => slug || null),
  lat: degrees(90),
  lon: degrees(180),
};

/** A point is both coordinates or neither. */
export const pointComplete = (data: { lat: number | null; lon: number | null }) => (data.lat === null) === (data.lon === null);
