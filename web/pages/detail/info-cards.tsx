// The small fact cards under a listing's hero: date/duration/entry for events, rating/best time/cost
// for gems, hours/contact/address for shops (spec section 2 and the fixed values of section 9). The
// fixed values describe the built-in catalogue: a community listing shows only what its owner gave.
import { Icon } from "@web/components/ui/icon";
import type { IconName } from "@web/components/ui/icon-names";
import { detailMessages } from "@shared/listings/detail-texts";
import { listingMessages } from "@shared/listings/listing-texts";
import { formatEventDate } from "@shared/i18n/event-date";
import type { ListingDetail } from "@web/lib/trpc";
import { placeName } from "@shared/places/place-names";
import { format } from "@shared/i18n/messages";
import { formatDollars } from "@web/lib/numbers";

interface Card {
  icon: IconName;
  label: string;
  value: string;
  detail?: string;
}

/** A community shop without free-text hours: today's state from its structured week, or "Hours not provided". */
function knownHours(listing: ListingDetail): string {
  if (!listing.openNow) return detailMessages.hoursNotProvided;
  return listing.openNow.next ? `${listing.openNow.status}\n${listing.openNow.next}` : listing.openNow.status;
}

/** "$22–$26 an hour", "$55,000 a year", in the page's language. */
function payText(min: number, max: number | null, unit: string): string {
  const pay = max === null ? formatDollars(min) : `${formatDollars(min)}–${formatDollars(max)}`;
  return format(unit === "hour" ? detailMessages.payPerHour : detailMessages.payPerYear, { pay });
}

function cardsFor(listing: ListingDetail): Card[] {
  const t = detailMessages;
  switch (listing.type) {
    case "event":
      return [
        {
          icon: "calendar-days",
          label: t.date,
          // The next occurrence (or, once it has ended, its first date), and how it repeats.
          value: listing.occurrenceText ?? (listing.date ? formatEventDate(listing.date) : t.notListed),
          ...(listing.repeatText ? { detail: listing.repeatText } : {}),
        },
        { icon: "timer", label: t.duration, value: t.durationValue },
        { icon: "ticket", label: t.entry, value: t.entryValue },
      ];
    case "gem":
      return [
        ...(listing.community ? [] : [{ icon: "star", label: t.rating, value: t.gemRating, detail: t.gemReviews } satisfies Card]),
        { icon: "clock", label: t.bestTime, value: listing.bestTime ?? t.notListed },
        { icon: "wallet", label: t.cost, value: listing.cost ?? t.notListed },
      ];
    case "shop":
      return [
        { icon: "clock", label: t.hours, value: listing.hours ?? (listing.community ? knownHours(listing) : t.hoursFallback) },
        { icon: "phone", label: t.contact, value: listing.phone ?? t.notListed },
        { icon: "map-pin", label: t.address, value: listing.address ?? `${listing.location}, ${placeName(listing.city)}` },
      ];
    case "job": {
      const job = listing.typeFields;
      return job?.employer && job.pay_min !== null && job.pay_unit
        ? [
            { icon: "store", label: listingMessages.employer, value: job.employer },
            {
              icon: "wallet",
              label: t.pay,
              value: payText(job.pay_min, job.pay_max, job.pay_unit),
              ...(job.work_hours ? { detail: job.work_hours } : {}),
            },
            { icon: "calendar-days", label: t.closes, value: listing.date ? formatEventDate(listing.date) : t.notListed },
          ]
        : [];
    }
    case "story":
      return [];
  }
}

export function InfoCards({ listing }: { listing: ListingDetail }) {
  const cards = cardsFor(listing);
  if (cards.length === 0) return null;
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {cards.map(({ icon, label, value, detail }) => (
        <div key={label} className="rounded-2xl border border-gray-200 bg-white p-4">
          <dt className="flex items-center gap-2 text-sm font-medium text-gray-700">
            <Icon name={icon} className="size-4 text-brand-700" />
            {label}
          </dt>
          <dd className="mt-1 whitespace-pre-line font-semibold">
            {value}
            {detail && <span className="ml-1 font-normal text-gray-700">{detail}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
