// The admin Nominations view: the pending nominations, oldest first, each with what the nominator wrote
// and the season accepting it now adds the shop to. Accept opens a dialog for the shop's description
// (English, and French when written); Decline one for the reason the nominator is sent. Both are Radix
// dialogs (focus trapped, Escape closes, focus returns to the button). Loaded only when its tab opens.
import { Dialog } from "radix-ui";
import { useState, type FormEvent } from "react";
import { format } from "@shared/i18n/messages";
import { ballotAdminMessages as m } from "@shared/voting/ballot-admin-texts";
import { NOMINATION_CUTOFF_DAYS } from "@shared/voting/nominations";
import { nominationAcceptInput, nominationDeclineInput } from "@shared/voting/ballot-admin-schema";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { controlClass, FormField } from "@web/components/ui/form-field";
import { QueryError } from "@web/components/ui/query-error";
import { firstFieldMessages } from "@web/lib/api-errors";
import { formatTimestamp } from "@web/lib/dates";
import { notify } from "@web/lib/notify";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { AdminDialog } from "@web/features/admin/ui/admin-dialog";
import { useAdminCallFailure } from "@web/features/admin/ui/use-admin-errors";

type Nomination = RouterOutputs["admin"]["nominations"]["list"][number];
type Errors = Record<string, string | undefined>;

export default function NominationsView() {
  const list = trpc.admin.nominations.list.useQuery({ status: "pending" }, { staleTime: 0 });
  return (
    <section aria-labelledby="nominations-heading">
      <h2 id="nominations-heading" className="mb-4 text-xl font-bold">
        {m.nominationsHeading}
      </h2>
      {list.isError && <QueryError onRetry={() => void list.refetch()} />}
      {list.data?.length === 0 && <p className="text-gray-700">{m.nominationsEmpty}</p>}
      <ul className="space-y-4">
        {list.data?.map((nomination) => (
          <li key={nomination.id}>
            <NominationEntry nomination={nomination} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function NominationEntry({ nomination }: { nomination: Nomination }) {
  return (
    <article aria-labelledby={`nomination-${nomination.id}`} className="rounded-2xl border border-gray-200 bg-white p-5">
      <h3 id={`nomination-${nomination.id}`} className="text-lg font-bold">
        {nomination.shopName}
      </h3>
      <p className="text-sm text-gray-700">
        {nomination.address} · {format(m.nominationCity, { city: nomination.cityName })}
        {nomination.website && (
          <>
            {" · "}
            <a href={nomination.website} rel="noreferrer noopener" target="_blank" className="underline">
              {nomination.website}
            </a>
          </>
        )}
      </p>
      <p className="mt-2 whitespace-pre-line">{format(m.nominationWhy, { reason: nomination.reason })}</p>
      <p className="mt-2 text-sm text-gray-600">{format(m.nominatedBy, { email: nomination.email, date: formatTimestamp(nomination.createdAt) })}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <AcceptDialog nomination={nomination} />
        <DeclineDialog nomination={nomination} />
      </div>
    </article>
  );
}

/** A decision's call: on success the queue reloads and a toast says what happened; on failure, field errors or a toast. */
function useDecision(onFieldErrors: (errors: Errors) => void) {
  const utils = trpc.useUtils();
  const onError = useAdminCallFailure(m.actionFailed, onFieldErrors);
  const settle = () => void utils.admin.nominations.list.invalidate();
  return { onError, settle };
}

function AcceptDialog({ nomination }: { nomination: Nomination }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ description_en: "", description_fr: "" });
  const [errors, setErrors] = useState<Errors>({});
  const { onError, settle } = useDecision(setErrors);
  const accept = trpc.admin.nominations.accept.useMutation({
    onError,
    onSuccess: (answer) => {
      setOpen(false);
      notify.success(format(m.accepted, { shop: nomination.shopName, city: nomination.cityName, year: answer.year }));
      settle();
    },
  });
  const year = nomination.seasonYear;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = nominationAcceptInput.safeParse({ id: nomination.id, ...values });
    if (!parsed.success) return setErrors(firstFieldMessages(parsed.error.flatten().fieldErrors));
    accept.mutate(parsed.data);
  }

  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className={primaryButton}>
          {m.accept}
        </button>
      }
      title={format(m.acceptHeading, { shop: nomination.shopName })}
      description={
        year === null
          ? undefined
          : nomination.seasonLater
            ? format(m.acceptSeasonNext, { city: nomination.cityName, year, days: NOMINATION_CUTOFF_DAYS })
            : format(m.acceptSeasonNow, { city: nomination.cityName, year })
      }
    >
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <FormField id={`accept-${nomination.id}-en`} label={m.descriptionEnLabel} required error={errors.description_en}>
          {(control) => (
            <textarea
              {...control}
              name="description_en"
              rows={4}
              required
              value={values.description_en}
              onChange={(event) => setValues({ ...values, description_en: event.target.value })}
              className={controlClass}
            />
          )}
        </FormField>
        <FormField id={`accept-${nomination.id}-fr`} label={m.descriptionFrLabel} hint={m.descriptionFrHint} error={errors.description_fr}>
          {(control) => (
            <textarea
              {...control}
              name="description_fr"
              lang="fr-CA"
              rows={4}
              value={values.description_fr}
              onChange={(event) => setValues({ ...values, description_fr: event.target.value })}
              className={controlClass}
            />
          )}
        </FormField>
        <div className="flex gap-2">
          <button type="submit" disabled={accept.isPending} className={primaryButton}>
            {m.accept}
          </button>
          <Dialog.Close className={secondaryButton}>{m.cancel}</Dialog.Close>
        </div>
      </form>
    </AdminDialog>
  );
}

function DeclineDialog({ nomination }: { nomination: Nomination }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const { onError, settle } = useDecision(setErrors);
  const decline = trpc.admin.nominations.decline.useMutation({
    onError,
    onSuccess: () => {
      setOpen(false);
      notify.success(format(m.declined, { shop: nomination.shopName }));
      settle();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = nominationDeclineInput.safeParse({ id: nomination.id, reason });
    if (!parsed.success) return setErrors(firstFieldMessages(parsed.error.flatten().fieldErrors));
    decline.mutate(parsed.data);
  }

  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className={secondaryButton}>
          {m.decline}
        </button>
      }
      title={format(m.declineHeading, { shop: nomination.shopName })}
    >
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <FormField id={`decline-${nomination.id}`} label={m.declineReasonLabel} required error={errors.reason}>
          {(control) => (
            <textarea
              {...control}
              name="reason"
              rows={3}
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className={controlClass}
            />
          )}
        </FormField>
        <div className="flex gap-2">
          <button type="submit" disabled={decline.isPending} className={primaryButton}>
            {m.decline}
          </button>
          <Dialog.Close className={secondaryButton}>{m.cancel}</Dialog.Close>
        </div>
      </form>
    </AdminDialog>
  );
}
