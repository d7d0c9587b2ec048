// A listing's reviews on its page, loaded on "Show reviews" or "Write a review" (web/pages/detail/reviews-slot.tsx):
// the stars' distribution (the hidden ones, counted by reason, and the rules' link are on the page itself,
// worded by the Worker: shown without a tap), the list in the chosen order with "Load more", a report form per review and the form to write one. Each review's text
// carries `lang` when its language is not the page's.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { activeLocale } from "@shared/i18n/active-locale";
import { format } from "@shared/i18n/messages";
import { HIDE_REASONS, REVIEW_PHOTOS_MAX, REVIEW_SORTS, type HideReason, type ReviewSort } from "@shared/reviews/review-rules";
import type { UploadAnswer } from "@shared/images/image-upload-schema";
import { reviewMessages as m } from "@shared/reviews/reviews-texts";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { FormField, controlClass } from "@web/components/ui/form-field";
import { QueryError } from "@web/components/ui/query-error";
import { UploadRefused, apiReason } from "@web/lib/api-errors";
import { textLang } from "@web/lib/text-lang";
import { ReviewPhotoList } from "@web/components/reviews/review-photo-list";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { withChallenge, type ApiClient, type Attempt } from "@web/lib/with-challenge";
import { browserKey } from "./browser-key";
import { checkDraft, type DraftErrors } from "./review-draft";
import { ReviewFields, type ReviewDraft } from "./review-fields";
import { ReviewPhotoFields, uploadReviewPhotos, type PhotoDraft } from "./review-photo-fields";

type ShownReview = RouterOutputs["reviews"]["list"]["items"][number];

/** `writing`: opened by "Write a review", so the form takes the focus. */
export default function ReviewsSection({ listingId, reviewable, writing = false }: { listingId: number; reviewable: boolean; writing?: boolean }) {
  const [sort, setSort] = useState<ReviewSort>("newest");
  const language = activeLocale();
  const summary = trpc.reviews.summary.useQuery({ listingId });
  const list = trpc.reviews.list.useInfiniteQuery(
    { listingId, sort, language },
    { getNextPageParam: (page) => page.nextCursor ?? undefined, initialCursor: undefined },
  );
  const reviews = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <h2 id="reviews-heading" className="text-xl font-bold">
        {m.sectionHeading}
      </h2>
      {summary.data && (
        <ul aria-label={m.distributionLabel} className="mt-3 grid max-w-xs gap-1 text-sm">
          {summary.data.distribution.map((row) => (
            <li key={row.stars} className="flex justify-between gap-4">
              <span>{format(m.starsRow, { stars: row.stars })}</span>
              <span>{row.count}</span>
            </li>
          ))}
        </ul>
      )}
      <label className="mt-4 flex items-center gap-2 text-sm">
        {m.sortLabel}
        <select className={`${controlClass} w-auto`} value={sort} onChange={(event) => setSort(event.target.value as ReviewSort)}>
          {REVIEW_SORTS.map((choice) => (
            <option key={choice} value={choice}>
              {m.sorts[choice]}
            </option>
          ))}
        </select>
      </label>
      {(list.isError || summary.isError) && <QueryError onRetry={() => void Promise.all([list.refetch(), summary.refetch()])} />}
      <ul className="mt-4 grid gap-4">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <button type="button" className={`${secondaryButton} mt-4`} disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {m.loadMore}
        </button>
      )}
      {reviewable && <WriteForm listingId={listingId} focus={writing} />}
    </>
  );
}

function ReviewItem({ review }: { review: ShownReview }) {
  return (
    <article className="rounded-2xl border border-gray-200 bg-white p-4">
      <p className="text-sm text-gray-700">
        {review.stars !== null ? (
          <span role="img" aria-label={format(m.starsOutOf, { stars: review.stars })} className="text-amber-500">
            {"★".repeat(review.stars)}
          </span>
        ) : (
          <span className="font-semibold">{m.kindTip}</span>
        )}{" "}
        · <span className="font-semibold text-ink">{review.displayName}</span> · {format(m.visited, { month: review.visitMonth })}
      </p>
      <p className="mt-2 whitespace-pre-line" lang={textLang(review.language)}>
        {review.text}
      </p>
      <ReviewPhotoList photos={review.photos} displayName={review.displayName} language={review.language} />
      {review.replyText && (
        <p className="mt-3 whitespace-pre-line border-l-2 border-gray-300 pl-3 text-sm text-gray-800">
          <span className="font-semibold">{m.ownerReply}</span> {review.replyText}
        </p>
      )}
      <ReportForm id={review.id} />
    </article>
  );
}

