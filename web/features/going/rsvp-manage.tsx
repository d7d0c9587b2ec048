// One RSVP's private view, opened from its e-mail's link (the event page with `#rsvp=<token>`: a hash never
// reaches a server or a cache): where it stands, the check-in code and its QR code for the door, new
// places, or cancelling.
import { useId, useState } from "react";
import { goingMessages as m } from "@shared/going/going-texts";
import { formatEventDate } from "@shared/i18n/event-date";
import { format } from "@shared/i18n/messages";
import { FormField, controlClass } from "@web/components/ui/form-field";
import { secondaryButton } from "@web/components/ui/button-styles";
import { apiReason } from "@web/lib/api-errors";
import { trpc } from "@web/lib/trpc";

export function RsvpManage({ token }: { token: string }) {
  const id = useId();
  const utils = trpc.useUtils();
  const mine = trpc.going.mine.useQuery({ token }, { retry: false });
  const [places, setPlaces] = useState<string | null>(null);
  const done = (view: NonNullable<typeof mine.data>) => {
    utils.going.mine.setData({ token }, view);
    void utils.going.summary.invalidate();
  };
  const change = trpc.going.changePlaces.useMutation({ onSuccess: done });
  const cancel = trpc.going.cancel.useMutation({ onSuccess: done });
  const view = mine.data;
  if (mine.isPending) return null;
  if (!view) return <p role="alert">{m.rsvpNotFound}</p>;
  const values = { places: view.places, when: formatEventDate(view.occurrence), position: view.position ?? 0 };
  const error = change.error ?? cancel.error;
  return (
    <section aria-labelledby={`${id}-heading`} className="w-full rounded-2xl border border-gray-200 p-4">
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {m.manageHeading}
      </h2>
      <p role="status" className="mt-1">
        {view.status === "cancelled" ? m.manageCancelled : format(view.status === "going" ? m.manageGoing : m.manageWaiting, values)}
      </p>
      {view.checkIn && (
        <div className="mt-3 flex flex-wrap items-center gap-4">
          {/* The Worker's SVG as an image: no markup of the answer's is put into the page. */}
          <img
            src={`data:image/svg+xml,${encodeURIComponent(view.checkIn.qrSvg)}`}
            alt={format(m.checkinQrAlt, { code: view.checkIn.code })}
            width={160}
            height={160}
          />
          <p className="text-lg font-semibold">{format(m.yourCheckinCode, { code: view.checkIn.code })}</p>
        </div>
      )}
      {view.status !== "cancelled" && (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <FormField id={`${id}-places`} label={m.placesLabel}>
            {(control) => (
              <select {...control} className={controlClass} value={places ?? String(view.places)} onChange={(e) => setPlaces(e.target.value)}>
                {Array.from({ length: view.maxPlaces }, (_, i) => (
                  <option key={i + 1} value={i + 1}>
                    {i + 1}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <button type="button" className={secondaryButton} onClick={() => change.mutate({ token, places: Number(places ?? view.places) })}>
            {m.changePlaces}
          </button>
          <button type="button" className={secondaryButton} onClick={() => cancel.mutate({ token })}>
            {m.cancel}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 font-medium text-brand-700">
          {apiReason(error)}
        </p>
      )}
    </section>
  );
}
