// The tax included in the tier prices, per province and on the payment's date, in exact cents.
import { describe, expect, it } from "vitest";
import { includedTax } from "@shared/payments/sales-tax";

const line = (kind: string, percent: number, cents: number) => ({ kind, percent, cents });

describe("includedTax", () => {
  it("Ontario: HST 13 %", () => {
    expect(includedTax(3900, "Ontario", "2026-11-28")).toEqual({ lines: [line("HST", 13, 449)], taxCents: 449, netCents: 3451 });
    expect(includedTax(9900, "Ontario", "2026-11-28")).toEqual({ lines: [line("HST", 13, 1139)], taxCents: 1139, netCents: 8761 });
  });

  it("Quebec: GST 5 % and QST 9.975 %, the two adding up to the tax", () => {
    expect(includedTax(3900, "Quebec", "2026-11-28")).toEqual({
      lines: [line("GST", 5, 170), line("QST", 9.975, 338)],
      taxCents: 508,
      netCents: 3392,
    });
    expect(includedTax(9900, "Quebec", "2026-11-28")).toEqual({
      lines: [line("GST", 5, 431), line("QST", 9.975, 858)],
      taxCents: 1289,
      netCents: 8611,
    });
  });

  it("Nova Scotia: HST 15 % until 2025-03-31, 14 % from 2025-04-01", () => {
    expect(includedTax(3900, "Nova Scotia", "2025-03-31")).toEqual({ lines: [line("HST", 15, 509)], taxCents: 509, netCents: 3391 });
    expect(includedTax(9900, "Nova Scotia", "2025-03-31")).toEqual({ lines: [line("HST", 15, 1291)], taxCents: 1291, netCents: 8609 });
    expect(includedTax(3900, "Nova Scotia", "2025-04-01")).toEqual({ lines: [line("HST", 14, 479)], taxCents: 479, netCents: 3421 });
    expect(includedTax(9900, "Nova Scotia", "2025-04-01")).toEqual({ lines: [line("HST", 14, 1216)], taxCents: 1216, netCents: 8684 });
  });

  it("Alberta: GST 5 % only", () => {
    expect(includedTax(3900, "Alberta", "2026-11-28")).toEqual({ lines: [line("GST", 5, 186)], taxCents: 186, netCents: 3714 });
    expect(includedTax(9900, "Alberta", "2026-11-28")).toEqual({ lines: [line("GST", 5, 471)], taxCents: 471, netCents: 9429 });
  });
});
