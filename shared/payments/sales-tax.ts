// The sales tax included in a tax-included price (decision 0082), for the province of the listing bought:
// GST alone, HST, or GST + QST. Each rate carries the day it took effect, so a receipt uses the rate in
// force on the payment's date (Nova Scotia's HST went from 15 % to 14 % on 2025-04-01).
import type { Province } from "../places/place-types";

export type TaxKind = "GST" | "HST" | "QST";

/** A rate in force from `from` (yyyy-mm-dd, the province's local date) until the next one in its list. */
interface DatedRate {
  from: string;
  /** Percent, e.g. 9.975. */
  percent: number;
}

/** The taxes of one province, each with its dated rates, oldest first. */
type ProvinceTaxes = Partial<Record<TaxKind, readonly DatedRate[]>>;

const GST: readonly DatedRate[] = [{ from: "2008-01-01", percent: 5 }];
const hst = (...rates: DatedRate[]): ProvinceTaxes => ({ HST: rates });

const SALES_TAXES: Record<Province, ProvinceTaxes> = {
  Alberta: { GST },
  "British Columbia": { GST },
  Manitoba: { GST },
  Saskatchewan: { GST },
  Yukon: { GST },
  "Northwest Territories": { GST },
  Nunavut: { GST },
  Ontario: hst({ from: "2010-07-01", percent: 13 }),
  "Nova Scotia": hst({ from: "2010-07-01", percent: 15 }, { from: "2025-04-01", percent: 14 }),
  "New Brunswick": hst({ from: "2016-07-01", percent: 15 }),
  "Newfoundland and Labrador": hst({ from: "2016-07-01", percent: 15 }),
  "Prince Edward Island": hst({ from: "2016-10-01", percent: 15 }),
  Quebec: { GST, QST: [{ from: "2013-01-01", percent: 9.975 }] },
};

export interface TaxLine {
  kind: TaxKind;
  percent: number;
  cents: number;
}

export interface IncludedTax {
  lines: TaxLine[];
  /** The sum of the lines. */
  taxCents: number;
  /** The amount without its tax: net + tax = amount. */
  netCents: number;
}

function rateOn(rates: readonly DatedRate[], day: string): number {
  return rates.filter((rate) => rate.from <= day).at(-1)?.percent ?? 0;
}

/**
 * The tax included in `amountCents`, in the province on `day` (yyyy-mm-dd): the total tax is
 * amount × rate / (1 + rate) rounded to the cent; with two taxes, the first is rounded on its own and the
 * second is the rest, so the lines always add up to the tax.
 */
export function includedTax(amountCents: number, province: Province, day: string): IncludedTax {
  const rates = (Object.entries(SALES_TAXES[province]) as [TaxKind, readonly DatedRate[]][]).map(([kind, dated]) => ({
    kind,
    percent: rateOn(dated, day),
  }));
  // Percent × 1000 is a whole number for every rate (9.975 % → 9975), so the ratio is exact before rounding.
  const milli = (percent: number) => Math.round(percent * 1000);
  const total = rates.reduce((sum, rate) => sum + milli(rate.percent), 0);
  const taxCents = Math.round((amountCents * total) / (100_000 + total));
  let left = taxCents;
  const lines = rates.map((rate, i) => {
    const cents = i === rates.length - 1 ? left : Math.round((amountCents * milli(rate.percent)) / (100_000 + total));
    left -= cents;
    return { ...rate, cents };
  });
  return { lines, taxCents, netCents: amountCents - taxCents };
}
