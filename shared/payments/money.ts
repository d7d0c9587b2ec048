// Amounts in cents as the page's language writes them, through Intl: "$99.00" / "99,00 $", and with the
// currency named, as Checkout and receipts show it: "$99.00 CAD" / "99,00 $ CAD".
import { formatterFor } from "../i18n/intl-format";

const cad = formatterFor((tag) => new Intl.NumberFormat(tag, { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol" }));

export function formatCents(cents: number): string {
  return cad().format(cents / 100);
}

export function formatCentsCad(cents: number): string {
  return `${formatCents(cents)} CAD`;
}

const percent = formatterFor((tag) => new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 3 }));

/** A tax rate given in percent, as the page's language writes it: "9.975%" / "9,975 %". */
export function formatPercent(value: number): string {
  return percent().format(value / 100);
}
