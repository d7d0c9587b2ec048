// The queue for one status (pending by default): loading, failure with a retry, the empty text
// ("No pending submissions", spec section 2), or the entries in the chosen order, each with a checkbox
// for bulk rejection, and "Load more" while pages remain (paging reaches every entry; there is no cap).
import { format, messages } from "@shared/i18n/messages";
import { adminMessages, submissionStatusLabels } from "@shared/admin/admin-texts";
import { secondaryButton } from "@web/components/ui/button-styles";
import { QueryError } from "@web/components/ui/query-error";
import type { AdminSubmission } from "@web/features/admin/ui/admin-types";
import { LoadingSection, EmptyNote } from "@web/features/admin/ui/admin-section";
import { Icon } from "@web/components/ui/icon";
import { useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { REJECTION_REASON_LABELS } from "@shared/submissions/review-texts";
import { TypeBadge } from "@web/components/listings/type-badge";
import { formatDate, formatTime, formatTimestamp } from "@web/lib/dates";
import { promotionLabel, SubmissionDialog } from "./submission-dialog";
import { ReviewActions, type ReviewDecision } from "./review-actions";
import { placeName } from "@shared/places/place-names";
import { LOCALE_NAMES, type Locale } from "@shared/i18n/locales";
import { spamSignals } from "@shared/submissions/spam-signals";
import { textLang } from "@web/lib/text-lang";
import { apiReason } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import { useSessionLossCheck } from "@web/features/admin/ui/use-admin-errors";
import { BROWSABLE_TYPES, type BrowsableType } from "@shared/listings/listing-types";
import { PAID_TIERS, type PromotionTier } from "@shared/submissions/promotion-tiers";
import { ADMIN_SEARCH_MAX, type AdminListOrder, type SubmissionStatus } from "@shared/submissions/submission-statuses-schema";
import { CityOptions } from "@web/components/ui/city-options";
import { REJECTION_REASONS, type RejectionReason } from "@shared/submissions/rejection-reasons-schema";

/** The empty text of each tab (a message key: read in the page's locale when shown). */
const EMPTY = { pending: "noPending", approved: "noApproved", rejected: "noRejected", awaiting_payment: "noAwaitingPayment" } as const;

interface Props {
  status: SubmissionStatus;
  submissions: AdminSubmission[] | undefined;
  /** How many the current filters match is unknown; the counter's total is shown only without filters. */
  total: number | undefined;
  failed: boolean;
  onRetry: () => void;
  onReviewed: () => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], chosen: boolean) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

export function SubmissionList(props: Props) {
  const { status, submissions, total, failed, onRetry, onReviewed, selected, onSelect } = props;
  if (failed && !submissions) return <QueryError onRetry={onRetry} />;
  if (!submissions) {
    return <LoadingSection />;
  }
  if (submissions.length === 0) {
    return <EmptyNote>{adminMessages[EMPTY[status]]}</EmptyNote>;
  }
  const allChosen = submissions.every((submission) => selected.has(submission.id));
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3 text-sm text-gray-700">
        <label className="inline-flex items-center gap-2 font-medium text-gray-800">
          <input
            type="checkbox"
            className="size-4"
            checked={allChosen}
            onChange={(event) =>
              onSelect(
                submissions.map((submission) => submission.id),
                event.target.checked,
              )
            }
          />
          {adminMessages.selectAllShown}
        </label>
        {total !== undefined && total > submissions.length && <p>{format(adminMessages.showingCount, { shown: submissions.length, total })}</p>}
      </div>
      <ul className="grid gap-4">
        {submissions.map((submission) => (
          <li key={submission.id}>
            <SubmissionEntry
              submission={submission}
              onReviewed={onReviewed}
              selected={selected.has(submission.id)}
              onSelect={(chosen) => onSelect([submission.id], chosen)}
            />
          </li>
        ))}
      </ul>
      {props.hasMore && (
        <div className="mt-6 flex justify-center">
          <button type="button" className={secondaryButton} disabled={props.loadingMore} onClick={props.onLoadMore}>
            {props.loadingMore ? adminMessages.loadingMore : adminMessages.loadMore}
          </button>
        </div>
      )}
    </>
  );
}

// One submission in the dashboard list (spec section 2): title, content-type and language badges, promotion
// tier with price, city and location, a two-line description, the image's thumbnail, a spam hint when the
// text looks like spam, the submitter; View, Approve and Reject; the payment's state once. Reviewed
// items also say who reviewed them, when, and where the published listing lives.
interface SubmissionEntryProps {
  submission: AdminSubmission;
  /** After a review the entry leaves the list: the dashboard puts focus somewhere that stays. */
  onReviewed: () => void;
  /** Chosen for bulk rejection. */
  selected: boolean;
  onSelect: (chosen: boolean) => void;
}

