// The Payments view's Refund for one paid payment: a dialog names the amount before the money goes
// back; the server refunds it in full (admins only), audits it, and a second press refunds nothing more.
import { useState } from "react";
import { format } from "@shared/i18n/messages";
import { adminMessages as m } from "@shared/admin/admin-texts";
import { formatCentsCad } from "@shared/payments/money";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import { AdminDialog } from "@web/features/admin/ui/admin-dialog";
import { useAdminCallFailure } from "@web/features/admin/ui/use-admin-errors";

export function RefundButton({ payment }: { payment: { id: number; submission_id: number; amount_cents: number } }) {
  const [open, setOpen] = useState(false);
  const utils = trpc.useUtils();
  const names = { amount: formatCentsCad(payment.amount_cents), id: payment.submission_id };
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
      title={format(m.refundHeading, names)}
      description={m.refundIntro}
      size="sm"
      trigger={
        <button type="button" className={secondaryButton} aria-label={format(m.refundLabel, names)}>
          {m.refund}
        </button>
      }
    >
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
          {m.cancel}
        </button>
        <button type="button" className={primaryButton} disabled={refund.isPending} onClick={() => refund.mutate({ paymentId: payment.id })}>
          {format(m.refundLabel, names)}
        </button>
      </div>
    </AdminDialog>
  );
}
