// "Remove" for one passkey: a Radix dialog (focus trapped, Escape closes) that asks first, and offers to
// sign out the sessions the passkey started too (the person's own, on any device: a lost phone's).
import { Dialog } from "radix-ui";
import { useId, useState } from "react";
import { format } from "@shared/i18n/messages";
import { passkeyMessages } from "@shared/people/passkeys-texts";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";

interface Props {
  name: string;
  busy: boolean;
  onRemove: (endSessions: boolean) => void;
}

export function RemovePasskeyDialog({ name, busy, onRemove }: Props) {
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
