// The weekly digest's subscriber settings: the preferences page's input (city, language, pause) and the
// reasons a digest is paused. One schema for the page and `newsletter.preferences`.
import "../forms/zod-setup";
import { z } from "zod";
import { resolveCity } from "../places/city-provinces";
import { isKnownCity, knownCityField } from "../places/known-city-schema";
import { LOCALES } from "../i18n/locales";
import { linkTokenField } from "../email/link-token-schema";

/** "subscriber": paused from the preferences page; "bounced": a digest could not be delivered after retries. */
export const DIGEST_PAUSES = ["subscriber", "bounced"] as const;

/** A city name spelled loosely (a city page's parameter) as a digest city, or null (every city) when it is not one. */
export function digestCityOf(name: string): string | null {
  const city = resolveCity(name)?.city;
  return isKnownCity(city) ? city : null;
}

/** A digest city: one of the product's cities, or null for every city. */
export const digestCityField = knownCityField.nullable();

/** The signed link's parameters (the same signature as the unsubscribe link). */
export const newsletterLinkInput = z.strictObject({
  s: z.coerce.number().int().positive(),
  t: linkTokenField,
});

export const newsletterPreferencesInput = newsletterLinkInput.extend({
  city: digestCityField,
  language: z.enum(LOCALES),
  paused: z.boolean(),
});

/** The admin's digest preview and test send: any city (null: every city) in either language. */
export const digestPreviewInput = z.strictObject({ city: digestCityField, language: z.enum(LOCALES) });
