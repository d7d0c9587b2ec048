// The people who manage a listing (`/owner?listing=<id>`): e-mail, role and since when. An owner also
// sees "Remove" beside each manager and the form that invites one; a manager sees only the list (the
// server refuses them either way). What happened is announced; after a removal focus goes to the
// invitation field.
import { useId, useState, type FormEvent } from "react";
import { format } from "@shared/i18n/messages";
import { formatterFor } from "@shared/i18n/intl-format";
import { inviteManagerInput } from "@shared/owners/owner-schema";
import { ownerMessages as t } from "@shared/owners/owner-texts";
import { TextInputField } from "@web/components/ui/form-field";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { apiFieldErrors, apiReason } from "@web/lib/api-errors";
import { trpc, type RouterOutputs } from "@web/lib/trpc";

type OwnedListing = RouterOutputs["owners"]["listing"];

const day = formatterFor((tag) => new Intl.DateTimeFormat(tag, { dateStyle: "medium" }));

export function OwnerTeam({ listing }: { listing: OwnedListing }) {
  const id = useId();
  const utils = trpc.useUtils();
  const isOwner = listing.role === "owner";
  const focusEmail = () => document.getElementById(`${id}-email`)?.focus();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [announcement, setAnnouncement] = useState("");
  const refresh = () => utils.owners.listing.invalidate({ listingId: listing.id });

  const invite = trpc.owners.inviteManager.useMutation({
    onSuccess: (answer) => {
      setEmail("");
      setAnnouncement(format(t.invited, { email: answer.email }));
      void refresh();
    },
    onError: (failure) => setError(apiFieldErrors(failure).email?.[0] ?? apiReason(failure) ?? t.fixFields),
  });
  const remove = trpc.owners.removeManager.useMutation({
    onSuccess: async (_answer, input) => {
      const person = listing.team.find((member) => member.userId === input.userId);
      await refresh();
      setAnnouncement(format(t.removed, { email: person?.email ?? "" }));
      focusEmail();
    },
    onError: (failure) => setAnnouncement(apiReason(failure) ?? t.notAManager),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invite.isPending) return;
    const parsed = inviteManagerInput.safeParse({ listingId: listing.id, email });
    if (!parsed.success) {
      setError(parsed.error.flatten().fieldErrors.email?.[0]);
      focusEmail();
      return;
    }
    setError(undefined);
    setAnnouncement("");
    invite.mutate({ listingId: listing.id, email });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t.teamHeading}
      </h2>
      <p role="status" className="mt-2 text-gray-700">
        {announcement}
      </p>
      <table className="mt-4 w-full text-left">
        <caption className="sr-only">{t.teamHeading}</caption>
        <thead>
          <tr className="text-sm text-gray-700">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t.teamEmail}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t.teamRole}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t.teamSince}
            </th>
            {isOwner && (
              <th scope="col" className="py-2 font-semibold">
                {t.teamActions}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {listing.team.map((member) => (
            <tr key={member.userId} className="border-t border-gray-200">
              <th scope="row" className="py-2 pr-4 font-normal break-all">
                {member.email}
              </th>
              <td className="py-2 pr-4">{member.role === "owner" ? t.roleOwner : t.roleManager}</td>
              <td className="py-2 pr-4">{day().format(new Date(member.verifiedAt))}</td>
              {isOwner && (
                <td className="py-2">
                  {member.role === "manager" && (
                    <button
                      type="button"
                      className={secondaryButton}
                      aria-disabled={remove.isPending}
                      onClick={() => remove.isPending || remove.mutate({ listingId: listing.id, userId: member.userId })}
                    >
                      {t.remove}
                      <span className="sr-only"> {member.email}</span>
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {isOwner && (
        <form noValidate onSubmit={submit} className="mt-6 max-w-xl space-y-4">
          <h3 className="text-lg font-semibold">{t.inviteHeading}</h3>
          <p className="text-gray-700">{t.inviteIntro}</p>
          <TextInputField
            id={`${id}-email`}
            name="email"
            label={t.inviteEmailLabel}
            type="email"
            required
            autoComplete="off"
            value={email}
            error={error}
            onChange={setEmail}
          />
          <button type="submit" aria-disabled={invite.isPending} className={`${primaryButton} aria-disabled:cursor-wait aria-disabled:opacity-60`}>
            {invite.isPending ? t.inviting : t.inviteButton}
          </button>
        </form>
      )}
    </section>
  );
}