/** "Report": a reason from the fixed list, sent to the moderators' queue. */
function ReportForm({ id }: { id: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<HideReason>("off-topic");
  const utils = trpc.useUtils();
  const report = useMutationWithChallenge((attempt: Attempt) => attempt.client.reviews.report.mutate({ id, reason }), utils.client);
  if (report.done)
    return (
      <p className="mt-2 text-sm text-gray-700" role="status">
        {m.reported}
      </p>
    );
  if (!open) {
    return (
      <button type="button" className="mt-2 text-sm text-gray-700 underline" onClick={() => setOpen(true)}>
        {m.reportButton}
      </button>
    );
  }
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        report.send();
      }}
    >
      <FormField id={`report-${id}`} label={m.reasonLabel}>
        {(control) => (
          <select {...control} className={controlClass} value={reason} onChange={(event) => setReason(event.target.value as HideReason)}>
            {HIDE_REASONS.map((choice) => (
              <option key={choice} value={choice}>
                {m.hideReasons[choice]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <button type="submit" className={secondaryButton} disabled={report.pending}>
        {m.reportSend}
      </button>
      {report.error && <p className="text-sm text-red-800">{report.error}</p>}
    </form>
  );
}

/** A call that may ask for the bot challenge first; its state in a few words. */
function useMutationWithChallenge(call: (attempt: Attempt) => Promise<unknown>, client: ApiClient) {
  const [state, setState] = useState<{ pending: boolean; done: boolean; error: string | null }>({ pending: false, done: false, error: null });
  const send = () => {
    setState({ pending: true, done: false, error: null });
    withChallenge(client, call).then(
      () => setState({ pending: false, done: true, error: null }),
      (error: unknown) =>
        setState({ pending: false, done: false, error: error instanceof UploadRefused ? error.message : (apiReason(error) ?? m.failed) }),
    );
  };
  return { ...state, send };
}

const blankDraft = (): ReviewDraft => ({ kind: "review", stars: null, text: "", visitMonth: "", displayName: "", language: activeLocale() });

/** "Write a review": the review's fields, photos and an e-mail address; the link to publish it is e-mailed. */
function WriteForm({ listingId, focus }: { listingId: number; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const [draft, setDraft] = useState<ReviewDraft>(blankDraft);
  const [photos, setPhotos] = useState<PhotoDraft[]>([]);
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<DraftErrors>({});
  const [photosError, setPhotosError] = useState<string | undefined>();
  const [uploaded] = useState(() => new Map<File, UploadAnswer>());
  const utils = trpc.useUtils();
  const write = useMutationWithChallenge(
    async (attempt: Attempt) =>
      attempt.client.reviews.write.mutate({
        listingId,
        email,
        browserKey: browserKey(),
        review: draft,
        photos: await uploadReviewPhotos(photos, uploaded, attempt.proof),
      }),
    utils.client,
  );
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = await checkDraft(draft);
    setErrors(checked.ok ? {} : checked.errors);
    const tooMany = photos.length > REVIEW_PHOTOS_MAX ? format(m.photosTooMany, { max: REVIEW_PHOTOS_MAX }) : undefined;
    setPhotosError(tooMany);
    if (checked.ok && !tooMany) write.send();
  }
  if (write.done)
    return (
      <p className="mt-6 font-semibold" role="status">
        {m.sentText}
      </p>
    );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-8 grid max-w-xl gap-4" aria-labelledby="write-review-heading">
      <h3 id="write-review-heading" ref={heading} tabIndex={-1} className="text-lg font-bold">
        {m.writeHeading}
      </h3>
      <p className="text-sm text-gray-700">{m.writeIntro}</p>
      <ReviewFields idPrefix="write" draft={draft} onChange={setDraft} errors={errors} />
      <ReviewPhotoFields photos={photos} onChange={setPhotos} error={photosError} />
      <FormField id="write-email" label={m.emailLabel} required>
        {(control) => (
          <input {...control} type="email" className={controlClass} required value={email} onChange={(event) => setEmail(event.target.value)} />
        )}
      </FormField>
      {write.error && (
        <p className="text-red-800" role="alert">
          {write.error}
        </p>
      )}
      <button type="submit" className={primaryButton} disabled={write.pending}>
        {m.sendButton}
      </button>
    </form>
  );
}
