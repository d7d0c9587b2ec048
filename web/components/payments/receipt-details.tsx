// A payment's printable receipt, as the server decides it (worker/features/payments/receipts.ts): a
// submission's (behind its status link) or a listing's (on /owner). This only words the figures; printing
// drops the site's header, footer and navigation (web/styles.css) and the buttons below.
import { Link } from "react-router-dom";
import { PAID_TIERS } from "@shared/submissions/promotion-tiers";
import { PROMOTION_DAYS } from "@shared/payments/payment-statuses";
import { formatCentsCad, formatPercent } from "@shared/payments/money";
import { format, messages } from "@shared/i18n/messages";
import { formatEventDate } from "@shared/i18n/event-date";
import { statusMessages as m } from "@shared/submissions/status-texts";
import { placeName } from "@shared/places/place-names";
import { secondaryButton } from "@web/components/ui/button-styles";
import type { RouterOutputs } from "@web/lib/trpc";

export type Receipt = RouterOutputs["submissions"]["receipt"];

function promotionText(receipt: Receipt): string {
  if (receipt.promotion)
    return format(m.receiptWindowDates, { from: formatEventDate(receipt.promotion.from), until: formatEventDate(receipt.promotion.until) });
  return receipt.status === "refunded" ? m.receiptWindowEnded : format(m.receiptWindowLater, { days: String(PROMOTION_DAYS) });
}

/** The receipt's lines, Print, and the way back (the status page, or the listing on /owner). */
export function ReceiptDetails({ receipt, back }: { receipt: Receipt; back: { to: string; label: string } }) {
  const tier = PAID_TIERS.find((paid) => paid.id === receipt.tier)?.name ?? receipt.tier;
  const hasQst = receipt.tax.lines.some((line) => line.kind === "QST");
  const rows: [string, string][] = [
    [m.receiptSeller, messages.brand.name],
    [m.receiptGstHstNumber, receipt.registration.gst_hst ?? m.receiptNoNumber],
    ...(hasQst ? [[m.receiptQstNumber, receipt.registration.qst ?? m.receiptNoNumber] as [string, string]] : []),
    [m.receiptNumber, receipt.number],
    [m.receiptDate, formatEventDate(receipt.paid_on)],
    [m.receiptItem, format(m.receiptItemText, { tier, title: receipt.title, city: placeName(receipt.city) })],
    [m.receiptWindow, promotionText(receipt)],
    [m.receiptAmount, formatCentsCad(receipt.amount_cents)],
    ...receipt.tax.lines.map((line): [string, string] => [
      format(m.receiptTaxLine, { tax: m[`tax${line.kind}`], rate: formatPercent(line.percent) }),
      formatCentsCad(line.cents),
    ]),
    [m.receiptNet, formatCentsCad(receipt.tax.netCents)],
    [m.status, receipt.refunded_on ? format(m.receiptRefundedOn, { date: formatEventDate(receipt.refunded_on) }) : m.receiptPaid],
  ];
  return (
    <>
      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-2xl border border-gray-200 bg-white p-6" data-testid="receipt">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap items-center gap-4 print:hidden">
        <button type="button" onClick={() => window.print()} className={secondaryButton}>
          {m.receiptPrint}
        </button>
        <Link to={back.to} className="font-semibold text-brand-700 underline">
          {back.label}
        </Link>
      </div>
    </>
  );
}
