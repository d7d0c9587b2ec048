import { Icon } from "@web/components/ui/icon";
import { Link } from "react-router-dom";
import { claimPath } from "@shared/owners/claim-paths";
import { ROUTE_PATTERNS } from "@shared/routing/routes";
import { listingType } from "@shared/listings/listing-type-registry";
import { detailMessages } from "@shared/listings/detail-texts";
import { textLang } from "@web/lib/text-lang";
import type { ListingDetail } from "@web/lib/trpc";
import { DetailActions } from "./detail-actions";
import { ReviewsSlot } from "./reviews-slot";
import { NearMap } from "./near-map";
import { SaveToggle } from "@web/components/listings/save-toggle";
import { secondaryButton } from "@web/components/ui/button-styles";
import { countActivity } from "./activity-beacon";
import { useSavedPlaces } from "@web/lib/saved-places";
import { hoursMessages } from "@shared/time/hours-texts";
import type { PlaceHours } from "@shared/time/weekly-hours";
import { wallTime } from "@shared/time/city-day";
import { HoursTable } from "@web/components/listings/hours-table";
import { openState } from "@shared/time/opening-hours";
import { openStateText } from "@shared/time/opening-hours-text";
import { OpenStateLine } from "@web/components/listings/listing-card";
import { useSyncExternalStore } from "react";
import * as clock from "@shared/time/clock";
import type { IconName } from "@web/components/ui/icon-names";
import { listingMessages } from "@shared/listings/listing-texts";
import { formatEventDate } from "@shared/i18n/event-date";
import { placeName } from "@shared/places/place-names";
import { format } from "@shared/i18n/messages";
import { formatDollars } from "@web/lib/numbers";

/**
 * The page's Save button. A save is counted for the listing's page (a press that unsaves is not), here
 * rather than in the cards' shared toggle, which home loads.
 */
export function CountedSave({ listing }: { listing: Pick<ListingDetail, "id" | "path"> }) {
  const saved = useSavedPlaces().some((place) => place.id === listing.id);
  return (
    <span className="contents" onClickCapture={() => saved || countActivity(listing.id, "save")}>
      <SaveToggle
        id={listing.id}
        path={listing.path}
        labelled
        className={`${secondaryButton} aria-pressed:border-brand-700 aria-pressed:text-brand-700`}
      />
    </span>
  );
}

