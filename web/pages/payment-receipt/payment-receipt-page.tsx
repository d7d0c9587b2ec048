// /submissions/status/:token/receipts/:payment — a payment's printable receipt, private like the status page
// behind the same token. The server decides every figure (worker/features/payments/receipts.ts); the
// receipt's lines are the owner's receipts' too (web/components/payments/receipt-details.tsx).
import { useParams } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { statusMessages as m } from "@shared/submissions/status-texts";
import { submissionStatusPath } from "@shared/routing/paths";
import { QueryError } from "@web/components/ui/query-error";
import { PageTitle } from "@web/components/seo/page-head";
import { ReceiptDetails } from "@web/components/payments/receipt-details";
import { apiErrorCode, apiReason } from "@web/lib/api-errors";
import { trpc } from "@web/lib/trpc";

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
        <ReceiptDetails receipt={receipt.data} back={{ to: submissionStatusPath(token), label: m.receiptBack }} />
      ) : (
        <p className="mt-6 text-gray-700" aria-busy="true">
          {m.loading}
        </p>
      )}
    </section>
  );
}
