// The Reviews tab (moderators): reviews held by an automatic signal, edited after a hide, or reported,
// oldest first, one card each with its photos and why it is there. Publish shows it; Hide asks for a reason from the fixed
// list, which the listing's page counts and the reviewer is e-mailed. Loaded only when its tab opens.
import { useState, type FormEvent } from "react";
import { format } from "@shared/i18n/messages";
import { LOCALE_NAMES } from "@shared/i18n/locales";
import { adminMessages as am } from "@shared/admin/admin-texts";
import { HIDE_REASONS, type HideReason } from "@shared/reviews/review-rules";
import { reviewMessages as m } from "@shared/reviews/reviews-texts";
import { primaryButton } from "@web/components/ui/button-styles";
import { controlClass } from "@web/components/ui/form-field";
import { QueryError } from "@web/components/ui/query-error";
import { ReviewPhotoList } from "@web/components/reviews/review-photo-list";
import { formatTimestamp } from "@web/lib/dates";
import { notify } from "@web/lib/notify";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { useAdminCallFailure } from "@web/features/admin/ui/use-admin-errors";
import { AdminSection } from "@web/features/admin/ui/admin-section";
import { FormDialog } from "@web/features/admin/ui/form-dialog";

type QueuedReview = RouterOutputs["admin"]["reviews"]["list"][number];

export default function ReviewsView() {
  const list = trpc.admin.reviews.list.useQuery(undefined, { staleTime: 0 });
  return (
    <AdminSection heading={m.queueHeading} intro={am.reviewsIntro}>
      {list.isError && <QueryError onRetry={() => void list.refetch()} />}
      {list.data?.length === 0 && <p className="text-gray-700">{m.queueEmpty}</p>}
      <ul className="space-y-4">
        {list.data?.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}

function useDecision() {
  const utils = trpc.useUtils();
  const onError = useAdminCallFailure(am.reviewActionFailed);
  return trpc.admin.reviews.decide.useMutation({
    onError,
    onSuccess: (answer) => {
      notify.success(answer.status === "hidden" ? am.reviewHidden : am.reviewPublished);
      void utils.admin.reviews.list.invalidate();
    },
  });
}

function ReviewCard({ review }: { review: QueuedReview }) {
  const decide = useDecision();
  const why = [
    review.holdReason ? m.holdReasons[review.holdReason] : null,
    review.openReports > 0
      ? `${format(m.reportsCount, { count: review.openReports })}: ${review.reportReasons.map((reason) => m.hideReasons[reason]).join(", ")}`
      : null,
  ].filter(Boolean);
  return (
    <article aria-labelledby={`review-${review.id}`} className="rounded-2xl border border-gray-200 bg-white p-5">
      <h3 id={`review-${review.id}`} className="text-lg font-bold">
        <a href={review.listing.path} target="_blank" rel="noreferrer" className="underline">
          {review.listing.title}
        </a>
      </h3>
      <p className="text-sm text-gray-700">
        {review.kind === "review" ? `${m.kindReview} · ${"★".repeat(review.stars ?? 0)}` : m.kindTip} · {review.displayName} · {review.email} ·{" "}
        {review.visitMonth} · {LOCALE_NAMES[review.language]} · {formatTimestamp(review.updatedAt)}
      </p>
      <p className="mt-2 whitespace-pre-line" lang={review.language}>
        {review.text}
      </p>
      <ReviewPhotoList photos={review.photos} displayName={review.displayName} language={review.language} />
      <ul className="mt-2 list-disc pl-5 text-sm font-medium text-amber-800">
        {why.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={primaryButton}
          disabled={decide.isPending}
          onClick={() => decide.mutate({ id: review.id, decision: "publish" })}
        >
          {m.publishButton}
        </button>
        <HideDialog review={review} />
      </div>
    </article>
  );
}

/** "Hide", with a reason from the fixed list (the page counts it; the reviewer is e-mailed it). */
function HideDialog({ review }: { review: QueuedReview }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<HideReason>(review.reportReasons[0] ?? "spam");
  const decide = useDecision();
  function submit(event: FormEvent) {
    event.preventDefault();
    decide.mutate({ id: review.id, decision: "hide", reason }, { onSuccess: () => setOpen(false) });
  }
  const selectId = `hide-reason-${review.id}`;
  return (
    <FormDialog
      trigger={m.hideButton}
      title={format(am.reviewHideHeading, { title: review.listing.title })}
      submit={m.hideButton}
      open={open}
      onOpenChange={setOpen}
      onSubmit={submit}
      saving={decide.isPending}
    >
      <div className="sm:col-span-2">
        <label htmlFor={selectId} className="mb-1 block text-sm font-semibold">
          {m.reasonLabel}
        </label>
        <select id={selectId} className={controlClass} value={reason} onChange={(event) => setReason(event.target.value as HideReason)}>
          {HIDE_REASONS.map((choice) => (
            <option key={choice} value={choice}>
              {m.hideReasons[choice]}
            </option>
          ))}
        </select>
      </div>
    </FormDialog>
  );
}