export function DetailBody({ listing }: { listing: ListingDetail }) {
  const claim = detailMessages.claimLinks[listing.type];
  return (
    <div className="mx-auto mt-8 grid max-w-5xl gap-8 px-4">
      {listing.verifiedOwner && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
          <Icon name="check" className="size-4 text-brand-700" />
          <span className="font-semibold">{listing.verifiedOwner.badge}</span>
          <span>{listing.verifiedOwner.how}</span>
        </p>
      )}
      {/* The rating line above the fact cards (a gem's is a card): the Worker's words, a catalogue shop's with its
          price range (spec section 9: fixed values until its first published review). */}
      {listing.ratingLine && (
        <p className="flex items-center gap-2 text-sm text-gray-800">
          <Icon name="star" className="size-4 fill-amber-400 text-amber-500" />
          <span className="font-semibold">{listing.ratingLine.value}</span>
          <span>{listing.ratingLine.count}</span>
          {listing.ratingLine.price && (
            <>
              <span aria-hidden>·</span>
              <span className="font-semibold">{listing.ratingLine.price}</span>
            </>
          )}
        </p>
      )}
      {listing.ended && (
        <p role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900">
          {listingType(listing.type).closes ? detailMessages.closed : detailMessages.ended}
        </p>
      )}
      {listing.closedText && (
        <p role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900">
          {listing.closedText}
        </p>
      )}
      {/* What a visitor came to do (call, directions, add to calendar, save) before the facts: on a phone it
          sat a screen and a half down, below the description. */}
      <div className="flex flex-wrap gap-3">
        <DetailActions listing={listing} />
        <CountedSave listing={listing} />
        {listing.nearPath && (
          <Link to={listing.nearPath} className={secondaryButton}>
            {listingMessages.moreNearHere}
          </Link>
        )}
      </div>
      <InfoCards listing={listing} />
      {listing.nearMap && <NearMap map={listing.nearMap} />}
      {listing.openingHours && <OpeningHoursSection hours={listing.openingHours} holidayNote={listing.holidayNote} />}
      <section aria-labelledby="about-heading">
        <h2 id="about-heading" className="text-xl font-bold">
          {detailMessages.about}
        </h2>
        <p className="mt-3 max-w-3xl whitespace-pre-line text-lg leading-relaxed text-gray-800" lang={textLang(listing.descriptionLanguage)}>
          {listing.description}
        </p>
      </section>
      {listing.highlights.length > 0 && (
        <section aria-labelledby="highlights-heading" className="rounded-3xl bg-gray-50 p-6">
          <h2 id="highlights-heading" className="text-xl font-bold">
            {detailMessages.highlightsHeadings[listing.type]}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {listing.highlights.map((item) => (
              <li key={item} className="flex gap-2">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {listing.photos.length > 1 && (
        <section aria-labelledby="photos-heading">
          <h2 id="photos-heading" className="text-xl font-bold">
            {detailMessages.photos}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {listing.photos.slice(1).map((photo) => (
              <li key={photo.src}>
                <img
                  src={photo.src}
                  alt={photo.alt}
                  lang={textLang(photo.altLanguage)}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full rounded-2xl bg-gray-200 object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {listing.reviewsNote && (
        <p className="text-sm text-gray-700">
          {listing.reviewsNote.hidden && `${listing.reviewsNote.hidden} · `}
          <Link to={ROUTE_PATTERNS.reviews} className="text-brand-700 underline">
            {listing.reviewsNote.rules}
          </Link>
        </p>
      )}
      {listing.reviewsNote && <ReviewsSlot listingId={listing.id} writeLabel={listing.reviewsNote.write} />}
      {claim && (
        <p>
          <Link to={claimPath(listing.id)} className="text-brand-700 underline">
            {claim}
          </Link>
        </p>
      )}
    </div>
  );
}

// A shop's or gem's structured hours on its page: whether it is open now (with the next change) and the
// week as a table, one row per weekday from Monday, then any dated exceptions still to come. Listings
// without structured hours show only their free-text hours in the fact cards above.
function OpeningHoursSection({ hours, holidayNote }: { hours: PlaceHours; holidayNote: string | null }) {
  // Exceptions from the answer's date on (the same on the server and in the browser's first render).
  const today = wallTime(new Date(hours.asOf), hours.timeZone).date;
  const upcoming = hours.exceptions.filter((exception) => exception.date >= today);
  return (
    <section aria-labelledby="opening-hours-heading" className="rounded-2xl border border-gray-200 bg-white p-4">
      <h2 id="opening-hours-heading" className="text-xl font-bold">
        {hoursMessages.openingHours}
      </h2>
      <p className="mt-2 text-sm text-gray-800">
        <OpenNowBadge hours={hours} />
      </p>
      {holidayNote && <p className="mt-2 text-sm font-semibold text-amber-900">{holidayNote}</p>}
      <HoursTable week={hours.week} exceptions={upcoming} />
    </section>
  );
}

// "Open now" / "Closed now" and the next change on a shop's or gem's page, computed in the browser from
// the hours the answer carries, in the city's time zone: first from the answer's instant (so the hydrated
// page matches the server's HTML), then from the live clock, each minute. Cards show the Worker's words
// for the answer's minute instead (OpenStateLine alone), so list pages carry none of this code.
function OpenNowBadge({ hours, className = "" }: { hours: PlaceHours; className?: string }) {
  const minute = useCurrentMinute();
  const state = openState(hours.week, hours.exceptions, hours.timeZone, new Date(minute ?? hours.asOf));
  return <OpenStateLine open={state.open} {...openStateText(state)} className={className} />;
}

// The one clock for the page, read once a minute: every "Open now" badge subscribes to the same timer,
// which ticks at each minute's start. While React hydrates server HTML it answers null, so a component
// renders what the server rendered (from the answer's own instant) and moves to the live minute right after.
const MINUTE = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function tick() {
  timer = setTimeout(tick, MINUTE - (clock.nowMs() % MINUTE));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) timer = setTimeout(tick, MINUTE - (clock.nowMs() % MINUTE));
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

/** The current minute's start (ms), same value all minute long. */
const currentMinute = () => {
  const now = clock.nowMs();
  return now - (now % MINUTE);
};

/** The current minute, updated as minutes pass; null on the server and during hydration. */
function useCurrentMinute(): number | null {
  return useSyncExternalStore(subscribe, currentMinute, () => null);
}

// The small fact cards under a listing's hero: date/duration/entry for events, rating/best time/cost
// for gems, hours/contact/address for shops (spec section 2 and the fixed values of section 9). The
// fixed values describe the built-in catalogue: a community listing shows only what its owner gave.
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
        ...(listing.rating?.value
          ? [{ icon: "star", label: t.rating, value: listing.rating.value, detail: listing.rating.count } satisfies Card]
          : []),
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

function InfoCards({ listing }: { listing: ListingDetail }) {
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
