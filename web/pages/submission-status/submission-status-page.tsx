// /submissions/status/:token — the submitter's private status page (linked from the receipt e-mail; no
// login, not indexed). A wrong or expired token shows only "Submission not found".
import { useState, useEffect, useRef } from "react";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { PAID_TIERS } from "@shared/submissions/promotion-tiers";
import { format, messages } from "@shared/i18n/messages";
import { sentence } from "@shared/i18n/typography";
import { REJECTION_REASON_LABELS } from "@shared/submissions/review-texts";
import { statusMessages as m } from "@shared/submissions/status-texts";
import { resubmitPath } from "@shared/routing/paths";
import { receiptPath } from "@shared/routing/receipt-paths";
import { placeName } from "@shared/places/place-names";
import { QueryError } from "@web/components/ui/query-error";
import { PageTitle } from "@web/components/seo/page-head";
import { formatDate, formatTimestamp } from "@web/lib/dates";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { apiReason } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { saveFile } from "@web/lib/save-file";
import { SubmitterRsvpSettings } from "./submitter-rsvp-settings";

type StatusView = NonNullable<RouterOutputs["submissions"]["status"]>;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export default function SubmissionStatusPage() {
  const { token = "" } = useParams();
  const wellFormed = TOKEN.test(token);
  const [search] = useSearchParams();
  const checkout = search.get("checkout");
  // Erased entirely: the link shows nothing any more, so the page says what happened instead.
  const [deleted, setDeleted] = useState(false);
  const status = trpc.submissions.status.useQuery(
    { token },
    {
      enabled: wellFormed,
      retry: false,
      // Back from Checkout: the payment is confirmed by the provider's webhook, which may come a moment later.
      refetchInterval: (query) => (checkout === "success" && query.state.data?.status === "awaiting_payment" ? 2000 : false),
    },
  );

  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <PageTitle title={`${messages.screens.submissionStatus} | ${messages.brand.name}`} />
      <h1 className="text-3xl font-bold tracking-tight">{messages.screens.submissionStatus}</h1>
      {deleted ? (
        <ErasedNotice />
      ) : !wellFormed || status.data === null ? (
        <NotFound />
      ) : status.isError ? (
        <div className="mt-6">
          <QueryError onRetry={() => void status.refetch()} />
        </div>
      ) : status.data ? (
        <Details view={status.data} token={token} checkout={checkout} onDeleted={() => setDeleted(true)} />
      ) : (
        <p className="mt-6 text-gray-700" aria-busy="true">
          {m.loading}
        </p>
      )}
    </section>
  );
}

function NotFound() {
  return (
    <div className="mt-6 rounded-2xl border border-gray-200 bg-white p-6">
      <h2 className="text-xl font-bold">{m.notFoundHeading}</h2>
      <p className="mt-2 text-gray-700">{m.notFoundText}</p>
    </div>
  );
}

function tierText(view: StatusView): string {
  const tier = PAID_TIERS.find((paid) => paid.id === view.promotion_tier);
  if (!tier) return m.noPromotion;
  return format(view.paid ? m.tierPaid : view.payment_status === "refunded" ? m.tierRefunded : m.tierUnpaid, { tier: tier.name });
}

function paymentText(view: StatusView): string | null {
  if (view.payment_status === "refunded") return m.paymentRefunded;
  if (view.paid) return m.paymentPaid;
  return view.promotion_tier === "none" ? null : m.paymentOpen;
}

