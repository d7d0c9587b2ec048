// A city the product knows (one of the provinces' cities), as a form or an input takes it: trimmed, and
// refused with "Please choose a city" in the visitor's language otherwise. The submit form, the map
// picker's look-up and the digest's settings take the same field.
import "../forms/zod-setup";
import { z } from "zod";
import { says } from "../forms/error-text-schema";
import { validationMessages } from "../forms/validation-texts";
import { allCities } from "./provinces";

const knownCities = new Set(allCities);

export const isKnownCity = (city: string | undefined): city is string => city !== undefined && knownCities.has(city);

export const knownCityField = z
  .string(says(() => validationMessages.city))
  .trim()
  .refine(
    (city) => knownCities.has(city),
    says(() => validationMessages.city),
  );
