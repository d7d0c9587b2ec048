// "Void votes" for one network of the integrity view: the window (in the city's zone, prefilled with the
// network's first and last vote) and a required reason. A Radix dialog: focus trapped, Escape cancels, focus returns to
// the button. Refusals show in the dialog, in the admin's language.
import { Dialog } from "radix-ui";
import { useId, useState } from "react";
import { format } from "@shared/i18n/messages";
import { integrityMessages } from "@shared/voting/integrity-texts";
import { apiReason } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import { AdminDialog } from "@web/features/admin/ui/admin-dialog";
import { useSessionLossCheck } from "@web/features/admin/ui/use-admin-errors";
import { secondaryButton } from "@web/components/ui/button-styles";
import { wallTimeOf, wallToInstant } from "@shared/time/city-day";

interface Props {
  city: string;
  year: number;
  /** The city's zone: the window's fields are its wall clock. */
  timeZone: string;
  network: { networkHash: string; firstAt: number; lastAt: number };
}

const MINUTE = 60_000;
/** A moment as a datetime-local value on the city's clock, to the minute ("2026-11-20T09:00"). */
const toField = (ms: number, zone: string) => new Date(wallTimeOf(ms, zone)).toISOString().slice(0, 16);
/** The field's minute, from its first millisecond (`to` takes the whole minute). */
const fromField = (value: string, zone: string, wholeMinute = false) =>
  wallToInstant(Date.parse(`${value}:00Z`), zone) + (wholeMinute ? MINUTE - 1 : 0);

const FIELD = "mt-1 h-10 w-full rounded-lg border border-gray-300 px-3";

export function VoidVotesDialog({ city, year, timeZone, network }: Props) {
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(toField(network.firstAt, timeZone));
  const [to, setTo] = useState(toField(network.lastAt, timeZone));
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ids = { from: useId(), to: useId(), reason: useId(), hint: useId(), error: useId() };
  const utils = trpc.useUtils();
  const sessionLost = useSessionLossCheck();
  const voidVotes = trpc.admin.integrity.void.useMutation({
    onSuccess: ({ removed }) => {
      notify.success(format(integrityMessages.voided, { removed }));
      setOpen(false);
      void utils.admin.integrity.get.invalidate();
    },
    onError: (cause) => {
      if (sessionLost(cause)) return;
      setError(apiReason(cause) ?? integrityMessages.voidFailed);
    },
  });

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      trigger={
        <button type="button" className="rounded-full border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50">
          {integrityMessages.voidButton}
        </button>
      }
      title={format(integrityMessages.voidTitle, { network: network.networkHash })}
      description={integrityMessages.voidDescription}
      size="sm"
    >
      <form
        className="mt-4 space-y-4"
        aria-describedby={error ? ids.error : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (voidVotes.isPending) return;
          setError(null);
          voidVotes.mutate({
            city,
            year,
            networkHash: network.networkHash,
            fromMs: fromField(from, timeZone),
            toMs: fromField(to, timeZone, true),
            reason,
          });
        }}
      >
        {error && (
          <p id={ids.error} role="alert" className="text-sm font-semibold text-red-700">
            {error}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.from} className="font-semibold">
              {format(integrityMessages.fromLabel, { zone: timeZone })}
            </label>
            <input id={ids.from} type="datetime-local" required value={from} onChange={(event) => setFrom(event.target.value)} className={FIELD} />
          </div>
          <div>
            <label htmlFor={ids.to} className="font-semibold">
              {format(integrityMessages.toLabel, { zone: timeZone })}
            </label>
            <input id={ids.to} type="datetime-local" required value={to} onChange={(event) => setTo(event.target.value)} className={FIELD} />
          </div>
        </div>
        <div>
          <label htmlFor={ids.reason} className="font-semibold">
            {integrityMessages.reasonLabel}
          </label>
          <textarea
            id={ids.reason}
            required
            minLength={3}
            maxLength={500}
            aria-describedby={ids.hint}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            className="mt-1 w-full rounded-lg border border-gray-300 p-2"
          />
          <p id={ids.hint} className="text-sm text-gray-700">
            {integrityMessages.reasonHint}
          </p>
        </div>
        <div className="flex justify-end gap-2">
          <Dialog.Close className={secondaryButton}>{integrityMessages.cancel}</Dialog.Close>
          <button
            type="submit"
            disabled={voidVotes.isPending}
            className="rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {integrityMessages.confirmVoid}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
