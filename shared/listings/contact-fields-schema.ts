// A place's website, phone and address as the submit form and the admin listing editor take them: one
// rule for both, checked in the browser and again on the server. A website typed without its scheme
// ("example.com") is what people write, so it gains "https://" instead of being refused.
import "../forms/zod-setup";
import { z } from "zod";
import { validationMessages } from "../forms/validation-texts";
import { says, tooLong } from "../forms/error-text-schema";
import { singleLineText } from "../forms/plain-text-schema";
import { CONTACT_LIMITS } from "./submission-fields-schema";

/** A scheme at the start ("https:", "mailto:"): anything else is taken as a bare host name. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** "example.com/menu" → "https://example.com/menu"; empty → null; anything with a scheme is left as typed. */
export function normaliseWebsite(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  if (!trimmed) return null;
  return HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, "")}`;
}

/** An optional https website, normalised first; the message explains the rule in the active language. */
export const websiteField = z
  .string()
  .max(
    CONTACT_LIMITS.website,
    says(() => validationMessages.website),
  )
  .nullish()
  .transform(normaliseWebsite)
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, ...says(() => validationMessages.website) }).nullable());

/** Digits, spaces, "+", "(", ")", ".", "-" and an optional extension; 7 to 20 digits in all. */
const PHONE_PATTERN = /^\+?[\d\s().-]+(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;
const digitCount = (phone: string) => phone.replace(/(?:x|ext\.?)\s*\d+$/i, "").replace(/\D/g, "").length;

/** An optional phone number as people write it; empty → null. */
export const phoneField = z
  .string()
  .max(
    CONTACT_LIMITS.phone * 2,
    says(() => validationMessages.phone),
  )
  .nullish()
  .transform((value) => singleLineText(value ?? "").trim() || null)
  .refine(
    (phone) =>
      phone === null || (phone.length <= CONTACT_LIMITS.phone && PHONE_PATTERN.test(phone) && digitCount(phone) >= 7 && digitCount(phone) <= 20),
    says(() => validationMessages.phone),
  );

/** An optional one-line street address; empty → null. */
export const addressField = (label: () => string) =>
  z
    .string()
    .max(CONTACT_LIMITS.address * 2, tooLong(label, CONTACT_LIMITS.address))
    .nullish()
    .transform((value) => singleLineText(value ?? "").trim() || null)
    .pipe(z.string().max(CONTACT_LIMITS.address, tooLong(label, CONTACT_LIMITS.address)).nullable());
