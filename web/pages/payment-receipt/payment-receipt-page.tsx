// /submissions/status/:token/receipts/:payment — a payment's printable receipt, private like the status page
// behind the same token. The server decides every figure (worker/features/payments/receipts.ts); this page
// only words them. Printing drops the site's header, footer and navigation (web/styles.css).
import { Link, useParams } from "react-router-dom";
import { PAID_TIERS } from "@shared/submissions/promotion-tiers";
import { PROMOTION_DAYS } from "@shared/payments/payment-statuses";
import { formatCentsCad, formatPercent } from "@shared/payments/money";
import { format, messages } from "@shared/i18n/messages";
import { formatEventDate } from "@shared/i18n/event-date";
import { statusMessages as m } from "@shared/submissions/status-texts";
import { submissionStatusPath } from "@shared/routing/paths";
import { placeName } from "@shared/places/place-names";
import { QueryError } from "@web/components/ui/query-error";
import { PageTitle } from "@web/components/seo/page-head";
import { secondaryButton } from "@web/components/ui/button-styles";
import { apiErrorCode, apiReason } from "@web/lib/api-errors";
import { trpc, type RouterOutputs } from "@web/lib/trpc";

type Receipt = RouterOutputs["submissions"]["receipt"];

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const PAYMENT = /^[1-9][0-9]{0,14}$/;

export default function PaymentReceiptPage() {
  const { token = "", payment = "" } = useParams();
  const wellFormed = TOKEN.test(token) && PAYMENT.test(payment);
  const receipt = trpc.submissions.receipt.useQuery({ token, payment: Number(payment) }, { enabled: wellFormed, retry: false });
  const notFound = !wellFormed || apiErrorCode(receipt.error) === "NOT_FOUND";

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 print:py-0">
      <PageTitle title={`${messages.screens.paymentReceipt} | ${messages.brand.name}`} />
      <h1 className="text-3xl font-bold tracking-tight">{messages.screens.paymentReceipt}</h1>
      {notFound ? (
        <p className="mt-6 rounded-2xl border border-gray-200 bg-white p-6 text-gray-700">{apiReason(receipt.error) ?? m.receiptNotFound}</p>
      ) : receipt.isError ? (
        <div className="mt-6">
          <QueryError onRetry={() => void receipt.refetch()} />
        </div>
      ) : receipt.data ? (
        <ReceiptDetails receipt={receipt.data} token={token} />
      ) : (
        <p className="mt-6 text-gray-700" aria-busy="true">
          {m.loading}
        </p>
      )}
    </section>
  );
}

function promotionText(receipt: Receipt): string {
  if (receipt.promotion)
    return format(m.receiptWindowDates, { from: formatEventDate(receipt.promotion.from), until: formatEventDate(receipt.promotion.until) });
  return receipt.status === "refunded" ? m.receiptWindowEnded : format(m.receiptWindowLater, { days: String(PROMOTION_DAYS) });
}

function ReceiptDetails({ receipt, token }: { receipt: Receipt; token: string }) {
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
        <Link to={submissionStatusPath(token)} className="font-semibold text-brand-700 underline">
          {m.receiptBack}
        </Link>
      </div>
    </>
  );
}
