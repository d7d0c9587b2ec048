// The admin's Payments view: every Checkout attempt with its submission (or the listing an owner paid
// for), tier, amount, status and Stripe ids, filtered by status and month, the totals per month, and the shown rows as a CSV file. A paid row
// has its Refund; a row's submission opens in the submissions queue (searched by its title).
import { useState } from "react";
import { PAYMENT_STATUSES, type PaymentStatus } from "@shared/payments/payment-statuses";
import { PAID_TIERS } from "@shared/submissions/promotion-tiers";
import { adminMessages, adminMessages as m } from "@shared/admin/admin-texts";
import { format } from "@shared/i18n/messages";
import { formatCentsCad } from "@shared/payments/money";
import { formatTimestamp } from "@web/lib/dates";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { saveFile } from "@web/lib/save-file";
import { csvText } from "@shared/csv/csv-text";
import { ColumnHeads, QueryTable, AdminSection } from "@web/features/admin/ui/admin-section";
import { secondaryButton, primaryButton } from "@web/components/ui/button-styles";
import { notify } from "@web/lib/notify";
import { AdminDialog } from "@web/features/admin/ui/admin-dialog";
import { useAdminCallFailure } from "@web/features/admin/ui/use-admin-errors";

type Payment = RouterOutputs["admin"]["payments"]["list"]["payments"][number];
/** A submission to show in the queue: its status tab, searched by its title. */
export type OpenSubmission = (submission: { status: NonNullable<Payment["submission_status"]>; title: string }) => void;

const statusLabel = (status: PaymentStatus) => adminMessages[`paymentStatus_${status}`];
const tierName = (tier: string) => PAID_TIERS.find((paid) => paid.id === tier)?.name ?? tier;
const ids = (payment: Payment) => [payment.checkout_session_id, payment.payment_intent_id, payment.refund_id].filter(Boolean).join(" · ");

const CSV_HEADER = [
  "date",
  "submission_id",
  "title",
  "listing_id",
  "listing_title",
  "tier",
  "amount_cents",
  "currency",
  "status",
  "provider",
  "checkout_session_id",
  "payment_intent_id",
  "refund_id",
];

function csvOf(payments: Payment[]): string {
  return csvText(
    CSV_HEADER,
    payments.map((p) => [
      p.created_at,
      p.submission_id ?? "",
      p.title ?? "",
      p.listing_id ?? "",
      p.listing_title ?? "",
      p.tier,
      p.amount_cents,
      p.currency,
      p.status,
      p.provider,
      p.checkout_session_id,
      p.payment_intent_id ?? "",
      p.refund_id ?? "",
    ]),
  );
}

function download(payments: Payment[], month: string) {
  saveFile(`payments${month ? `-${month}` : ""}.csv`, csvOf(payments), "text/csv;charset=utf-8");
}

