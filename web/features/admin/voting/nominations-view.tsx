// The admin Nominations view: the pending nominations, oldest first, each with what the nominator wrote
// and the season accepting it now adds the shop to. Accept opens a dialog for the shop's description
// (English, and French when written); Decline one for the reason the nominator is sent. Both are Radix
// dialogs (focus trapped, Escape closes, focus returns to the button). Loaded only when its tab opens.
import { useState, type FormEvent } from "react";
import { format } from "@shared/i18n/messages";
import { ballotAdminMessages as m } from "@shared/voting/ballot-admin-texts";
import { NOMINATION_CUTOFF_DAYS } from "@shared/voting/nominations";
import { nominationAcceptInput, nominationDeclineInput } from "@shared/voting/ballot-admin-schema";
import { primaryButton } from "@web/components/ui/button-styles";
import { QueryError } from "@web/components/ui/query-error";
import { firstFieldMessages } from "@web/lib/api-errors";
import { formatTimestamp } from "@web/lib/dates";
import { notify } from "@web/lib/notify";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { useAdminCallFailure } from "@web/features/admin/ui/use-admin-errors";
import { Fields, FormDialog } from "@web/features/admin/ui/form-dialog";
import { AdminSection } from "@web/features/admin/ui/admin-section";

type Nomination = RouterOutputs["admin"]["nominations"]["list"][number];
type Errors = Record<string, string | undefined>;

export default function NominationsView() {
  const list = trpc.admin.nominations.list.useQuery({ status: "pending" }, { staleTime: 0 });
  return (
    <AdminSection heading={m.nominationsHeading}>
      {list.isError && <QueryError onRetry={() => void list.refetch()} />}
      {list.data?.length === 0 && <p className="text-gray-700">{m.nominationsEmpty}</p>}
      <ul className="space-y-4">
        {list.data?.map((nomination) => (
          <li key={nomination.id}>
            <NominationEntry nomination={nomination} />
          </li>
        ))}
      </ul>
    </AdminSection>
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
    <FormDialog
      trigger={m.accept}
      triggerClass={primaryButton}
      title={format(m.acceptHeading, { shop: nomination.shopName })}
      description={
        year === null
          ? undefined
          : nomination.seasonLater
            ? format(m.acceptSeasonNext, { city: nomination.cityName, year, days: NOMINATION_CUTOFF_DAYS })
            : format(m.acceptSeasonNow, { city: nomination.cityName, year })
      }
      submit={m.accept}
      open={open}
      onOpenChange={setOpen}
      onSubmit={submit}
      saving={accept.isPending}
    >
      <Fields
        specs={[
          { name: "description_en", label: m.descriptionEnLabel, required: true, multi: true, rows: 4 },
          { name: "description_fr", label: m.descriptionFrLabel, hint: m.descriptionFrHint, multi: true, rows: 4, lang: "fr-CA" },
        ]}
        values={values}
        errors={errors}
        onChange={(name, value) => setValues({ ...values, [name]: value })}
      />
    </FormDialog>
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
    <FormDialog
      trigger={m.decline}
      title={format(m.declineHeading, { shop: nomination.shopName })}
      submit={m.decline}
      open={open}
      onOpenChange={setOpen}
      onSubmit={submit}
      saving={decline.isPending}
    >
      <Fields
        specs={[{ name: "reason", label: m.declineReasonLabel, required: true, multi: true }]}
        values={{ reason }}
        errors={errors}
        onChange={(_name, value) => setReason(value)}
      />
    </FormDialog>
  );
}
