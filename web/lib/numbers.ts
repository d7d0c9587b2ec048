// Numbers and prices in the page's language through Intl ("12,345" / "12 345", "$39" / "39 $").
import { formatterFor } from "@shared/i18n/intl-format";

const integer = formatterFor((tag) => new Intl.NumberFormat(tag));

/** A count with the page's grouping: "12,345" / "12 345". */
export function formatNumber(value: number): string {
  return integer().format(value);
}

const dollars = formatterFor((tag) => new Intl.NumberFormat(tag, { style: "currency", currency: "CAD", maximumFractionDigits: 0 }));

/** Whole Canadian dollars: "$39" / "39 $". */
export function formatDollars(value: number): string {
  return dollars().format(value);
}
