// "Sign in with a passkey" beside the password form: the server's challenge, the browser's passkey
// prompt (no address asked: passkeys are discoverable), then on to /admin (or `to`: /owner for owners). A browser without WebAuthn
// sees why instead of the button. Past the network's allowance the server asks for the bot challenge
// (withChallenge), as it does for passwords.
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { adminMessages } from "@shared/admin/admin-texts";
import { passkeyMessages } from "@shared/people/passkeys-texts";
import { pagePaths } from "@shared/routing/paths";
import { secondaryButton } from "@web/components/ui/button-styles";
import { apiReason } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import { isCancelled, passkeysSupported, signWithPasskey } from "@web/lib/webauthn";
import { withChallenge } from "@web/lib/with-challenge";

export default function PasskeySignIn({ to = pagePaths.admin }: { to?: string }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const signIn = useMutation({
    mutationFn: async () => {
      const options = await withChallenge(utils.client, ({ client }) => client.passkeys.authenticationOptions.mutate());
      const response = await signWithPasskey(options);
      return withChallenge(utils.client, ({ client }) => client.passkeys.signIn.mutate({ response }));
    },
    onSuccess: (me) => {
      utils.auth.me.setData(undefined, me);
      void navigate(to);
    },
    onError: (error) => {
      const text = isCancelled(error) ? passkeyMessages.passkeyCancelled : (apiReason(error) ?? adminMessages.loginFailedText);
      notify.error(passkeyMessages.passkeySignInFailed, text);
    },
  });

  if (!passkeysSupported()) return <p className="text-sm text-gray-700">{passkeyMessages.noWebAuthn}</p>;
  return (
    <button
      type="button"
      aria-disabled={signIn.isPending}
      onClick={() => {
        if (!signIn.isPending) signIn.mutate();
      }}
      className={`${secondaryButton} w-full aria-disabled:cursor-wait aria-disabled:opacity-60`}
    >
      {signIn.isPending ? passkeyMessages.waitingForPasskey : passkeyMessages.signInWithPasskey}
    </button>
  );
}
