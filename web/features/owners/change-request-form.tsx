// "Ask the team for a change": the name, address and category, which a moderator checks before they show
// (owners.requestChange), with a note for anything else (a move to another city). The form starts from
// today's values; the server keeps only what differs. Requests still waiting are listed above it.
import { useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { format } from "@shared/i18n/messages";
import { hasCategory } from "@shared/places/business-categories";
import { changeRequestInput } from "@shared/owners/change-request-schema";
import { changeLines } from "@shared/owners/change-request-lines";
import { ownerMessages as t } from "@shared/owners/owner-texts";
import { CategoryOptions } from "@web/components/ui/category-options";
import { controlClass, FormField } from "@web/components/ui/form-field";
import { apiFieldErrors, apiReason, firstFieldMessages } from "@web/lib/api-errors";
import { formatTimestamp } from "@web/lib/dates";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { SubmitRow } from "./submit-row";

type OwnedListing = RouterOutputs["owners"]["listing"];
const FIELDS = ["title", "address", "category", "note"] as const;
type Field = (typeof FIELDS)[number];
const asField = (key: string) => ((FIELDS as readonly string[]).includes(key) ? (key as Field) : null);

export function ChangeRequestForm({ listing }: { listing: OwnedListing }) {
  const utils = trpc.useUtils();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState("");
  const request = trpc.owners.requestChange.useMutation({
    onSuccess: () => {
      setOutcome(t.requestSent);
      void utils.owners.listing.invalidate({ listingId: listing.id });
    },
    onError: (error) => {
      setErrors(firstFieldMessages<Field>(apiFieldErrors(error), asField));
      setOutcome(apiReason(error) ?? t.fixFields);
    },
  });

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form));
    const parsed = changeRequestInput.safeParse({ listingId: listing.id, ...data });
    if (!parsed.success) {
      flushSync(() => {
        setErrors(
          firstFieldMessages<Field>(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), [issue.message]])), asField),
        );
        setOutcome(t.fixFields);
      });
      form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    setErrors({});
    setOutcome(t.requestSending);
    request.mutate(parsed.data);
  }

  return (
    <section aria-labelledby="owner-request-heading" className="mt-10">
      <h2 id="owner-request-heading" className="text-xl font-semibold">
        {t.requestHeading}
      </h2>
      <p className="mt-1 text-gray-700">{t.requestIntro}</p>
      {listing.requests.map((pending) => (
        <div key={pending.id} className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="font-medium">{format(t.requestPending, { date: formatTimestamp(pending.createdAt) })}</p>
          <ul className="mt-1 list-disc pl-5">
            {changeLines(pending.changes).map((line) => (
              <li key={line}>{line}</li>
            ))}
            {pending.note && <li className="whitespace-pre-line">{pending.note}</li>}
          </ul>
        </div>
      ))}
      <form noValidate onSubmit={send} className="mt-4 grid gap-4">
        <FormField id="request-title" label={t.requestTitleLabel} error={errors.title}>
          {(control) => <input {...control} name="title" defaultValue={listing.title} className={controlClass} />}
        </FormField>
        <FormField id="request-address" label={t.requestAddressLabel} error={errors.address}>
          {(control) => <input {...control} name="address" defaultValue={listing.address ?? ""} className={controlClass} />}
        </FormField>
        {hasCategory(listing.type) && (
          <FormField id="request-category" label={t.requestCategoryLabel} error={errors.category}>
            {(control) => (
              <select {...control} name="category" defaultValue={listing.category ?? ""} className={controlClass}>
                <CategoryOptions />
              </select>
            )}
          </FormField>
        )}
        <FormField id="request-note" label={t.requestNoteLabel} error={errors.note}>
          {(control) => <textarea {...control} name="note" rows={3} className={controlClass} />}
        </FormField>
        <SubmitRow label={t.requestSend} pending={request.isPending} outcome={outcome} />
      </form>
    </section>
  );
}
