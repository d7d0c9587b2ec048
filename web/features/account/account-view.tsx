// A staff member's own account (/admin/account): who is signed in, and their passkeys.
import { Link } from "react-router-dom";
import { format } from "@shared/i18n/messages";
import { passkeyMessages } from "@shared/people/passkeys-texts";
import { pagePaths } from "@shared/routing/paths";
import { useMutation } from "@tanstack/react-query";
import { useId, useRef, useState, useEffect, type FormEvent, type ReactNode } from "react";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { apiReason } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { createPasskey, isCancelled, passkeysSupported } from "@web/lib/webauthn";
import { formatterFor } from "@shared/i18n/intl-format";
import { PASSKEY_NAME_MAX_LENGTH, passkeyNameField } from "@shared/people/passkeys-schema";
import { controlClass } from "@web/components/ui/form-field";
import { Dialog } from "radix-ui";

/** `actions`: the page's session controls (log out), laid out beside the heading. */
export default function AccountView({ email, actions }: { email: string; actions: ReactNode }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{passkeyMessages.accountHeading}</h1>
          <p className="mt-2 text-gray-700">{format(passkeyMessages.signedInAs, { email })}</p>
          <Link to={pagePaths.admin} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
            {passkeyMessages.backToDashboard}
          </Link>
        </div>
        {actions}
      </div>
      <PasskeysSection />
    </section>
  );
}

// The Account page's "Passkeys": the signed-in person's passkeys (name, created, last used), "Add a
// passkey" (the browser's prompt, then the server verifies and keeps it), rename and remove (asked
// first, optionally with the sessions the passkey started). What happened is said in a polite live
// region; after a removal focus goes to "Add a passkey".
const failure = (error: unknown) => (isCancelled(error) ? passkeyMessages.passkeyCancelled : (apiReason(error) ?? passkeyMessages.actionFailed));

/** `heading` and `intro` name the section where it serves owners ("Your sign-in" on /owner). */
export function PasskeysSection({
  heading = passkeyMessages.passkeysHeading,
  intro = passkeyMessages.passkeysIntro,
}: {
  heading?: string;
  intro?: string;
}) {
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
        {heading}
      </h2>
      <p className="mt-2 text-gray-700">{intro}</p>
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

// One passkey in the Account page's table: its name, when it was made and last used, and Rename /
// Remove. Renaming opens a small form in place; focus goes into it, and back to Rename when it closes.
// Removing asks first (RemovePasskeyDialog, below).
type Passkey = RouterOutputs["passkeys"]["list"][number];

const dateTime = formatterFor((tag) => new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" }));

function When({ iso }: { iso: string | null }) {
  if (!iso) return <>{passkeyMessages.neverUsed}</>;
  return <time dateTime={iso}>{dateTime().format(new Date(iso))}</time>;
}

interface Props {
  passkey: Passkey;
  busy: boolean;
  onRename: (name: string) => Promise<void>;
  /** `endSessions`: also sign out the sessions this passkey started. */
  onRemove: (endSessions: boolean) => void;
}

function PasskeyRow({ passkey, busy, onRename, onRemove }: Props) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (editing) input.current?.focus();
    else if (wasEditing.current) renameButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passkeyNameField.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? passkeyMessages.actionFailed);
      return;
    }
    await onRename(parsed.data);
    setError(null);
    setEditing(false);
  }

  return (
    <tr className="border-t border-gray-200 align-top">
      <td className="py-3 pr-4">
        {editing ? (
          <form onSubmit={(event) => void save(event)} className="flex flex-wrap items-start gap-2">
            <label htmlFor={`${id}-name`} className="sr-only">
              {passkeyMessages.passkeyName}
            </label>
            <input
              ref={input}
              id={`${id}-name`}
              value={name}
              maxLength={PASSKEY_NAME_MAX_LENGTH}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Escape") setEditing(false);
              }}
              className={`${controlClass} max-w-xs`}
            />
            <button type="submit" disabled={busy} className={primaryButton}>
              {passkeyMessages.save}
            </button>
            <button type="button" onClick={() => setEditing(false)} className={secondaryButton}>
              {passkeyMessages.cancel}
            </button>
            {error && (
              <p id={`${id}-error`} className="w-full text-sm text-red-700">
                {error}
              </p>
            )}
          </form>
        ) : (
          <span className="font-medium">{passkey.name}</span>
        )}
      </td>
      <td className="py-3 pr-4 text-sm text-gray-700">
        <When iso={passkey.createdAt} />
      </td>
      <td className="py-3 pr-4 text-sm text-gray-700">
        <When iso={passkey.lastUsedAt} />
      </td>
      <td className="py-3">
        {!editing && (
          <div className="flex flex-wrap gap-2">
            <button
              ref={renameButton}
              type="button"
              aria-label={format(passkeyMessages.renameLabel, { name: passkey.name })}
              onClick={() => {
                setName(passkey.name);
                setEditing(true);
              }}
              className={secondaryButton}
            >
              {passkeyMessages.rename}
            </button>
            <RemovePasskeyDialog name={passkey.name} busy={busy} onRemove={onRemove} />
          </div>
        )}
      </td>
    </tr>
  );
}

// "Remove" for one passkey: a Radix dialog (focus trapped, Escape closes) that asks first, and offers to
// sign out the sessions the passkey started too (the person's own, on any device: a lost phone's).
interface RemovePasskeyDialogProps {
  name: string;
  busy: boolean;
  onRemove: (endSessions: boolean) => void;
}

function RemovePasskeyDialog({ name, busy, onRemove }: RemovePasskeyDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [endSessions, setEndSessions] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setEndSessions(false);
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" disabled={busy} aria-label={format(passkeyMessages.removeLabel, { name })} className={secondaryButton}>
          {passkeyMessages.remove}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-left shadow-xl">
          <Dialog.Title className="text-xl font-bold">{format(passkeyMessages.removeHeading, { name })}</Dialog.Title>
          <Dialog.Description className="mt-2 text-gray-700">{passkeyMessages.removeIntro}</Dialog.Description>
          <div className="mt-4 flex items-start gap-2">
            <input
              id={`${id}-end-sessions`}
              type="checkbox"
              checked={endSessions}
              onChange={(event) => setEndSessions(event.target.checked)}
              className="mt-1"
            />
            <label htmlFor={`${id}-end-sessions`}>{passkeyMessages.endPasskeySessions}</label>
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <button type="button" className={secondaryButton}>
                {passkeyMessages.cancel}
              </button>
            </Dialog.Close>
            <button
              type="button"
              aria-disabled={busy}
              className={`${primaryButton} aria-disabled:opacity-60`}
              onClick={() => {
                if (busy) return;
                setOpen(false);
                onRemove(endSessions);
              }}
            >
              {passkeyMessages.remove}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
