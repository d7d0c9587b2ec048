// The owner's page of one listing: its published reviews, each with the owner's one public reply (sent again,
// it is edited; the server keeps every version and e-mails the reviewer). Loaded with the reviews' texts.
import { useState, type FormEvent } from "react";
import { format } from "@shared/i18n/messages";
import { reviewMessages as m } from "@shared/reviews/reviews-texts";
import { primaryButton } from "@web/components/ui/button-styles";
import { FormField, controlClass } from "@web/components/ui/form-field";
import { apiReason } from "@web/lib/api-errors";
import { textLang } from "@web/lib/text-lang";
import { trpc, type RouterOutputs } from "@web/lib/trpc";

type OwnerReview = RouterOutputs["owners"]["reviews"][number];

export default function OwnerReviews({ listingId }: { listingId: number }) {
  const reviews = trpc.owners.reviews.useQuery({ listingId }, { staleTime: 0 });
  return (
    <section aria-labelledby="owner-reviews-heading" className="mt-10">
      <h2 id="owner-reviews-heading" className="text-xl font-semibold">
        {m.sectionHeading}
      </h2>
      <p className="mt-1 text-gray-700">{m.ownerReviewsIntro}</p>
      {reviews.data?.length === 0 && <p className="mt-3 text-gray-700">{m.noReviews}</p>}
      <ul className="mt-4 grid gap-4">
        {reviews.data?.map((review) => (
          <li key={review.id}>
            <ReviewReply listingId={listingId} review={review} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReviewReply({ listingId, review }: { listingId: number; review: OwnerReview }) {
  const [text, setText] = useState(review.replyText ?? "");
  const utils = trpc.useUtils();
  const reply = trpc.owners.replyToReview.useMutation({ onSuccess: () => void utils.owners.reviews.invalidate({ listingId }) });
  function send(event: FormEvent) {
    event.preventDefault();
    reply.mutate({ listingId, reviewId: review.id, text });
  }
  return (
    <article className="rounded-2xl border border-gray-200 bg-white p-4">
      <p className="text-sm text-gray-700">
        {review.stars !== null ? format(m.starsOutOf, { stars: review.stars }) : m.kindTip} · {review.displayName}
      </p>
      <p className="mt-2 whitespace-pre-line" lang={textLang(review.language)}>
        {review.text}
      </p>
      <form onSubmit={send} className="mt-3 grid gap-2">
        <FormField id={`reply-${review.id}`} label={m.replyLabel}>
          {(control) => <textarea {...control} className={controlClass} rows={3} value={text} onChange={(event) => setText(event.target.value)} />}
        </FormField>
        <div role="status" className="text-sm">
          {reply.isSuccess && m.replySaved}
          {reply.isError && <span className="text-red-800">{apiReason(reply.error) ?? m.failed}</span>}
        </div>
        <button type="submit" className={`${primaryButton} justify-self-start`} disabled={reply.isPending}>
          {m.replyButton}
        </button>
      </form>
    </article>
  );
}
