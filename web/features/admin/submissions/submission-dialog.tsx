// "View" (spec section 2): an accessible dialog with everything a submission holds. Radix Dialog traps
// focus, closes on Escape and returns focus to the View button (after a review the entry decides where
// focus goes instead, since the entry itself is about to leave the list).
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { format } from "@shared/i18n/messages";
import { adminMessages, submissionStatusLabels } from "@shared/admin/admin-texts";
import { curationMessages } from "@shared/listings/curation-texts";
import { TypeBadge } from "@web/components/listings/type-badge";
import { formatEventDate } from "@shared/i18n/event-date";
import { formatTimestamp } from "@web/lib/dates";
import { DialogHeading } from "@web/features/admin/ui/admin-dialog";
import type { AdminSubmission } from "@web/features/admin/ui/admin-types";
import { LOCALE_NAMES } from "@shared/i18n/locales";
import { textLang } from "@web/lib/text-lang";
import { ReviewActions, type ReviewDecision } from "./review-actions";
import { placeName } from "@shared/places/place-names";
import { categoryName } from "@shared/places/category-name";
import { submitMessages } from "@shared/submissions/submit-texts";
import { typeFieldsMessages } from "@shared/listings/type-fields-texts";
import { typeFieldsOf } from "@shared/listings/type-fields";
import { hoursMessages } from "@shared/time/hours-texts";
import { HoursTable } from "@web/components/listings/hours-table";
import { REJECTION_REASON_LABELS } from "@shared/submissions/review-texts";
import { trpc } from "@web/lib/trpc";
import { PAID_TIERS } from "@shared/submissions/promotion-tiers";
import { formatDollars } from "@web/lib/numbers";

interface Props {
  submission: AdminSubmission;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onReview: (decision: ReviewDecision) => void;
  /** Radix's hook to move focus elsewhere than the View button on close (call preventDefault). */
  onCloseAutoFocus: (event: Event) => void;
  trigger: ReactNode;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[8rem_1fr]">
      <dt className="text-sm font-semibold text-gray-700">{term}</dt>
      <dd className="text-gray-900">{children}</dd>
    </div>
  );
}