function SubmissionEntry({ submission, onReviewed, selected, onSelect }: SubmissionEntryProps) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const closedByReview = useRef(false);
  const review = useReviewSubmission(submission.title);
  const undo = useUndoReview(submission.title);
  const promotion = promotionLabel(submission);
  // Set by the server while the window lasts (the list reloads after every review); a button left on screen
  // past it gets a clear refusal.
  const undoUntil = submission.undo_until;

  function reviewAs(decision: ReviewDecision) {
    review.mutate(decision.status === "approved" ? { id: submission.id, status: "approved" } : { id: submission.id, ...decision }, {
      onSuccess: () => {
        if (!open) return onReviewed();
        closedByReview.current = true;
        setOpen(false);
      },
    });
  }

  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <input
          type="checkbox"
          className="size-4"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={format(adminMessages.selectEntry, { title: submission.title })}
        />
        <TypeBadge type={submission.content_type} />
        <LanguageBadge language={submission.language} />
        {promotion && <span className="rounded-full bg-gray-900 px-2.5 py-0.5 text-xs font-semibold text-white">{promotion}</span>}
      </div>
      <div className="mt-2 flex gap-4">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-lg font-bold break-words">
            {submission.title}
          </h3>
          <p className="mt-1 flex items-center gap-1 text-sm text-gray-700">
            <Icon name="map-pin" className="size-4 shrink-0 text-brand-700" />
            {placeName(submission.city)} · {submission.location}
          </p>
          <p className="mt-2 line-clamp-2 break-words text-gray-800">{submission.description}</p>
        </div>
        {submission.image_url && (
          <img
            src={submission.image_url}
            alt={format(adminMessages.imageAlt, { title: submission.title })}
            width={96}
            height={72}
            loading="lazy"
            className="h-18 w-24 shrink-0 rounded-lg border border-gray-200 object-cover"
          />
        )}
      </div>
      <SpamHint submission={submission} />
      <p className="mt-2 text-sm text-gray-700">
        {format(adminMessages.submittedBy, { name: submission.submitter_name })} · <span className="break-words">{submission.submitter_email}</span>
      </p>
      {submission.status !== "pending" && submission.reviewed_at && (
        <p className="mt-1 text-sm text-gray-700">
          {format(adminMessages.reviewedBy, {
            status: submissionStatusLabels[submission.status],
            who: submission.reviewer_email ?? adminMessages.unknownReviewer,
            date: formatTimestamp(submission.reviewed_at),
          })}
          {submission.published_at && ` · ${format(adminMessages.publishedOn, { date: formatTimestamp(submission.published_at) })}`}
        </p>
      )}
      {submission.status === "rejected" && submission.rejection_reason && (
        <p className="mt-1 text-sm text-gray-700">
          {format(adminMessages.rejectionReason, { reason: REJECTION_REASON_LABELS[submission.rejection_reason] })}
          {submission.rejection_note && ` · “${submission.rejection_note}”`}
        </p>
      )}
      {submission.public_path && (
        <Link to={submission.public_path} className="mt-1 inline-block text-sm font-semibold text-brand-700 underline">
          {adminMessages.viewListing}
        </Link>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <SubmissionDialog
          submission={submission}
          open={open}
          onOpenChange={setOpen}
          busy={review.isPending}
          onReview={reviewAs}
          onCloseAutoFocus={(event) => {
            if (!closedByReview.current) return;
            closedByReview.current = false;
            event.preventDefault();
            onReviewed();
          }}
          trigger={
            <button type="button" aria-describedby={titleId} className={ENTRY_BUTTON}>
              <Icon name="eye" className="size-4" />
              {adminMessages.view}
            </button>
          }
        />
        <ReviewActions submission={submission} busy={review.isPending} describedBy={titleId} onReview={reviewAs} />
        {undoUntil && (
          <button
            type="button"
            disabled={undo.isPending}
            aria-describedby={titleId}
            onClick={() => undo.mutate({ id: submission.id })}
            className={ENTRY_BUTTON}
          >
            <Icon name="undo-2" className="size-4" />
            {format(adminMessages.undoUntil, { time: formatTime(undoUntil) })}
          </button>
        )}
        {promotion && <PaymentNote submission={submission} />}
      </div>
    </article>
  );
}

