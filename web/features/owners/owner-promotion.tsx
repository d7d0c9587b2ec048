// The listing's promotion on `/owner?listing=<id>`: what runs now, "Buy Basic" / "Buy Pro" (or "Renew"
// while one runs: the server offers only what it would accept) at the server's prices, the line after
// Checkout sends the browser back (`&checkout=success|cancelled`: "Payment received" only once the webhook
// has marked the payment paid, until then the answer is asked again), and the listing's payments, each
// paid one with its printable receipt.
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { format } from "@shared/i18n/messages";
import { formatEventDate } from "@shared/i18n/event-date";
import { formatCents, formatCentsCad } from "@shared/payments/money";
import { CHECKOUT_PARAM, ownerReceiptPath } from "@shared/owners/claim-paths";
import { ownerMessages as t } from "@shared/owners/owner-texts";
import { PAID_TIERS } from "@shared/submissions/promotion-tiers";
import { primaryButton } from "@web/components/ui/button-styles";
import { apiReason } from "@web/lib/api-errors";
import { trpc, type RouterOutputs } from "@web/lib/trpc";

type Promotion = RouterOutputs["owners"]["payments"];
type Payment = Promotion["payments"][number];

/** How often the page asks again while the webhook has not confirmed the payment yet. */
const CONFIRMING_POLL_MS = 2000;

const tierName = (tier: string) => PAID_TIERS.find((paid) => paid.id === tier)?.name ?? tier;

/** After Checkout: the newest payment says whether it is paid yet. */
function checkoutLine(outcome: string | null, newest: Payment | undefined): string | null {
  if (outcome === "cancelled") return t.checkoutCancelled;
  if (outcome !== "success") return null;
  if (newest?.status === "paid" && newest.window) return format(t.checkoutPaid, { date: formatEventDate(newest.window.until) });
  return t.checkoutConfirming;
}

function paymentStatus(payment: Payment): string {
  if (payment.status === "refunded") return t.paymentRefunded;
  if (payment.status !== "paid" || !payment.paidOn) return t.paymentOpen;
  const paid = format(t.paymentPaid, { date: formatEventDate(payment.paidOn) });
  return payment.window
    ? `${paid}, ${format(t.paymentWindow, { from: formatEventDate(payment.window.from), until: formatEventDate(payment.window.until) })}`
    : paid;
}

export function OwnerPromotion({ listingId }: { listingId: number }) {
  const id = useId();
  const [params] = useSearchParams();
  const outcome = params.get(CHECKOUT_PARAM);
  const answer = trpc.owners.payments.useQuery(
    { listingId },
    {
      staleTime: 0,
      refetchInterval: (query) => (outcome === "success" && query.state.data?.payments[0]?.status === "open" ? CONFIRMING_POLL_MS : false),
    },
  );
  const [error, setError] = useState("");
  const buy = trpc.owners.buyPromotion.useMutation({
    onSuccess: ({ checkout_url }) => window.location.assign(checkout_url),
    onError: (failure) => setError(apiReason(failure) ?? t.notYours),
  });
  const data = answer.data;
  const line = data ? checkoutLine(outcome, data.payments[0]) : null;

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h3 id={`${id}-heading`} className="text-xl font-semibold">
        {t.buyHeading}
      </h3>
      <p className="mt-1 text-gray-700">{data?.promotion?.text ?? t.promotionNone}</p>
      <p role="status" className="mt-2 font-semibold">
        {line ?? ""}
      </p>
      {data && (
        <>
          <p className="mt-2 text-gray-700">{data.offers.length === 0 ? t.unpublishedNoPromotion : data.promotion ? t.renewIntro : t.buyIntro}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            {data.offers.map((offer) => (
              <button
                key={offer.tier}
                type="button"
                className={primaryButton}
                disabled={buy.isPending}
                onClick={() => {
                  setError("");
                  buy.mutate({ listingId, tier: offer.tier });
                }}
              >
                {format(offer.renews ? t.renewTier : t.buyTier, { tier: offer.name, price: formatCents(offer.priceCents) })}
              </button>
            ))}
          </div>
          <p role="status" className={`mt-2 ${error && !buy.isPending ? "text-red-700" : "text-gray-700"}`}>
            {buy.isPending ? t.buyStarting : error}
          </p>
          <h4 className="mt-6 text-lg font-semibold">{t.paymentsHeading}</h4>
          {data.payments.length === 0 ? (
            <p className="mt-1 text-gray-700">{t.paymentsNone}</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {data.payments.map((payment) => (
                <li key={payment.id} className="flex flex-wrap items-baseline gap-x-3">
                  <span>
                    {format(t.paymentLine, {
                      tier: tierName(payment.tier),
                      amount: formatCentsCad(payment.amountCents),
                      status: paymentStatus(payment),
                    })}
                  </span>
                  {payment.receipt && payment.paidOn && (
                    <Link
                      to={ownerReceiptPath(payment.id)}
                      className="font-semibold text-brand-700 underline"
                      aria-label={format(t.receiptOf, { tier: tierName(payment.tier), date: formatEventDate(payment.paidOn) })}
                    >
                      {t.receiptLink}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