export function SubmissionDialog({ submission, open, onOpenChange, busy, onReview, onCloseAutoFocus, trigger }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <DialogHeading>{submission.title}</DialogHeading>
          <Dialog.Description className="mt-1 text-sm text-gray-700">
            {format(adminMessages.submittedOn, { date: formatTimestamp(submission.created_at) })}
          </Dialog.Description>

          <dl className="mt-5 space-y-3">
            <Row term={adminMessages.type}>
              <TypeBadge type={submission.content_type} />
            </Row>
            <Row term={adminMessages.location}>
              {submission.location}, {placeName(submission.city)}
            </Row>
            {submission.category && <Row term={submitMessages.categoryLabel}>{categoryName(submission.category)}</Row>}
            {submission.address && <Row term={curationMessages.addressLabel}>{submission.address}</Row>}
            {submission.opening_hours && (
              <Row term={hoursMessages.openingHours}>
                <HoursTable {...submission.opening_hours} />
              </Row>
            )}
            {submission.website && (
              <Row term={curationMessages.websiteLabel}>
                <a href={submission.website} rel="noopener noreferrer nofollow" target="_blank" className="break-all text-brand-700 underline">
                  {submission.website}
                </a>
              </Row>
            )}
            {submission.phone && (
              <Row term={curationMessages.phoneLabel}>
                <a href={`tel:${submission.phone}`} className="text-brand-700 underline">
                  {submission.phone}
                </a>
              </Row>
            )}
            {typeFieldsOf(submission.content_type).map(({ name, label, input, options }) => {
              const value = submission[name];
              if (value === null) return null;
              const chosen = options?.find((option) => option.value === value);
              return (
                <Row key={name} term={typeFieldsMessages[label]}>
                  {input === "url" ? (
                    <a href={String(value)} rel="noopener noreferrer nofollow" target="_blank" className="break-all text-brand-700 underline">
                      {value}
                    </a>
                  ) : chosen ? (
                    typeFieldsMessages[chosen.label]
                  ) : (
                    value
                  )}
                </Row>
              );
            })}
            <Row term={adminMessages.language}>
              <span lang={textLang(submission.language)}>{LOCALE_NAMES[submission.language]}</span>
            </Row>
            <Row term={adminMessages.description}>
              <span className="break-words whitespace-pre-line" lang={textLang(submission.language)}>
                {submission.description}
              </span>
            </Row>
            {submission.date && (
              <Row term={adminMessages.date}>
                <time dateTime={submission.date}>{formatEventDate(submission.date)}</time>
              </Row>
            )}
            {submission.tags.length > 0 && (
              <Row term={adminMessages.tags}>
                <ul className="flex flex-wrap gap-1.5">
                  {submission.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-gray-100 px-2.5 py-0.5 text-sm">
                      {tag}
                    </li>
                  ))}
                </ul>
              </Row>
            )}
            {submission.image_url && (
              <Row term={adminMessages.image}>
                <img
                  src={submission.image_url}
                  alt={format(adminMessages.imageAlt, { title: submission.title })}
                  className="max-h-64 rounded-lg border border-gray-200 object-contain"
                />
              </Row>
            )}
            <Row term={adminMessages.promotion}>
              {promotionLabel(submission) ?? adminMessages.noPromotion}
              {submission.promotion_tier !== "none" && ` · ${submission.paid ? adminMessages.paid : adminMessages.unpaid}`}
            </Row>
            <Row term={adminMessages.submitter}>
              {submission.submitter_name} · <span className="break-words">{submission.submitter_email}</span>
            </Row>
            <Row term={adminMessages.status}>
              {submission.status === "pending" ? (
                submissionStatusLabels.pending
              ) : (
                <div className="space-y-1">
                  <ReviewHistory submissionId={submission.id} />
                  {submission.published_at && (
                    <p className="text-sm text-gray-700">{format(adminMessages.publishedOn, { date: formatTimestamp(submission.published_at) })}</p>
                  )}
                </div>
              )}
            </Row>
          </dl>

          <div className="mt-6 flex flex-wrap justify-end gap-2">
            {/* Inside the dialog, its title already says which submission these act on. */}
            <ReviewActions submission={submission} busy={busy} onReview={onReview} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

// The audit trail of one submission in its dialog: every review, who made it and when, its reason, and
// whether it was undone.
function ReviewHistory({ submissionId }: { submissionId: number }) {
  const history = trpc.admin.submissions.history.useQuery({ id: submissionId }, { staleTime: 0 });
  if (!history.data || history.data.length === 0) return null;
  return (
    <ol className="space-y-1 text-sm text-gray-700">
      {history.data.map((entry) => (
        <li key={entry.id}>
          {format(adminMessages.reviewedBy, {
            status: submissionStatusLabels[entry.status],
            who: entry.reviewer_email ?? adminMessages.unknownReviewer,
            date: formatTimestamp(entry.reviewed_at),
          })}
          {entry.rejection_reason && ` · ${REJECTION_REASON_LABELS[entry.rejection_reason]}`}
          {entry.undone_at && ` · ${format(adminMessages.undoneOn, { date: formatTimestamp(entry.undone_at) })}`}
        </li>
      ))}
    </ol>
  );
}

/** "No promotion", or the tier with its price, e.g. "Pro · $99" (spec section 2, Admin Dashboard). */
export function promotionLabel(submission: Pick<AdminSubmission, "promotion_tier" | "price">): string | null {
  const tier = PAID_TIERS.find((paid) => paid.id === submission.promotion_tier);
  return tier ? format(adminMessages.tierWithPrice, { tier: tier.name, price: formatDollars(submission.price) }) : null;
}
