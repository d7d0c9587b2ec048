// Whole dollars are written without Intl (its first formatter costs the submit page's hydration a long
// task while ICU loads), so the edge and the browser write the same text. It must still read as Intl's.
import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "@shared/i18n/active-locale";
import { LOCALE_TAGS, type Locale } from "@shared/i18n/locales";
import { formatDollars } from "@web/lib/numbers";

const inLocale = (locale: Locale) => setLocaleSource(() => locale);
afterEach(() => inLocale("en"));

describe("formatDollars", () => {
  it("writes the promotion prices as the submit form shows them", () => {
    expect([39, 99].map(formatDollars)).toEqual(["$39", "$99"]);
    inLocale("fr");
    expect([39, 99].map(formatDollars)).toEqual(["39\u00a0$", "99\u00a0$"]);
  });

  it.each(["en", "fr"] as const)("reads as Intl's whole Canadian dollars in %s", (locale) => {
    inLocale(locale);
    const intl = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: "currency", currency: "CAD", maximumFractionDigits: 0 });
    for (const value of [0, 5, 39, 99, 100, 999, 1000, 1234, 12345, 123456, 1234567]) {
      expect(formatDollars(value), String(value)).toBe(intl.format(value));
    }
  });
});
