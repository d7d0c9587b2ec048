// The People tab (admins): invite someone by e-mail with a role and the invitation's language; the
// pending invitations, each with "Withdraw" (confirmed in a dialog: its link stops working); every
// account with its role (changed with a select and "Save role"), its state (Deactivate / Reactivate)
// and its live sessions (device, signed in, last seen) with "Sign out everywhere". Signing oneself out
// everywhere ends this browser's session too, and the gate then sends the visitor away.
import { useId, useState, type FormEvent } from "react";
import { format } from "@shared/i18n/messages";
import { adminPeopleMessages as m, staffRoleLabel } from "@shared/people/admin-people-texts";
import { LOCALES, type Locale } from "@shared/i18n/locales";
import { activeLocale } from "@shared/i18n/active-locale";
import { STAFF_ROLES, type StaffRole } from "@shared/people/staff-roles";
import { inviteInput } from "@shared/people/people-schema";
import { adminMessages } from "@shared/admin/admin-texts";
import { FormField, TextInputField, controlClass } from "@web/components/ui/form-field";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { apiFieldErrors, apiReason } from "@web/lib/api-errors";
import { formatTimestamp } from "@web/lib/dates";
import { notify } from "@web/lib/notify";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { AdminDialog } from "@web/features/admin/ui/admin-dialog";
import type { Me } from "@web/features/admin/ui/admin-types";
import { QueryTable, AdminSection } from "@web/features/admin/ui/admin-section";

type Person = RouterOutputs["admin"]["people"]["list"][number];
type PendingInvitation = RouterOutputs["admin"]["people"]["invitations"][number];

const LANGUAGE_LABELS: Record<Locale, () => string> = { en: () => m.languageEnglish, fr: () => m.languageFrench };
const SMALL_BUTTON =
  "inline-flex min-h-9 items-center rounded-full border border-gray-300 bg-white px-3 py-1 text-sm font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-60";

function failed(error: unknown) {
  notify.error(adminMessages.errorTitle, apiReason(error) ?? m.actionFailed);
}

