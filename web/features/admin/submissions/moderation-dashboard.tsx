// The admin dashboard (spec section 2): who is signed in and a log-out control, the three counters, a
// status filter (pending by default; approved and rejected show the review history) and the queue:
// ordered, filtered, searched, paged with "Load more", with bulk approval or rejection of chosen entries.
// Beside the submissions, the other sections (beyond the spec: listings, payments, the ballot, e-mail…)
// load their code only when opened.
import { Tabs } from "radix-ui";
import { Link } from "react-router-dom";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { format, messages } from "@shared/i18n/messages";
import { adminMessages, submissionStatusLabels } from "@shared/admin/admin-texts";
import { adminPeopleMessages } from "@shared/people/admin-people-texts";
import { performanceMessages } from "@shared/performance/performance-texts";
import { curationMessages } from "@shared/listings/curation-texts";
import { integrityMessages } from "@shared/voting/integrity-texts";
import { ballotAdminMessages } from "@shared/voting/ballot-admin-texts";
import { mayUseArea, type AdminArea } from "@shared/people/staff-roles";
import { passkeyMessages } from "@shared/people/passkeys-texts";
import { adminSectionPath } from "@shared/admin/admin-paths";
import { secondaryButton } from "@web/components/ui/button-styles";
import { ADMIN_SEARCH_MAX, SUBMISSION_STATUSES, type SubmissionStatus } from "@shared/submissions/submission-statuses-schema";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import type { Me, SubmissionCounts } from "@web/features/admin/ui/admin-types";
import type { OpenSubmission } from "@web/features/admin/payments/payments-view";
import { BulkReviewBar, QueueFiltersForm, type QueueFilters, SubmissionList } from "./submission-list";
import { DigestPanel, EmailDelivery } from "@web/features/admin/email/email-delivery";
import { LogoutButton } from "@web/features/admin/ui/logout-button";
import { useSessionLossCheck } from "@web/features/admin/ui/use-admin-errors";
import { LoadingSection } from "@web/features/admin/ui/admin-section";

import { withTexts } from "@web/lib/texts";
import { CLAIMS_VIEW_TEXTS } from "@web/features/admin/claims/claims-texts";
import { REVIEWS_VIEW_TEXTS } from "@web/features/admin/reviews/reviews-texts";
const ListingsView = lazy(() => import("@web/features/admin/listings/listings-view"));
const PaymentsView = lazy(() => import("@web/features/admin/payments/payments-view"));
const IntegrityView = lazy(() => import("@web/features/admin/voting/integrity-view"));
const NominationsView = lazy(() => import("@web/features/admin/voting/nominations-view"));
const BallotEditorView = lazy(() => import("@web/features/admin/voting/ballot-editor-view"));
const AuditView = lazy(() => import("@web/features/admin/audit/audit-view"));
const PeopleView = lazy(() => import("@web/features/admin/people/people-view"));
const ClaimsView = lazy(() => withTexts(() => import("@web/features/admin/claims/claims-view"), CLAIMS_VIEW_TEXTS));
const ReviewsView = lazy(() => withTexts(() => import("@web/features/admin/reviews/reviews-view"), REVIEWS_VIEW_TEXTS));
const PerformanceView = lazy(() => import("@web/features/admin/performance/performance-view"));
interface Section {
  area: AdminArea;
  label: string;
  view: ReactNode;
  fallback?: ReactNode;
}
const SECTION_TAB =
  "rounded-full px-4 py-2 text-sm font-medium text-gray-800 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow";