export default function PaymentsView({ onOpenSubmission }: { onOpenSubmission: OpenSubmission }) {
  const [status, setStatus] = useState<PaymentStatus | "">("");
  const [month, setMonth] = useState("");
  const list = trpc.admin.payments.list.useQuery({ ...(status ? { status } : {}), ...(month ? { month } : {}) });
  const columns = adminMessages.paymentsColumns.split("|");
  const totalsColumns = adminMessages.paymentsTotalsColumns.split("|");

  return (
    <AdminSection heading={adminMessages.paymentsHeading}>
      <RefundsAwaiting />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <label className="flex flex-col text-sm font-medium">
          {adminMessages.paymentsStatusFilter}
          <select
            value={status}
            onChange={(event) => setStatus(event.target.value as PaymentStatus | "")}
            className="mt-1 rounded-lg border border-gray-300 px-3 py-2"
          >
            <option value="">{adminMessages.paymentsAllStatuses}</option>
            {PAYMENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm font-medium">
          {adminMessages.paymentsMonthFilter}
          <input
            type="month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            className="mt-1 rounded-lg border border-gray-300 px-3 py-2"
          />
        </label>
        <button type="button" disabled={!list.data} onClick={() => list.data && download(list.data.payments, month)} className={secondaryButton}>
          {adminMessages.paymentsExport}
        </button>
      </div>
      <QueryTable query={list} rows={list.data?.payments} columns={columns} empty={adminMessages.paymentsNone}>
        {(payment) => (
          <tr key={payment.id} className="border-b border-gray-100">
            <td className="px-2 py-2 whitespace-nowrap">{formatTimestamp(payment.created_at)}</td>
            <td className="px-2 py-2">
              {payment.listing_id !== null && payment.listing_title !== null ? (
                format(adminMessages.paymentsListing, { title: payment.listing_title })
              ) : payment.submission_id === null || payment.submission_status === null || payment.title === null ? (
                adminMessages.paymentsNoSubmission
              ) : (
                <button
                  type="button"
                  className="text-left text-brand-800 underline"
                  aria-label={format(adminMessages.paymentsOpenSubmission, { id: payment.submission_id })}
                  onClick={() => onOpenSubmission({ status: payment.submission_status!, title: payment.title! })}
                >
                  #{payment.submission_id} {payment.title}
                </button>
              )}
            </td>
            <td className="px-2 py-2">{tierName(payment.tier)}</td>
            <td className="px-2 py-2 whitespace-nowrap">{formatCentsCad(payment.amount_cents)}</td>
            <td className="px-2 py-2">
              {statusLabel(payment.status)}
              {payment.status === "paid" && (payment.submission_id !== null || payment.listing_id !== null) && (
                <div className="mt-1">
                  <RefundButton payment={payment} />
                </div>
              )}
            </td>
            <td className="px-2 py-2 font-mono text-xs break-all">{ids(payment)}</td>
          </tr>
        )}
      </QueryTable>
      {list.data && list.data.totals.length > 0 && (
        <>
          <h3 className="mt-8 mb-2 text-lg font-bold">{adminMessages.paymentsTotals}</h3>
          <table className="text-left text-sm">
            <ColumnHeads names={totalsColumns} />
            <tbody>
              {list.data.totals.map((total) => (
                <tr key={total.month} className="border-b border-gray-100">
                  <td className="px-2 py-2">{total.month}</td>
                  <td className="px-2 py-2">{formatCentsCad(total.paid_cents)}</td>
                  <td className="px-2 py-2">{formatCentsCad(total.refunded_cents)}</td>
                  <td className="px-2 py-2">{total.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </AdminSection>
  );
}

// The Payments view's Refund for one paid payment: a dialog names the amount before the money goes
// back; the server refunds it in full (admins only), audits it, and a second press refunds nothing more.
function RefundButton({ payment }: { payment: Pick<Payment, "id" | "submission_id" | "listing_title" | "amount_cents"> }) {
  const [open, setOpen] = useState(false);
  const utils = trpc.useUtils();
  const amount = formatCentsCad(payment.amount_cents);
  // A submission is named by its number, a listing an owner paid for by its name.
  const [label, heading] =
    payment.submission_id === null
      ? [
          format(m.refundListingLabel, { amount, title: payment.listing_title ?? "" }),
          format(m.refundListingHeading, { amount, title: payment.listing_title ?? "" }),
        ]
      : [format(m.refundLabel, { amount, id: payment.submission_id }), format(m.refundHeading, { amount, id: payment.submission_id })];
  const refund = trpc.admin.payments.refund.useMutation({
    onSuccess: (answer) => notify.success(format(m.refundApproved, { amount: formatCentsCad(answer.refunded_cents) })),
    onError: useAdminCallFailure(m.refundFailed),
    onSettled: () => {
      setOpen(false);
      void utils.admin.payments.list.invalidate();
      void utils.admin.payments.refundsAwaiting.invalidate();
    },
  });
  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      title={heading}
      description={m.refundIntro}
      size="sm"
      trigger={
        <button type="button" className={secondaryButton} aria-label={label}>
          {m.refund}
        </button>
      }
    >
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
          {m.cancel}
        </button>
        <button type="button" className={primaryButton} disabled={refund.isPending} onClick={() => refund.mutate({ paymentId: payment.id })}>
          {label}
        </button>
      </div>
    </AdminDialog>
  );
}

// The Payments view's "Refunds awaiting approval": paid submissions rejected in bulk or by a moderator,
// whose money goes back only when an admin presses Approve (the server refunds at once and audits it).
function RefundsAwaiting() {
  const utils = trpc.useUtils();
  const waiting = trpc.admin.payments.refundsAwaiting.useQuery();
  const approve = trpc.admin.payments.approveRefund.useMutation({
    onSuccess: (answer) => notify.success(format(m.refundApproved, { amount: formatCentsCad(answer.refunded_cents) })),
    onError: useAdminCallFailure(m.refundApproveFailed),
    onSettled: () => {
      void utils.admin.payments.refundsAwaiting.invalidate();
      void utils.admin.payments.list.invalidate();
    },
  });

  return (
    <AdminSection heading={m.refundsAwaitingHeading} intro={m.refundsAwaitingIntro} level={3} className="mb-8">
      <QueryTable query={waiting} rows={waiting.data} columns={m.refundsAwaitingColumns.split("|")} empty={m.refundsAwaitingNone}>
        {(refund) => (
          <tr key={refund.id} className="border-b border-gray-100">
            <td className="px-2 py-2 whitespace-nowrap">{refund.rejected_at ? formatTimestamp(refund.rejected_at) : ""}</td>
            <td className="px-2 py-2">
              #{refund.submission_id} {refund.title}
            </td>
            <td className="px-2 py-2">{tierName(refund.tier)}</td>
            <td className="px-2 py-2 whitespace-nowrap">{formatCentsCad(refund.amount_cents)}</td>
            <td className="px-2 py-2">
              <button
                type="button"
                className={secondaryButton}
                disabled={approve.isPending}
                aria-label={format(m.refundApproveLabel, { amount: formatCentsCad(refund.amount_cents), id: refund.submission_id })}
                onClick={() => approve.mutate({ paymentId: refund.id })}
              >
                {m.refundApprove}
              </button>
            </td>
          </tr>
        )}
      </QueryTable>
    </AdminSection>
  );
}
