// The Account page's "Passkeys": the signed-in person's passkeys (name, created, last used), "Add a
// passkey" (the browser's prompt, then the server verifies and keeps it), rename and remove (asked
// first, optionally with the sessions the passkey started). What happened is said in a polite live
// region; after a removal focus goes to "Add a passkey".
import { useMutation } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { format } from "@shared/i18n/messages";
import { passkeyMessages } from "@shared/people/passkeys-texts";
import { primaryButton } from "@web/components/ui/button-styles";
import { apiReason } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import { createPasskey, isCancelled, passkeysSupported } from "@web/lib/webauthn";
import { PasskeyRow } from "./passkey-row";

const failure = (error: unknown) => (isCancelled(error) ? passkeyMessages.passkeyCancelled : (apiReason(error) ?? passkeyMessages.actionFailed));

export function PasskeysSection() {
  const id = useId();
  const utils = trpc.useUtils();
  const passkeys = trpc.passkeys.list.useQuery(undefined, { staleTime: 0 });
  const [announcement, setAnnouncement] = useState("");
  const addButton = useRef<HTMLButtonElement>(null);
  const supported = passkeysSupported();

  const add = useMutation({
    mutationFn: async () => {
      const options = await utils.client.passkeys.registrationOptions.mutate();
      const response = await createPasskey(options);
      const name = format(passkeyMessages.defaultPasskeyName, { number: (passkeys.data?.length ?? 0) + 1 });
      return utils.client.passkeys.register.mutate({ name, response });
    },
    onSuccess: async () => {
      await utils.passkeys.list.invalidate();
      setAnnouncement(passkeyMessages.passkeyAdded);
    },
    onError: (error) => notify.error(passkeyMessages.passkeyAddFailed, failure(error)),
  });
  const rename = trpc.passkeys.rename.useMutation({
    onSuccess: async () => {
      await utils.passkeys.list.invalidate();
      setAnnouncement(passkeyMessages.passkeyRenamed);
    },
    onError: (error) => notify.error(passkeyMessages.actionFailed, failure(error)),
  });
  const remove = trpc.passkeys.remove.useMutation({
    onSuccess: async (answer) => {
      // This browser's own session was one of those ended: the gate asks again and sends it away.
      if (answer.loggedOut) return void utils.auth.me.invalidate();
      await utils.passkeys.list.invalidate();
      setAnnouncement(answer.sessionsEnded > 0 ? passkeyMessages.passkeyRemovedSignedOut : passkeyMessages.passkeyRemoved);
      addButton.current?.focus();
    },
    onError: (error) => notify.error(passkeyMessages.actionFailed, failure(error)),
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        {passkeyMessages.passkeysHeading}
      </h2>
      <p className="mt-2 text-gray-700">{passkeyMessages.passkeysIntro}</p>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {passkeys.isPending ? (
        <p className="mt-6 text-gray-700">{passkeyMessages.passkeysLoading}</p>
      ) : passkeys.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {passkeyMessages.passkeysLoadFailed}
        </p>
      ) : passkeys.data.length === 0 ? (
        <p className="mt-6 text-gray-700">{passkeyMessages.passkeysEmpty}</p>
      ) : (
        <table className="mt-6 w-full text-left">
          <caption className="sr-only">{passkeyMessages.passkeysHeading}</caption>
          <thead>
            <tr className="text-sm text-gray-700">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {passkeyMessages.nameColumn}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {passkeyMessages.createdColumn}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {passkeyMessages.lastUsedColumn}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {passkeyMessages.actionsColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {passkeys.data.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                busy={rename.isPending || remove.isPending}
                onRename={async (name) => {
                  await rename.mutateAsync({ id: passkey.id, name });
                }}
                onRemove={(endSessions) => remove.mutate({ id: passkey.id, endSessions })}
              />
            ))}
          </tbody>
        </table>
      )}

      {supported ? (
        <button
          ref={addButton}
          type="button"
          aria-disabled={add.isPending}
          onClick={() => {
            if (!add.isPending) add.mutate();
          }}
          className={`${primaryButton} mt-6 aria-disabled:cursor-wait aria-disabled:opacity-60`}
        >
          {add.isPending ? passkeyMessages.addingPasskey : passkeyMessages.addPasskey}
        </button>
      ) : (
        <p className="mt-6 text-gray-700">{passkeyMessages.noWebAuthn}</p>
      )}
    </section>
  );
}
