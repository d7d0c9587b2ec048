// Numbers and prices in the page's language ("12,345" / "12 345", "$39" / "39 $").
import { formatterFor } from "@shared/i18n/intl-format";
import { activeLocale } from "@shared/i18n/active-locale";

const integer = formatterFor((tag) => new Intl.NumberFormat(tag));

/** A count with the page's grouping: "12,345" / "12 345". */
export function formatNumber(value: number): string {
  return integer().format(value);
}

/**
 * Whole Canadian dollars: "$39" / "39 $" (no-break spaces), as Intl writes them, but without it: the first
 * Intl formatter of a page loads ICU's data, a long task in the middle of the submit form's hydration
 * (decision 0167). tests/unit/dollars.test.ts holds it to Intl's output.
 */
export function formatDollars(value: number): string {
  const french = activeLocale() === "fr";
  const digits = String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, french ? "\u00a0" : ",");
  return french ? `${digits}\u00a0$` : `$${digits}`;
}
