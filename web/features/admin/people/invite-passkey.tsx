// The invitation page's other way in: "Join with a passkey" makes the invitee's first passkey for the
// account the invitation creates (no password is ever set), then they are signed in and on the
// dashboard. A browser without WebAuthn shows only the password form.
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { format } from "@shared/i18n/messages";
import { adminPeopleMessages as m } from "@shared/people/admin-people-texts";
import { passkeyMessages } from "@shared/people/passkeys-texts";
import { pagePaths } from "@shared/routing/paths";
import { secondaryButton } from "@web/components/ui/button-styles";
import { apiReason } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import { createPasskey, isCancelled, passkeysSupported } from "@web/lib/webauthn";

export function InvitePasskey({ token }: { token: string }) {
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