export function ModerationDashboard({ me }: { me: Me }) {
  const [status, setStatus] = useState<SubmissionStatus>("pending");
  const [filters, setFilters] = useState<QueueFilters>({ order: "newest" });
  const [area, setArea] = useState("submissions");
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const listHeading = useRef<HTMLHeadingElement>(null);
  const stats = trpc.admin.submissions.stats.useQuery(undefined, { staleTime: 0 });
  const list = trpc.admin.submissions.list.useInfiniteQuery({ status, ...filters }, { staleTime: 0, getNextPageParam: (page) => page.nextCursor });
  const sessionLost = useSessionLossCheck();
  // A payment's row opens its submission: the submissions tab, at its status, searched by its title.
  const openSubmission: OpenSubmission = (submission) => {
    setStatus(submission.status);
    setFilters({ order: "newest", search: submission.title.slice(0, ADMIN_SEARCH_MAX) });
    setSelected(new Set());
    setArea("submissions");
  };
  // Only the areas the role may use are shown; the server refuses the others all the same.
  const may = (area: AdminArea) => mayUseArea(me.roles, area);
  // The sections beside the submissions, each loading its code when opened.
  const sections = (
    [
      { area: "claims", label: adminMessages.claimsTab, view: <ClaimsView /> },
      { area: "reviews", label: adminMessages.reviewsTab, view: <ReviewsView /> },
      {
        area: "listings",
        label: curationMessages.listingsTab,
        view: <ListingsView />,
        fallback: (
          <p role="status" aria-busy="true" className="py-8 text-gray-700">
            {curationMessages.loading}
          </p>
        ),
      },
      { area: "payments", label: adminMessages.paymentsTab, view: <PaymentsView onOpenSubmission={openSubmission} /> },
      { area: "nominations", label: ballotAdminMessages.nominationsTab, view: <NominationsView /> },
      { area: "ballot", label: ballotAdminMessages.ballotTab, view: <BallotEditorView /> },
      { area: "integrity", label: integrityMessages.tab, view: <IntegrityView /> },
      {
        area: "emails",
        label: adminMessages.emailTab,
        view: (
          <>
            <EmailDelivery />
            {may("digest") && <DigestPanel />}
          </>
        ),
      },
      { area: "people", label: adminPeopleMessages.peopleTab, view: <PeopleView me={me} /> },
      { area: "audit", label: adminPeopleMessages.auditTab, view: <AuditView /> },
      { area: "performance", label: performanceMessages.tab, view: <PerformanceView /> },
    ] satisfies Section[]
  ).filter((section) => may(section.area));
  const submissions = list.data?.pages.flatMap((page) => page.items);
  const filtered = Boolean(filters.type ?? filters.city ?? filters.tier ?? filters.search);

  // Spec section 8: a failed load says "Failed to load submissions", once per failure (each failure is
  // a new error object; sessionLost is stable, so only a new failure re-runs the effect).
  const failure = stats.error ?? list.error;
  useEffect(() => {
    if (failure && !sessionLost(failure)) notify.error(adminMessages.errorTitle, adminMessages.loadFailed);
  }, [failure, sessionLost]);

  // A choice made under another status or other filters is not carried over.
  function showStatus(next: SubmissionStatus) {
    setStatus(next);
    setSelected(new Set());
  }
  function applyFilters(next: QueueFilters) {
    setFilters(next);
    setSelected(new Set());
  }

  function select(ids: readonly number[], chosen: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (chosen) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <div className="mb-8 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{messages.screens.admin}</h1>
          <p className="mt-2 text-gray-700">{adminMessages.intro}</p>
        </div>
        <div className="flex flex-col items-end gap-2">
          <p className="text-sm text-gray-700">{format(adminMessages.signedInAs, { email: me.user.email })}</p>
          <div className="flex flex-wrap gap-2">
            <Link to={adminSectionPath("account")} className={secondaryButton}>
              {passkeyMessages.accountLink}
            </Link>
            <LogoutButton />
          </div>
        </div>
      </div>

      <Tabs.Root value={area} onValueChange={setArea}>
        <Tabs.List aria-label={curationMessages.sectionsLabel} className="mb-6 inline-flex flex-wrap gap-1 rounded-3xl bg-gray-100 p-1">
          {may("submissions") && (
            <Tabs.Trigger value="submissions" className={SECTION_TAB}>
              {curationMessages.submissionsTab}
            </Tabs.Trigger>
          )}
          {sections.map(({ area, label }) => (
            <Tabs.Trigger key={area} value={area} className={SECTION_TAB}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="submissions">
          <StatusCounters counts={stats.data} />

          <Tabs.Root value={status} onValueChange={(value) => showStatus(value as SubmissionStatus)} className="mt-10">
            <Tabs.List aria-label={adminMessages.filterLabel} className="mb-4 inline-flex flex-wrap gap-1 rounded-3xl bg-gray-100 p-1">
              {SUBMISSION_STATUSES.map((value) => (
                <Tabs.Trigger key={value} value={value} className={SECTION_TAB}>
                  {submissionStatusLabels[value]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value={status}>
              <h2 ref={listHeading} tabIndex={-1} className="mb-4 text-xl font-bold focus:outline-none focus-visible:outline-3">
                {format(adminMessages.listHeading, { status: submissionStatusLabels[status] })}
              </h2>
              <QueueFiltersForm filters={filters} onChange={applyFilters} />
              <BulkReviewBar
                selected={[...selected]}
                onDone={() => {
                  setSelected(new Set());
                  listHeading.current?.focus();
                }}
              />
              <SubmissionList
                status={status}
                submissions={submissions}
                total={filtered ? undefined : stats.data?.[status]}
                failed={list.isError}
                onRetry={() => void list.refetch()}
                onReviewed={() => listHeading.current?.focus()}
                selected={selected}
                onSelect={select}
                hasMore={list.hasNextPage}
                loadingMore={list.isFetchingNextPage}
                onLoadMore={() => void list.fetchNextPage()}
              />
            </Tabs.Content>
          </Tabs.Root>
        </Tabs.Content>
        {sections.map(({ area, view, fallback }) => (
          <Tabs.Content key={area} value={area}>
            <Suspense fallback={fallback ?? <LoadingSection />}>{view}</Suspense>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

// The counters (spec section 2's three, and submissions awaiting payment), counted on the server by `admin.submissions.stats`.
const COLOURS = { pending: "text-amber-800", approved: "text-emerald-800", rejected: "text-brand-800", awaiting_payment: "text-gray-800" } as const;

function StatusCounters({ counts }: { counts: SubmissionCounts | undefined }) {
  return (
    <dl aria-label={adminMessages.countersLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {SUBMISSION_STATUSES.map((status) => (
        <div key={status} className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-semibold text-gray-700">{submissionStatusLabels[status]}</dt>
          <dd className={`mt-1 text-3xl font-extrabold ${COLOURS[status]}`}>{counts ? counts[status] : "–"}</dd>
        </div>
      ))}
    </dl>
  );
}
