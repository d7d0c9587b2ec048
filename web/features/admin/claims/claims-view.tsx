// The Claims tab (moderators): claims on listings that no e-mail domain or website code proved, oldest
// first, one card each with the evidence. Approve e-mails the claimant the owner link; Refuse asks for the
// reason the claimant is e-mailed. Below them, owners' requests to change a name, address or category:
// Approve publishes the change. Loaded only when its tab opens.
import { useState, type FormEvent } from "react";
import { format, messages } from "@shared/i18n/messages";
import { LOCALE_NAMES } from "@shared/i18n/locales";
import { changeLines } from "@shared/owners/change-request-lines";
import { adminMessages as m } from "@shared/admin/admin-texts";
import { refuseClaimInput } from "@shared/owners/claim-schema";
import { primaryButton } from "@web/components/ui/button-styles";
import { QueryError } from "@web/components/ui/query-error";
import { firstFieldMessages } from "@web/lib/api-errors";
import { formatTimestamp } from "@web/lib/dates";
import { notify } from "@web/lib/notify";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { useAdminCallFailure } from "@web/features/admin/ui/use-admin-errors";
import { AdminSection } from "@web/features/admin/ui/admin-section";
import { Fields, FormDialog } from "@web/features/admin/ui/form-dialog";

type Claim = RouterOutputs["admin"]["claims"]["list"][number];
type ChangeRequest = RouterOutputs["admin"]["changeRequests"]["list"][number];
type Errors = Record<string, string | undefined>;

export default function ClaimsView() {
  const list = trpc.admin.claims.list.useQuery(undefined, { staleTime: 0 });
  return (
    <AdminSection heading={m.claimsHeading} intro={m.claimsIntro}>
      {list.isError && <QueryError onRetry={() => void list.refetch()} />}
      {list.data?.length === 0 && <p className="text-gray-700">{m.claimsEmpty}</p>}
      <ul className="space-y-4">
        {list.data?.map((claim) => (
          <li key={claim.id}>
            <ClaimCard claim={claim} />
          </li>
        ))}
      </ul>
      <ChangeRequests />
    </AdminSection>
  );
}

function ClaimCard({ claim }: { claim: Claim }) {
  const { listing } = claim;
  return (
    <article aria-labelledby={`claim-${claim.id}`} className="rounded-2xl border border-gray-200 bg-white p-5">
      <h3 id={`claim-${claim.id}`} className="text-lg font-bold">
        <a href={listing.path} target="_blank" rel="noreferrer" className="underline">
          {listing.title}
        </a>
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{m.claimListing}</dt>
        <dd>
          {messages.types[listing.type]} · {listing.city}
        </dd>
        <dt className="font-medium">{m.claimWebsite}</dt>
        <dd>
          {listing.website ? (
            <a href={listing.website} rel="noreferrer noopener" target="_blank" className="underline">
              {listing.website}
            </a>
          ) : (
            m.claimNoWebsite
          )}
        </dd>
        <dt className="font-medium">{m.claimContact}</dt>
        <dd>
          {format(m.claimClaimant, { name: claim.name, role: claim.role })} · {claim.email}
          {claim.phone && ` · ${claim.phone}`}
        </dd>
        {claim.note && (
          <>
            <dt className="font-medium">{m.claimNote}</dt>
            <dd className="whitespace-pre-line">{claim.note}</dd>
          </>
        )}
        <dt className="font-medium">{m.claimLanguage}</dt>
        <dd lang={claim.language}>{LOCALE_NAMES[claim.language]}</dd>
        <dt className="font-medium">{m.claimSent}</dt>
        <dd>{formatTimestamp(claim.createdAt)}</dd>
      </dl>
      <ul className="mt-2 list-disc pl-5 text-sm text-gray-700">
        <li>{claim.emailMatchesWebsite ? m.claimDomainMatch : m.claimDomainNoMatch}</li>
        {claim.websiteCheck && <li>{format(m.claimWebsiteCheck, { finding: m.claimFindings[claim.websiteCheck] })}</li>}
        {claim.hasOwners && <li className="font-medium text-amber-800">{m.claimHasOwners}</li>}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <ApproveButton claim={claim} />
        <RefuseDialog
          id={claim.id}
          heading={format(m.claimRefuseHeading, { title: listing.title })}
          label={m.claimRefusalReason}
          refused={format(m.claimRefused, { name: claim.name })}
          useRefusal={useClaimRefusal}
        />
      </div>
    </article>
  );
}

/** A decision's call: on success the queue reloads and a toast says what happened; on failure, field errors or a toast. */
function useDecision(onFieldErrors?: (errors: Errors) => void) {
  const utils = trpc.useUtils();
  const onError = useAdminCallFailure(m.claimActionFailed, onFieldErrors);
  const settle = () => void Promise.all([utils.admin.claims.list.invalidate(), utils.admin.changeRequests.list.invalidate()]);
  return { onError, settle };
}

