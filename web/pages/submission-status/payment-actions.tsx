// "Pay now" (a new Checkout Session; the browser goes to it) and "Continue for free" (the tier is dropped
// and the submission goes to review) for a submission awaiting payment.
import { statusMessages as m } from "@shared/submissions/status-texts";
import { apiReason } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";

export function PaymentActions({ token }: { token: string }) {
  const utils = trpc.useUtils();
  const payNow = trpc.submissions.payNow.useMutation({
    onSuccess: ({ checkout_url }) => window.location.assign(checkout_url),
    onError: (error) => notify.error(m.paymentsUnavailable, apiReason(error)),
  });
  const continueFree = trpc.submissions.continueFree.useMutation({
    onSuccess: () => void utils.submissions.status.invalidate({ token }),
    onError: (error) => notify.error(m.paymentsUnavailable, apiReason(error)),
  });
  const busy = payNow.isPending || continueFree.isPending;
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <button type="button" disabled={busy} onClick={() => payNow.mutate({ token })} className={primaryButton}>
        {m.payNow}
      </button>
      <button type="button" disabled={busy} onClick={() => continueFree.mutate({ token })} className={secondaryButton}>
        {m.continueFree}
      </button>
    </div>
  );
}