function Details({ view, token, checkout, onDeleted }: { view: StatusView; token: string; checkout: string | null; onDeleted: () => void }) {
  const statusWord = m[view.status];
  const payment = paymentText(view);
  return (
    <>
      <p className="mt-2 text-gray-700">{m.intro}</p>
      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-2xl border border-gray-200 bg-white p-6">
        <dt className="font-semibold">{m.title}</dt>
        <dd className="break-words">{view.title}</dd>
        <dt className="font-semibold">{m.type}</dt>
        {/* The form's own word for the type ("Business Listing", not the card badge's "Shop"). */}
        <dd>{messages.contentTypes[view.content_type]}</dd>
        <dt className="font-semibold">{m.city}</dt>
        <dd>{placeName(view.city)}</dd>
        <dt className="font-semibold">{m.tier}</dt>
        <dd>{tierText(view)}</dd>
        <dt className="font-semibold">{m.status}</dt>
        <dd data-testid="submission-status">{statusWord}</dd>
        {payment && (
          <>
            <dt className="font-semibold">{m.payment}</dt>
            <dd>
              <span data-testid="payment-status">{payment}</span>
              {view.receipt_ids.map((id) => (
                <Link key={id} to={receiptPath(token, id)} className="ml-3 font-semibold text-brand-700 underline">
                  {m.receiptLink}
                  {view.receipt_ids.length > 1 && ` ${id}`}
                </Link>
              ))}
            </dd>
          </>
        )}
      </dl>
      {view.promoted_until && <p className="mt-2 font-semibold">{format(m.promotedUntil, { date: formatDate(view.promoted_until) })}</p>}
      <p className="mt-2 text-sm text-gray-600">{format(m.submittedOn, { date: formatTimestamp(view.submitted_at) })}</p>
      <div className="mt-6" role="status">
        {view.status === "pending" && <p>{m.pendingText}</p>}
        {view.status === "awaiting_payment" && (
          <div>
            {checkout === "cancelled" && <p className="mb-2 font-semibold">{m.checkoutCancelled}</p>}
            {checkout === "success" ? <p>{m.checkoutConfirming}</p> : <p>{m.awaitingPaymentText}</p>}
            <PaymentActions token={token} />
          </div>
        )}
        {view.status === "approved" && view.public_path && (
          <p>
            {view.published_at && `${sentence(format(m.publishedText, { date: formatTimestamp(view.published_at) }))} `}
            <Link to={view.public_path} className="font-semibold text-brand-700 underline">
              {m.viewListing}
            </Link>
          </p>
        )}
        {view.status === "rejected" && (
          <div>
            <p>{m.rejectedText}</p>
            {view.rejection_reason && (
              <p className="mt-2">
                <span className="font-semibold">{m.reason}</span> {REJECTION_REASON_LABELS[view.rejection_reason]}
              </p>
            )}
            {view.rejection_note && (
              <p className="mt-2 break-words">
                <span className="font-semibold">{m.note}:</span> {view.rejection_note}
              </p>
            )}
            <Link to={resubmitPath(token)} className="mt-4 inline-block font-semibold text-brand-700 underline">
              {m.submitAgain}
            </Link>
          </div>
        )}
      </div>
      {view.status === "approved" && view.content_type === "event" && <SubmitterRsvpSettings token={token} />}
      <YourData token={token} undecided={view.status === "pending" || view.status === "awaiting_payment"} onDeleted={onDeleted} />
    </>
  );
}

// "Pay now" (a new Checkout Session; the browser goes to it) and "Continue for free" (the tier is dropped
// and the submission goes to review) for a submission awaiting payment.
function PaymentActions({ token }: { token: string }) {
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

// "Your data" on the private status page: download everything held about the submission (JSON), or
// erase it. Erasing asks once more in place, with focus moved to the question, and says what it will do:
// an undecided submission is deleted, a decided one keeps its content without the name and e-mail.
/** What the page shows once the submission is deleted; it takes the focus the pressed button had. */
function ErasedNotice() {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <p ref={notice} tabIndex={-1} role="status" className="mt-6 rounded-2xl bg-gray-50 p-4 font-semibold">
      {m.erasedDeleted}
    </p>
  );
}

export function YourData({ token, undecided, onDeleted }: { token: string; undecided: boolean; onDeleted: () => void }) {
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const [anonymised, setAnonymised] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const erase = trpc.submissions.erase.useMutation({
    onSuccess: ({ outcome }) => {
      setConfirming(false);
      if (outcome === "deleted") return onDeleted();
      setAnonymised(true);
      void utils.submissions.status.invalidate({ token });
    },
    onError: (error) => notify.error(m.dataUnavailable, apiReason(error)),
  });
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);

  async function download() {
    try {
      const data = await utils.submissions.myData.fetch({ token }, { staleTime: 0 });
      saveFile("local-hype-my-data.json", JSON.stringify(data, null, 2), "application/json");
    } catch (error) {
      notify.error(m.dataUnavailable, apiReason(error));
    }
  }

  if (anonymised) {
    return (
      <p role="status" className="mt-10 rounded-2xl bg-gray-50 p-4 font-semibold">
        {m.erasedAnonymised}
      </p>
    );
  }
  return (
    <section aria-labelledby="your-data-heading" className="mt-10 border-t border-gray-200 pt-6">
      <h2 id="your-data-heading" className="text-xl font-bold">
        {m.yourDataHeading}
      </h2>
      <p className="mt-2 text-gray-700">{m.yourDataText}</p>
      {confirming ? (
        <div className="mt-4">
          <p ref={question} tabIndex={-1} className="font-semibold">
            {undecided ? m.eraseConfirmPending : m.eraseConfirmDecided}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              disabled={erase.isPending}
              onClick={() => erase.mutate({ token })}
              className="inline-flex min-h-10 items-center rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {m.eraseConfirm}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={secondaryButton}>
              {m.eraseCancel}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" onClick={() => void download()} className={secondaryButton}>
            {m.downloadData}
          </button>
          <button type="button" onClick={() => setConfirming(true)} className={secondaryButton}>
            {m.eraseData}
          </button>
        </div>
      )}
    </section>
  );
}