function ApproveButton({ claim }: { claim: Claim }) {
  const { onError, settle } = useDecision();
  const approve = trpc.admin.claims.approve.useMutation({
    onError,
    onSuccess: () => {
      notify.success(format(m.claimApproved, { name: claim.name, title: claim.listing.title }));
      settle();
    },
  });
  return (
    <button type="button" className={primaryButton} disabled={approve.isPending} onClick={() => approve.mutate({ id: claim.id })}>
      {m.claimApprove}
    </button>
  );
}

/** A refusal's call: `mutate` sends the reason, `done` closes the dialog and says what happened. */
type UseRefusal = (
  done: () => void,
  onFieldErrors: (errors: Errors) => void,
) => { mutate: (input: { id: number; reason: string }) => void; isPending: boolean };

const useClaimRefusal: UseRefusal = (done, onFieldErrors) => {
  const { onError, settle } = useDecision(onFieldErrors);
  return trpc.admin.claims.refuse.useMutation({ onError, onSuccess: () => (done(), settle()) });
};

const useChangeRefusal: UseRefusal = (done, onFieldErrors) => {
  const { onError, settle } = useDecision(onFieldErrors);
  return trpc.admin.changeRequests.refuse.useMutation({ onError, onSuccess: () => (done(), settle()) });
};

interface RefuseProps {
  id: number;
  heading: string;
  label: string;
  refused: string;
  useRefusal: UseRefusal;
}

/** "Refuse", with the reason the person is e-mailed (5 to 500 characters, checked before sending). */
function RefuseDialog({ id, heading, label, refused, useRefusal }: RefuseProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const refuse = useRefusal(() => {
    setOpen(false);
    notify.success(refused);
  }, setErrors);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = refuseClaimInput.safeParse({ id, reason });
    if (!parsed.success) return setErrors(firstFieldMessages(parsed.error.flatten().fieldErrors));
    refuse.mutate(parsed.data);
  }

  return (
    <FormDialog
      trigger={m.claimRefuse}
      title={heading}
      submit={m.claimRefuse}
      open={open}
      onOpenChange={setOpen}
      onSubmit={submit}
      saving={refuse.isPending}
    >
      <Fields
        specs={[{ name: "reason", label, required: true, multi: true }]}
        values={{ reason }}
        errors={errors}
        onChange={(_name, value) => setReason(value)}
      />
    </FormDialog>
  );
}

/** Owners' requests to change a name, address or category: each field before → after, the note, who asked. */
function ChangeRequests() {
  const list = trpc.admin.changeRequests.list.useQuery(undefined, { staleTime: 0 });
  return (
    <section aria-labelledby="change-requests-heading" className="mt-10">
      <h2 id="change-requests-heading" className="text-xl font-bold">
        {m.changesHeading}
      </h2>
      <p className="mt-1 text-gray-700">{m.changesIntro}</p>
      {list.isError && <QueryError onRetry={() => void list.refetch()} />}
      {list.data?.length === 0 && <p className="mt-3 text-gray-700">{m.changesEmpty}</p>}
      <ul className="mt-4 space-y-4">
        {list.data?.map((request) => (
          <li key={request.id}>
            <ChangeRequestCard request={request} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChangeRequestCard({ request }: { request: ChangeRequest }) {
  const { onError, settle } = useDecision();
  const { listing } = request;
  const approve = trpc.admin.changeRequests.approve.useMutation({
    onError,
    onSuccess: () => {
      notify.success(format(m.changeApproved, { title: listing.title }));
      settle();
    },
  });
  return (
    <article aria-labelledby={`change-${request.id}`} className="rounded-2xl border border-gray-200 bg-white p-5">
      <h3 id={`change-${request.id}`} className="text-lg font-bold">
        <a href={listing.path} target="_blank" rel="noreferrer" className="underline">
          {listing.title}
        </a>
      </h3>
      <p className="text-sm text-gray-700">
        {messages.types[listing.type]} · {listing.city} ·{" "}
        {format(m.changeAskedBy, { email: request.email ?? "—", date: formatTimestamp(request.createdAt) })}
      </p>
      <ul className="mt-2 list-disc pl-5 text-sm" lang={request.language}>
        {changeLines(request.changes).map((line) => (
          <li key={line}>{line}</li>
        ))}
        {request.note && <li className="whitespace-pre-line">{request.note}</li>}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={primaryButton} disabled={approve.isPending} onClick={() => approve.mutate({ id: request.id })}>
          {m.changeApprove}
        </button>
        <RefuseDialog
          id={request.id}
          heading={format(m.changeRefuseHeading, { title: listing.title })}
          label={m.changeRefusalReason}
          refused={m.changeRefused}
          useRefusal={useChangeRefusal}
        />
      </div>
    </article>
  );
}
