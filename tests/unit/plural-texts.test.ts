// ICU-style plurals in texts, chosen by Intl.PluralRules of the active locale: the rate-limit refusal
// says "1 minute" / "2 minutes" in each language without the caller passing any words.
import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "@shared/i18n/active-locale";
import { renderTextRef, textRef } from "@shared/i18n/text-ref";
import { format } from "@shared/i18n/messages";
import { adminMessages } from "@shared/admin/admin-texts";
import { apiMessages } from "@shared/api/api-texts";
import { DEFAULT_LOCALE, type Locale } from "@shared/i18n/locales";

function inLocale<T>(locale: Locale, work: () => T): T {
  setLocaleSource(() => locale);
  return work();
}

afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));

const refusal = (minutes: number) => renderTextRef(textRef(apiMessages, "tooManyAttempts", { minutes }));

describe("plural texts", () => {
  it("the rate-limit refusal counts minutes in English", () => {
    expect(inLocale("en", () => [1, 2, 15].map(refusal))).toEqual([
      "Too many attempts. Please try again in 1 minute.",
      "Too many attempts. Please try again in 2 minutes.",
      "Too many attempts. Please try again in 15 minutes.",
    ]);
  });

  it("and in French, whose rules differ (0 and 1 are singular)", () => {
    expect(inLocale("fr", () => [1, 2].map(refusal))).toEqual([
      "Trop de tentatives. Veuillez réessayer dans 1 minute.",
      "Trop de tentatives. Veuillez réessayer dans 2 minutes.",
    ]);
    const text = "{n, plural, one {# objet} other {# objets}}";
    expect(inLocale("fr", () => format(text, { n: 0 }))).toBe("0 objet");
    expect(inLocale("en", () => format(text, { n: 0 }))).toBe("0 objets");
  });

  it("the admin's bulk review toast counts submissions in both languages", () => {
    const counted = () => [1, 3].map((count) => format(adminMessages.bulkApproved, { count }));
    expect(inLocale("en", counted)).toEqual(["1 submission approved", "3 submissions approved"]);
    expect(inLocale("fr", counted)).toEqual(["1 proposition approuvée", "3 propositions approuvées"]);
  });

  it("takes an exact =n branch first, keeps other placeholders, and leaves a plural without its number as written", () => {
    const text = "{name}: {n, plural, =0 {none} one {# vote} other {# votes}} in {city}";
    expect(format(text, { name: "Café", n: 0, city: "Toronto" })).toBe("Café: none in Toronto");
    expect(format(text, { name: "Café", n: 1, city: "Toronto" })).toBe("Café: 1 vote in Toronto");
    expect(format(text, { name: "Café", n: 3, city: "Toronto" })).toBe("Café: 3 votes in Toronto");
    expect(format(text, { name: "Café", city: "Toronto" })).toBe("Café: {n, plural, =0 {none} one {# vote} other {# votes}} in Toronto");
  });
});