/** The submission's language, "EN" or "FR", named in full for assistive technology in its own language. */
function LanguageBadge({ language }: { language: Locale }) {
  return (
    <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-800">
      <span aria-hidden="true">{language.toUpperCase()}</span>
      <span className="sr-only" lang={textLang(language)}>
        {LOCALE_NAMES[language]}
      </span>
    </span>
  );
}

/** Why the text looks like spam, when it does (a hint: the moderator decides). */
function SpamHint({ submission }: { submission: AdminSubmission }) {
  const signals = spamSignals(submission);
  if (signals.length === 0) return null;
  const reasons = signals.map((signal) =>
    signal.kind === "links"
      ? format(adminMessages.spamLinks, { count: signal.count })
      : signal.kind === "caps"
        ? adminMessages.spamCaps
        : format(adminMessages.spamRepeated, { word: signal.word, count: signal.count }),
  );
  return <p className="mt-2 text-sm font-semibold text-amber-900">{format(adminMessages.spamHint, { reasons: reasons.join(" · ") })}</p>;
}

/** What became of the tier's payment ("Paid", "Refunded") and how long its promotion runs. */
function PaymentNote({ submission }: { submission: AdminSubmission }) {
  const state = submission.payment_status === "refunded" ? adminMessages.refunded : submission.paid ? adminMessages.paid : adminMessages.unpaid;
  return (
    <p className="text-sm font-semibold text-gray-800" data-testid="payment-note">
      {state}
      {submission.promoted_until && ` · ${format(adminMessages.promotedUntil, { date: formatDate(submission.promoted_until) })}`}
    </p>
  );
}

// Approving or rejecting (spec sections 4 and 8): a toast either way, with an Undo button while the undo
// window lasts; on success the counters, lists and public listings reload.
/** `title`: the submission's, named in the toasts (stacked toasts must say which item each is about). */
function useReviewSubmission(title: string) {
  const utils = trpc.useUtils();
  const sessionLost = useSessionLossCheck();
  const undo = useUndoReview(title);
  return trpc.admin.submissions.review.useMutation({
    onSuccess: (result) => {
      // The status label in the sentence's case ("approved", as the spec's toast says), like the undo toast's.
      const status = submissionStatusLabels[result.status].toLowerCase();
      // The spec's title and sentence, then the item.
      const item = format(adminMessages.reviewedItem, { title });
      notify.success(adminMessages.successTitle, `${format(adminMessages.reviewSuccess, { status })} · ${item}`, {
        label: adminMessages.undo,
        onClick: () => undo.mutate({ id: result.id }),
      });
      // Not awaited: the caller closes its dialog at once, then the reloaded list drops the entry.
      void utils.admin.invalidate();
      void utils.listings.invalidate();
    },
    onError: (error) => {
      if (!sessionLost(error)) notify.error(adminMessages.errorTitle, adminMessages.updateFailed);
    },
  });
}

/** Undo the latest review of a submission (within the undo window): nobody is e-mailed. */
function useUndoReview(title: string) {
  const utils = trpc.useUtils();
  const sessionLost = useSessionLossCheck();
  return trpc.admin.submissions.undo.useMutation({
    onSuccess: (result) => {
      const item = format(adminMessages.reviewedItem, { title });
      notify.success(
        adminMessages.undoneTitle,
        `${item} · ${format(adminMessages.undoneText, { status: submissionStatusLabels[result.status].toLowerCase() })}`,
      );
      void utils.admin.invalidate();
      void utils.listings.invalidate();
    },
    onError: (error) => {
      if (!sessionLost(error))
        notify.error(adminMessages.errorTitle, error.data?.code === "CONFLICT" ? (apiReason(error) ?? error.message) : adminMessages.undoFailed);
    },
  });
}

// The queue's controls: order (newest or oldest first), type, city and tier filters, and a search of
// titles and submitter emails. Selects apply at once; the search applies when submitted.
export interface QueueFilters {
  order: AdminListOrder;
  type?: BrowsableType;
  city?: string;
  tier?: PromotionTier;
  search?: string;
}

/** The entry's secondary buttons (View, Undo): smaller than the page's, to fit a row of them. */
const ENTRY_BUTTON =
  "inline-flex min-h-10 items-center gap-1.5 rounded-full border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-60";
const selectClass = "min-h-10 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900";

