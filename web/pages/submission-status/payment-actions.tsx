// "Pay now" (a new Checkout Session; the browser goes to it) and "Continue for free" (the tier is dropped
// and the submission goes to review) for a submission awaiting payment.
import { statusMessages as m } from "@shared/submissions/status-texts";
import { apiReason } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";

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
      <button
        type="button"
        disabled={busy}
        onClick={() => payNow.mutate({ token })}
        className="inline-flex min-h-10 items-center rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {m.payNow}
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => continueFree.mutate({ token })}
        className="inline-flex min-h-10 items-center rounded-full border border-gray-300 bg-white px-5 py-2 font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-60"
      >
        {m.continueFree}
      </button>
    </div>
  );
}
