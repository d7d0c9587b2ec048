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
    );

/** A neighbourhood slug of the listing's city; "" is none. */
const areaSlug = z
  .string(says(() => validationMessages.area))
  .refine(
    (slug) => slug === "" || isAreaSlug(slug),
    says(() => validationMessages.area),
  )
  .transform((slug) => slug || null);

const orNone = <T>(value: T | null | undefined) => value ?? null;

export const placeFields = {
  /** A neighbourhood slug of the listing's city, or none. */
  area: areaSlug.nullish().transform(orNone),
  lat: degrees(90).nullish().transform(orNone),
  lon: degrees(180).nullish().transform(orNone),
};

/** A point is both coordinates or neither. */
export const pointComplete = (data: { lat: number | null; lon: number | null }) => (data.lat === null) === (data.lon === null);

/**
 * The place of an edit (the owner's form, the staff editor): the three fields travel together, and an
 * edit that sends none of them keeps the listing where it stands (worker/features/listings/listing-place.ts).
 */
export const placeEditFields = {
  area: areaSlug.nullable().optional(),
  lat: degrees(90).nullable().optional(),
  lon: degrees(180).nullable().optional(),
};

/** An edit's point is both coordinates or neither (a field left out counts as none). */
export const editedPointComplete = (data: { lat?: number | null; lon?: number | null }) =>
  pointComplete({ lat: data.lat ?? null, lon: data.lon ?? null });
