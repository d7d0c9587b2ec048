// The buttons under a listing, per type (spec section 2). Where the spec shows "no action", they do
// what people expect: Share shares, Register goes to the event's site (or our RSVP form, web/features/going), directions open a map search.
import { placeName } from "@shared/places/place-names";
import { Icon } from "@web/components/ui/icon";
import { lazy, Suspense, type ReactElement, type ReactNode } from "react";
import type { BrowsableType } from "@shared/listings/listing-types";
import { Link } from "react-router-dom";
import { format } from "@shared/i18n/messages";
import { detailMessages } from "@shared/listings/detail-texts";
import { feedPaths } from "@shared/feeds/feeds";
import { pathInLocale } from "@shared/i18n/active-locale";
import { cityPath, listPath } from "@shared/routing/paths";
import { directionsQuery, mapsSearchUrl } from "@shared/places/maps";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import type { ListingDetail } from "@web/lib/trpc";
import type { ActivityKind } from "@shared/activity/activity";
import { countActivity } from "./activity-beacon";
import { withTexts } from "@web/lib/texts";

const t = detailMessages;

/**
 * An event that takes RSVPs: its line of places and "Register Now" opening our form (a chunk of its own), with
 * its texts, which no other page of a listing needs in its HTML.
 */
const EventRegister = lazy(() => withTexts(() => import("@web/features/going/event-register"), ["going"]));

/** Counts a tap on one of the listing's own actions (its page's activity). */
type Counted = { listingId: number; kind: ActivityKind };

function External({ href, children, primary = false, counted }: { href: string; children: ReactNode; primary?: boolean; counted?: Counted }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={primary ? primaryButton : secondaryButton}
      onClick={counted && (() => countActivity(counted.listingId, counted.kind))}
    >
      {children}
      <span className="sr-only"> {t.opensInNewTab}</span>
    </a>
  );
}

function ShareButton({ label, title, listingId }: { label: string; title: string; listingId: number }) {
  return (
    <button
      type="button"
      onClick={() => {
        countActivity(listingId, "share");
        // The sharing code loads on the tap (its own chunk): most visitors never share.
        void import("./share-page").then(({ sharePage }) => sharePage(title));
      }}
      className={secondaryButton}
    >
      <Icon name="share-2" className="size-4" />
      {label}
    </button>
  );
}

/** The link that leads a type's buttons (an event's own site is its Register button). */
const LEADING_LINK: Record<BrowsableType, "website" | "directions" | "register"> = {
  story: "website",
  event: "register",
  gem: "directions",
  shop: "website",
  job: "website",
};

/** Declared as an element, so a listing type without its case here does not compile. */
export function DetailActions({ listing }: { listing: ListingDetail }): ReactElement {
  const website = listing.website && (
    <External href={listing.website} primary={LEADING_LINK[listing.type] === "website"} counted={{ listingId: listing.id, kind: "website" }}>
      <Icon name="external-link" className="size-4" />
      {t.visitWebsite}
    </External>
  );
  const directions = (
    <External
      href={mapsSearchUrl(directionsQuery(listing))}
      primary={LEADING_LINK[listing.type] === "directions"}
      counted={{ listingId: listing.id, kind: "directions" }}
    >
      <Icon name="map-pinned" className="size-4" />
      {t.getDirections}
    </External>
  );
  const more = (label: string, to: string) => (
    <Link to={to} className={secondaryButton}>
      {label}
    </Link>
  );
  const cityFilter = (type: ListingDetail["type"]) => `${listPath(type)}?city=${encodeURIComponent(listing.city)}`;

  switch (listing.type) {
    case "story":
      return (
        <>
          <ShareButton listingId={listing.id} label={t.shareStory} title={listing.title} />
          {website}
          {more(format(t.exploreMore, { city: placeName(listing.city) }), cityPath(listing.city))}
        </>
      );
    case "event":
      return (
        <>
          {listing.rsvp ? (
            <Suspense>
              <EventRegister listingId={listing.id} />
            </Suspense>
          ) : (
            listing.website && (
              <External href={listing.website} primary>
                <Icon name="external-link" className="size-4" />
                {t.registerNow}
              </External>
            )
          )}
          {listing.date && (
            // The Worker writes the file (dates, times and repeat in the city's zone), in the page's language.
            <a href={pathInLocale(feedPaths.event(listing.id))} download className={secondaryButton}>
              <Icon name="calendar-plus" className="size-4" />
              {t.addToCalendar}
            </a>
          )}
          {/* Plain links: the follow page is the Worker's own form (worker/features/going/follow-page.ts). */}
          <a href={pathInLocale(`/follow?venue=${listing.id}`)} className={secondaryButton}>
            {t.followVenue}
          </a>
          {listing.community && (
            <a href={pathInLocale(`/follow?organizer=${listing.id}`)} className={secondaryButton}>
              {t.followOrganizer}
            </a>
          )}
          <ShareButton listingId={listing.id} label={t.shareEvent} title={listing.title} />
          {more(format(t.moreEvents, { city: placeName(listing.city) }), cityFilter("event"))}
        </>
      );
    case "gem":
      return (
        <>
          {directions}
          <ShareButton listingId={listing.id} label={t.shareGem} title={listing.title} />
          {website}
          {more(t.moreGems, cityFilter("gem"))}
        </>
      );
    case "shop":
      return (
        <>
          {directions}
          {website}
          {listing.phone && (
            <a href={`tel:${listing.phone.replace(/[^\d+]/g, "")}`} className={secondaryButton} onClick={() => countActivity(listing.id, "call")}>
              <Icon name="phone" className="size-4" />
              {t.callNow}
            </a>
          )}
          <ShareButton listingId={listing.id} label={t.share} title={listing.title} />
          {more(format(t.moreShops, { city: placeName(listing.city) }), cityFilter("shop"))}
        </>
      );
    case "job":
      return (
        <>
          {listing.typeFields?.apply_url && (
            <External href={listing.typeFields.apply_url} primary>
              <Icon name="external-link" className="size-4" />
              {t.applyOnline}
            </External>
          )}
          {listing.typeFields?.apply_email && (
            <a href={`mailto:${listing.typeFields.apply_email}`} className={listing.typeFields.apply_url ? secondaryButton : primaryButton}>
              {t.applyByEmail}
            </a>
          )}
          <ShareButton listingId={listing.id} label={t.shareJob} title={listing.title} />
          {more(format(t.moreJobs, { city: placeName(listing.city) }), cityFilter("job"))}
        </>
      );
  }
}
