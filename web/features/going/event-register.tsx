// An event's "Register Now" while it takes RSVPs (otherwise the detail page links to the organizer's site,
// the spec's behaviour): our "I'm going" form (a lazy chunk, loaded on the tap) and the line of places
// above it. The counts are live, so they are asked for after the page shows (never part of a cached page).
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { goingLine } from "@shared/going/going-line";
import { detailMessages } from "@shared/listings/detail-texts";
import { primaryButton } from "@web/components/ui/button-styles";
import { trpc } from "@web/lib/trpc";
import { withTexts } from "@web/lib/texts";
import { RSVP_FORM_TEXTS } from "@shared/going/rsvp-form-texts";
import { RsvpManage } from "./rsvp-manage";

const RsvpForm = lazy(() => withTexts(() => import("./rsvp-form"), RSVP_FORM_TEXTS));

export default function EventRegister({ listingId }: { listingId: number }) {
  const summary = trpc.going.summary.useQuery({ listingId }, { retry: false });
  const [open, setOpen] = useState(false);
  const data = summary.data;
  // The private link of an RSVP's e-mail opens its own view here (read after hydration: the server never sees a hash).
  // Null on the server and while hydrating, so the first render matches the server's HTML.
  const token = useSyncExternalStore(noChanges, linkToken, () => null);
  if (token) return <RsvpManage token={token} />;
  if (!data?.enabled) return null;
  return (
    <div className="flex w-full flex-col gap-2">
      {data.occurrence !== null && (
        <p className="font-semibold text-ink" aria-live="polite">
          {goingLine(data)}
        </p>
      )}
      {open ? (
        <Suspense fallback={<p aria-busy="true">…</p>}>
          <RsvpForm listingId={listingId} summary={data} />
        </Suspense>
      ) : (
        data.occurrences.length > 0 && (
          <button type="button" className={primaryButton} aria-expanded={false} onClick={() => setOpen(true)}>
            {detailMessages.registerNow}
          </button>
        )
      )}
    </div>
  );
}

/** The token of an RSVP's private link in the page's hash, or null. */
const linkToken = () => /#rsvp=([\w-]{43})$/.exec(window.location.hash)?.[1] ?? null;
const noChanges = () => () => {};
