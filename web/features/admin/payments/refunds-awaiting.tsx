// The Payments view's "Refunds awaiting approval": paid submissions rejected in bulk or by a moderator,
// whose money goes back only when an admin presses Approve (the server refunds at once and audits it).
import { format } from "@shared/i18n/messages";
import { adminMessages as m } from "@shared/admin/admin-texts";
import { PAID_TIERS } from "@shared/submissions/promotion-tiers";
import { formatCentsCad } from "@shared/payments/money";
import { secondaryButton } from "@web/components/ui/button-styles";
import { formatTimestamp } from "@web/lib/dates";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import { useAdminCallFailure } from "@web/features/admin/ui/use-admin-errors";
import { QueryTable } from "@web/features/admin/ui/query-table";
import { AdminSection } from "@web/features/admin/ui/admin-section";

const tierName = (tier: string) => PAID_TIERS.find((paid) => paid.id === tier)?.name ?? tier;

export function RefundsAwaiting() {
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
