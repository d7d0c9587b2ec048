// "E-mail me a sign-in link": for someone who already manages a listing. The server answers the same words
// for every address (it tells nobody who owns what); a busy network is asked for the bot challenge.
import { useId, useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { claimMessages as m } from "@shared/owners/claim-texts";
import { signInLinkInput } from "@shared/owners/claim-schema";
import { TextInputField } from "@web/components/ui/form-field";
import { secondaryButton } from "@web/components/ui/button-styles";
import { apiFieldErrors, apiReason } from "@web/lib/api-errors";
import { trpc } from "@web/lib/trpc";
import { withChallenge } from "@web/lib/with-challenge";

export function SignInLinkForm() {
  const id = useId();
  const utils = trpc.useUtils();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: (input: { email: string }) => withChallenge(utils.client, ({ client }) => client.owners.sendSignInLink.mutate(input)),
    onError: (failure) => setError(apiFieldErrors(failure).email?.[0]),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = signInLinkInput.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.flatten().fieldErrors.email?.[0]);
      return;
    }
    setError(undefined);
    send.mutate({ email });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 max-w-xl rounded-2xl border border-gray-200 p-6">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {m.signInHeading}
      </h2>
      <p className="mt-1 text-gray-700">{m.signInIntro}</p>
      {send.data ? (
        <p role="status" className="mt-4 rounded-xl bg-green-50 p-4 text-green-900">
          {send.data.message}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <TextInputField
            id={`${id}-email`}
            name="email"
            label={m.emailLabel}
            type="email"
            required
            autoComplete="email"
            value={email}
            error={error}
            onChange={setEmail}
          />
          {send.isError && !error && (
            <p role="alert" className="font-medium text-brand-700">
              {m.signInFailed}: {apiReason(send.error) ?? m.claimFailedText}
            </p>
          )}
          <button type="submit" aria-disabled={send.isPending} className={`${secondaryButton} aria-disabled:cursor-wait aria-disabled:opacity-60`}>
            {send.isPending ? m.signInSending : m.signInButton}
          </button>
        </form>
      )}
    </section>
  );
}