export function QueueFiltersForm({ filters, onChange }: { filters: QueueFilters; onChange: (next: QueueFilters) => void }) {
  const id = useId();
  const [search, setSearch] = useState(filters.search ?? "");
  const set = <K extends keyof QueueFilters>(key: K, value: QueueFilters[K] | "") =>
    onChange({ ...filters, [key]: value === "" ? undefined : value });

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    set("search", search.trim());
  }

  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
        {adminMessages.orderLabel}
        <select className={selectClass} value={filters.order} onChange={(event) => set("order", event.target.value as AdminListOrder)}>
          <option value="newest">{adminMessages.newestFirst}</option>
          <option value="oldest">{adminMessages.oldestFirst}</option>
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
        {adminMessages.type}
        <select className={selectClass} value={filters.type ?? ""} onChange={(event) => set("type", event.target.value as BrowsableType)}>
          <option value="">{adminMessages.anyType}</option>
          {BROWSABLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {messages.types[type]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
        {adminMessages.cityLabel}
        <select className={selectClass} value={filters.city ?? ""} onChange={(event) => set("city", event.target.value)}>
          <option value="">{adminMessages.anyCity}</option>
          <CityOptions />
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
        {adminMessages.promotion}
        <select className={selectClass} value={filters.tier ?? ""} onChange={(event) => set("tier", event.target.value as PromotionTier)}>
          <option value="">{adminMessages.anyTier}</option>
          <option value="none">{adminMessages.noPromotion}</option>
          {PAID_TIERS.map((tier) => (
            <option key={tier.id} value={tier.id}>
              {tier.name}
            </option>
          ))}
        </select>
      </label>
      <form role="search" onSubmit={handleSearch} className="flex items-end gap-2">
        <label htmlFor={`${id}-search`} className="flex flex-col gap-1 text-sm font-medium text-gray-800">
          {adminMessages.searchLabel}
          <input
            id={`${id}-search`}
            type="search"
            maxLength={ADMIN_SEARCH_MAX}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={selectClass}
          />
        </label>
        <button type="submit" className={secondaryButton}>
          {adminMessages.search}
        </button>
      </form>
    </div>
  );
}

// Bulk review: how many entries are chosen, "Approve selected", and a stock reason with "Reject selected".
// Shown while at least one entry is chosen; the server checks the admin role and reviews each one as a
// single review would (listing, audit row, notice after the undo window).
interface BulkReviewBarProps {
  selected: readonly number[];
  onDone: () => void;
}

export function BulkReviewBar({ selected, onDone }: BulkReviewBarProps) {
  const id = useId();
  // No reason until the admin picks one: "Reject selected" stays disabled and says why.
  const [reason, setReason] = useState<RejectionReason | "">("");
  const bulkReview = useBulkReview(onDone);
  if (selected.length === 0) return null;
  return (
    <section
      aria-labelledby={`${id}-count`}
      className="sticky top-2 z-10 mb-4 flex flex-wrap items-end gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow"
    >
      <p id={`${id}-count`} role="status" className="self-center text-sm font-semibold text-gray-900">
        {format(adminMessages.selectedCount, { count: selected.length })}
      </p>
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
        {adminMessages.reasonLabel}
        <select className={selectClass} value={reason} onChange={(event) => setReason(event.target.value as RejectionReason | "")}>
          <option value="">{adminMessages.reasonPlaceholder}</option>
          {REJECTION_REASONS.map((value) => (
            <option key={value} value={value}>
              {REJECTION_REASON_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={bulkReview.isPending}
        onClick={() => bulkReview.mutate({ ids: [...selected], status: "approved" })}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {adminMessages.approveSelected}
      </button>
      <button
        type="button"
        disabled={bulkReview.isPending || reason === ""}
        aria-describedby={reason === "" ? `${id}-why` : undefined}
        onClick={() => reason !== "" && bulkReview.mutate({ ids: [...selected], status: "rejected", reason })}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {adminMessages.rejectSelected}
      </button>
      {reason === "" && (
        <p id={`${id}-why`} className="self-center text-sm text-gray-700">
          {adminMessages.reasonRequired}
        </p>
      )}
    </section>
  );
}

// Approving or rejecting the chosen submissions at once: a toast either way; on success the counters,
// lists and public listings reload.
function useBulkReview(onDone: () => void) {
  const utils = trpc.useUtils();
  const sessionLost = useSessionLossCheck();
  return trpc.admin.submissions.bulkReview.useMutation({
    onSuccess: (result) => {
      const text = result.status === "approved" ? adminMessages.bulkApproved : adminMessages.bulkRejected;
      notify.success(adminMessages.successTitle, format(text, { count: result.reviewed.length }));
      onDone();
      void utils.admin.submissions.invalidate();
      void utils.listings.invalidate();
    },
    onError: (error) => {
      if (!sessionLost(error)) notify.error(adminMessages.errorTitle, adminMessages.updateFailed);
    },
  });
}
