// The invitation page's form: the link is checked first (an unknown, expired or used link says so and
// offers nothing to fill in); then a password, typed twice, creates the account, and the invitee is
// sent to the login page with a toast saying the account is ready. Or a passkey does (InvitePasskey, below).
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { format } from "@shared/i18n/messages";
import { adminMessages } from "@shared/admin/admin-texts";
import { adminPeopleMessages as m } from "@shared/people/admin-people-texts";
import { pagePaths } from "@shared/routing/paths";
import { acceptInvitationInput } from "@shared/people/people-schema";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { TextInputField } from "@web/components/ui/form-field";
import { apiErrorCode, apiReason } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import { useMutation } from "@tanstack/react-query";
import { passkeyMessages } from "@shared/people/passkeys-texts";
import { createPasskey, isCancelled, passkeysSupported } from "@web/lib/webauthn";

export function InviteForm({ token }: { token: string }) {
  const id = useId();
  const navigate = useNavigate();
  const check = trpc.invitations.check.useQuery({ token }, { retry: false, staleTime: 0 });
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [error, setError] = useState<string | undefined>();
  const accept = trpc.invitations.accept.useMutation({
    onSuccess: () => {
      notify.success(m.invitationAccepted);
      void navigate(pagePaths.login);
    },
    onError: (failure) => setError(apiReason(failure) ?? m.actionFailed),
  });

  if (check.isPending) {
    return (
      <p role="status" className="mt-6 text-gray-700">
        {adminMessages.loading}
      </p>
    );
  }
  if (check.isError) {
    // A malformed token is refused as BAD_REQUEST: the same "not valid" outcome as an unknown one.
    const text = apiErrorCode(check.error) === "BAD_REQUEST" ? m.invitationUnknown : (apiReason(check.error) ?? m.invitationUnknown);
    return (
      <p role="alert" className="mt-6 rounded-2xl border border-brand-700 bg-brand-50 p-4 text-ink">
        {text}
      </p>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== repeat) return setError(m.passwordsDiffer);
    const parsed = acceptInvitationInput.safeParse({ token, password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    accept.mutate(parsed.data);
  }

  return (
    <>
      <p className="mt-2 mb-8 text-gray-700">{format(m.invitePageIntro, { email: check.data.email })}</p>
      <form onSubmit={submit} className="space-y-5" noValidate>
        {/* The address, for password managers to save the new password against. */}
        <input type="email" name="email" autoComplete="username" value={check.data.email} readOnly hidden />
        <TextInputField
          id={`${id}-password`}
          label={m.inviteNewPassword}
          required
          error={error}
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
        <TextInputField
          id={`${id}-repeat`}
          label={m.inviteConfirmPassword}
          required
          type="password"
          name="repeat"
          autoComplete="new-password"
          value={repeat}
          onChange={setRepeat}
        />
        <button type="submit" aria-disabled={accept.isPending} className={`${primaryButton} w-full aria-disabled:opacity-60`}>
          {accept.isPending ? m.acceptingInvitation : m.acceptInvitation}
        </button>
      </form>
      <InvitePasskey token={token} />
    </>
  );
}

// The invitation page's other way in: "Join with a passkey" makes the invitee's first passkey for the
// account the invitation creates (no password is ever set), then they are signed in and on the
// dashboard. A browser without WebAuthn shows only the password form.
function InvitePasskey({ token }: { token: string }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const join = useMutation({
    mutationFn: async () => {
      const options = await utils.client.invitations.passkeyOptions.mutate({ token });
      const response = await createPasskey(options);
      return utils.client.invitations.acceptWithPasskey.mutate({ token, name: format(passkeyMessages.defaultPasskeyName, { number: 1 }), response });
    },
    onSuccess: (me) => {
      utils.auth.me.setData(undefined, me);
      notify.success(m.invitationAcceptedWithPasskey);
      void navigate(pagePaths.admin);
    },
    onError: (error) =>
      notify.error(m.joinWithPasskeyFailed, isCancelled(error) ? passkeyMessages.passkeyCancelled : (apiReason(error) ?? m.actionFailed)),
  });

  if (!passkeysSupported()) return null;
  return (
    <div className="mt-8 border-t border-gray-200 pt-6">
      <p className="mb-4 text-gray-700">{m.joinWithPasskeyIntro}</p>
      <button
        type="button"
        aria-disabled={join.isPending}
        onClick={() => {
          if (!join.isPending) join.mutate();
        }}
        className={`${secondaryButton} w-full aria-disabled:cursor-wait aria-disabled:opacity-60`}
      >
        {join.isPending ? passkeyMessages.waitingForPasskey : m.joinWithPasskey}
      </button>
    </div>
  );
}