function InvitePanel() {
  const id = useId();
  const utils = trpc.useUtils();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>("moderator");
  const [locale, setLocale] = useState<Locale>(activeLocale);
  const [error, setError] = useState<string | undefined>();
  const invite = trpc.admin.people.invite.useMutation({
    onSuccess: (answer) => {
      notify.success(format(m.invitationSent, { email: answer.email }));
      setEmail("");
      void utils.admin.people.list.invalidate();
      void utils.admin.people.invitations.invalidate();
    },
    onError: (failure) => setError(apiFieldErrors(failure).email?.[0] ?? apiReason(failure) ?? m.actionFailed),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = inviteInput.safeParse({ email, role, locale });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    invite.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} className="mb-8 rounded-2xl border border-gray-200 p-4">
      <h3 id={`${id}-heading`} className="mb-3 text-lg font-bold">
        {m.inviteHeading}
      </h3>
      <div className="flex flex-wrap items-end gap-4">
        <TextInputField
          id={`${id}-email`}
          label={m.inviteEmailLabel}
          required
          error={error}
          className="min-w-64 flex-1"
          type="email"
          name="email"
          value={email}
          onChange={setEmail}
        />
        <FormField id={`${id}-role`} label={m.inviteRoleLabel}>
          {(control) => (
            <select {...control} value={role} onChange={(event) => setRole(event.target.value as StaffRole)} className={controlClass}>
              {STAFF_ROLES.map((value) => (
                <option key={value} value={value}>
                  {staffRoleLabel(value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-locale`} label={m.inviteLanguageLabel}>
          {(control) => (
            <select {...control} value={locale} onChange={(event) => setLocale(event.target.value as Locale)} className={controlClass}>
              {LOCALES.map((value) => (
                <option key={value} value={value}>
                  {LANGUAGE_LABELS[value]()}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button type="submit" aria-disabled={invite.isPending} className={`${primaryButton} aria-disabled:opacity-60`}>
          {invite.isPending ? m.sendingInvitation : m.sendInvitation}
        </button>
      </div>
    </form>
  );
}

/** "Withdraw", confirmed in a dialog (focus returns to the button when it closes). */
function WithdrawInvitation({ invitation }: { invitation: PendingInvitation }) {
  const [open, setOpen] = useState(false);
  const utils = trpc.useUtils();
  const revoke = trpc.admin.people.revokeInvitation.useMutation({
    onSuccess: () => {
      setOpen(false);
      notify.success(format(m.invitationRevokedDone, { email: invitation.email }));
    },
    onError: failed,
    onSettled: () => void utils.admin.people.invitations.invalidate(),
  });
  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      trigger={
        <button type="button" className={SMALL_BUTTON} aria-label={format(m.revokeInvitationLabel, { email: invitation.email })}>
          {m.revokeInvitation}
        </button>
      }
      title={m.revokeInvitation}
      description={format(m.revokeInvitationConfirm, { email: invitation.email })}
    >
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
          {adminMessages.cancel}
        </button>
        <button
          type="button"
          className={`${primaryButton} aria-disabled:opacity-60`}
          aria-disabled={revoke.isPending}
          onClick={() => !revoke.isPending && revoke.mutate({ id: invitation.id })}
        >
          {m.revokeInvitation}
        </button>
      </div>
    </AdminDialog>
  );
}

function PendingInvitations() {
  const pending = trpc.admin.people.invitations.useQuery(undefined, { staleTime: 0 });
  return (
    <AdminSection heading={m.pendingInvitationsHeading} level={3} className="mb-8">
      <QueryTable
        query={pending}
        rows={pending.data}
        columns={[m.columnPerson, m.columnRole, m.columnInvitedBy, m.columnExpires]}
        actions
        caption={<caption className="sr-only">{m.pendingInvitationsLabel}</caption>}
        empty={m.pendingInvitationsNone}
      >
        {(invitation) => (
          <tr key={invitation.id} className="border-b border-gray-100">
            <th scope="row" className="px-2 py-3 font-semibold break-all">
              {invitation.email}
            </th>
            <td className="px-2 py-3">{staffRoleLabel(invitation.role)}</td>
            <td className="px-2 py-3 break-all">{invitation.invitedBy}</td>
            <td className="px-2 py-3">{formatTimestamp(invitation.expiresAt)}</td>
            <td className="px-2 py-3">
              <WithdrawInvitation invitation={invitation} />
            </td>
          </tr>
        )}
      </QueryTable>
    </AdminSection>
  );
}

function PersonRow({ person, me }: { person: Person; me: Me }) {
  const id = useId();
  const utils = trpc.useUtils();
  const self = person.id === me.user.id;
  const [role, setRole] = useState<StaffRole>(person.role ?? "moderator");
  const done = (text: string) => {
    notify.success(text);
    void utils.admin.people.list.invalidate();
    // A person who lost the admin role (or was deactivated) takes their pending invitations with them.
    void utils.admin.people.invitations.invalidate();
  };
  const setRoleCall = trpc.admin.people.setRole.useMutation({
    onSuccess: (answer) => done(format(m.roleSaved, { email: person.email, role: staffRoleLabel(answer.role) })),
    onError: failed,
  });
  const deactivate = trpc.admin.people.deactivate.useMutation({
    onSuccess: () => done(format(m.deactivated, { email: person.email })),
    onError: failed,
  });
  const reactivate = trpc.admin.people.reactivate.useMutation({
    onSuccess: () => done(format(m.reactivated, { email: person.email })),
    onError: failed,
  });
  const signOut = trpc.admin.people.signOutEverywhere.useMutation({
    onSuccess: (answer) => {
      done(format(m.signedOutEverywhere, { email: person.email }));
      // Signed out here too: the gate asks again and sends the visitor away.
      if (answer.loggedOut) void utils.auth.me.invalidate();
    },
    onError: failed,
  });

  return (
    <tr className="border-b border-gray-100 align-top">
      <th scope="row" className="px-2 py-3 text-left font-semibold break-all">
        {person.display_name ?? person.email} {self && <span className="font-normal text-gray-700">{m.you}</span>}
      </th>
      <td className="px-2 py-3">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-role`} className="sr-only">
            {format(m.changeRoleLabel, { email: person.email })}
          </label>
          <select
            id={`${id}-role`}
            value={role}
            disabled={self}
            onChange={(event) => setRole(event.target.value as StaffRole)}
            className="rounded-lg border border-gray-300 px-2 py-1"
          >
            {STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {staffRoleLabel(value)}
              </option>
            ))}
          </select>
          {!self && (
            <button
              type="button"
              className={SMALL_BUTTON}
              disabled={role === person.role || setRoleCall.isPending}
              onClick={() => setRoleCall.mutate({ id: person.id, role })}
            >
              {m.saveRole}
            </button>
          )}
        </div>
      </td>
      <td className="px-2 py-3">
        <p>{person.deactivated_at ? m.statusDeactivated : m.statusActive}</p>
        {!self && (
          <button
            type="button"
            className={`${SMALL_BUTTON} mt-2`}
            disabled={deactivate.isPending || reactivate.isPending}
            onClick={() => (person.deactivated_at ? reactivate : deactivate).mutate({ id: person.id })}
          >
            {person.deactivated_at ? m.reactivate : m.deactivate}
          </button>
        )}
      </td>
      <td className="px-2 py-3">
        {person.sessions.length === 0 ? (
          <p className="text-gray-700">{m.noSessions}</p>
        ) : (
          <ul aria-label={format(m.sessionsOf, { email: person.email })} className="space-y-1">
            {person.sessions.map((session) => (
              <li key={`${session.created_at}-${session.last_seen_at}`}>
                <span className="font-medium">{session.device ?? m.unknownDevice}</span>
                <span className="block text-xs text-gray-700">
                  {m.sessionCreated}: {formatTimestamp(session.created_at)} · {m.sessionLastSeen}: {formatTimestamp(session.last_seen_at)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {person.sessions.length > 0 && (
          <button type="button" className={`${SMALL_BUTTON} mt-2`} disabled={signOut.isPending} onClick={() => signOut.mutate({ id: person.id })}>
            {m.signOutEverywhere}
            <span className="sr-only"> ({person.email})</span>
          </button>
        )}
      </td>
    </tr>
  );
}

export default function PeopleView({ me }: { me: Me }) {
  const list = trpc.admin.people.list.useQuery(undefined, { staleTime: 0 });
  return (
    <AdminSection heading={m.peopleHeading} intro={m.peopleIntro}>
      <InvitePanel />
      <PendingInvitations />
      <QueryTable
        query={list}
        rows={list.data}
        columns={[m.columnPerson, m.columnRole, m.columnStatus, m.columnSessions]}
        caption={<caption className="sr-only">{m.peopleListLabel}</caption>}
      >
        {(person) => <PersonRow key={person.id} person={person} me={me} />}
      </QueryTable>
    </AdminSection>
  );
}
