// One passkey in the Account page's table: its name, when it was made and last used, and Rename /
// Remove. Renaming opens a small form in place; focus goes into it, and back to Rename when it closes.
// Removing asks first (remove-passkey-dialog.tsx).
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { format } from "@shared/i18n/messages";
import { passkeyMessages } from "@shared/people/passkeys-texts";
import { formatterFor } from "@shared/i18n/intl-format";
import { PASSKEY_NAME_MAX_LENGTH, passkeyNameField } from "@shared/people/passkeys-schema";
import { controlClass } from "@web/components/ui/form-field";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import type { RouterOutputs } from "@web/lib/trpc";
import { RemovePasskeyDialog } from "./remove-passkey-dialog";

export type Passkey = RouterOutputs["passkeys"]["list"][number];

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

export function PasskeyRow({ passkey, busy, onRename, onRemove }: Props) {
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
