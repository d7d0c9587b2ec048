import { Icon } from "@web/components/ui/icon";
import { Link } from "react-router-dom";
import { textLang } from "@web/lib/text-lang";
import { SmartImage } from "@web/components/ui/smart-image";
import { formatEventDate } from "@shared/i18n/event-date";
import type { ListingSummary } from "@web/lib/trpc";
import { SaveToggle } from "./save-toggle";
import { PromotedBadge, TypeBadge } from "./type-badge";
import { placeName } from "@shared/places/place-names";
import type { OpenStateText } from "@shared/time/opening-hours-text";

interface Props {
  listing: ListingSummary;
  /** Optional line above the title, e.g. "Near Toronto". */
  eyebrow?: string;
  /** Cards in the first row of the page load their image eagerly. */
  priority?: boolean;
  headingLevel?: "h2" | "h3";
}

export function ListingCard({ listing, eyebrow, priority = false, headingLevel: Heading = "h3" }: Props) {
  const day = listing.occurrence?.day ?? listing.date;
  return (
    <article className="listing-card group">
      <SmartImage
        src={listing.image ?? undefined}
        alt=""
        kind={listing.type}
        label={listing.title}
        priority={priority}
        className="aspect-[8/5] w-full"
      />
      {/* Above the card's stretched link, so it saves instead of opening the page. */}
      <SaveToggle id={listing.id} path={listing.path} className="card-save" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <TypeBadge type={listing.type} />
          {listing.promoted && <PromotedBadge />}
          {eyebrow && <span className="text-xs font-medium text-gray-700">{eyebrow}</span>}
        </div>
        <Heading className="text-lg font-bold leading-snug" lang={textLang(listing.language)}>
          {/* The whole card is clickable through this link's stretched hit area. */}
          <Link to={listing.path} className="after:absolute after:inset-0 group-hover:text-brand-700">
            {listing.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-gray-700" lang={textLang(listing.descriptionLanguage)}>
          {listing.excerpt}
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-sm text-gray-700">
          <span className="inline-flex items-center gap-1">
            <Icon name="map-pin" className="size-4 text-brand-700" />
            {listing.location}, {placeName(listing.city)}
          </span>
          {day && (
            <span className="inline-flex items-center gap-1">
              <Icon name="calendar-days" className="size-4 text-brand-700" />
              {/* The next occurrence; an ended event's first date. */}
              <time dateTime={day}>{listing.occurrenceText ?? formatEventDate(day)}</time>
            </span>
          )}
          {listing.repeatText && <span>{listing.repeatText}</span>}
          {listing.openNow && <OpenStateLine {...listing.openNow} />}
          {/* The Worker's words: "★ 4.6 · 12 reviews". */}
          {listing.ratingText && <span>{listing.ratingText}</span>}
        </p>
      </div>
    </article>
  );
}

// "Open now · Closes at 7:00 PM": how an open state reads, on a card (the Worker's words for the minute
// of the answer) and on a place's page (the browser's, ticking each minute; detail-body.tsx).
export function OpenStateLine({ open, status, next, className = "" }: OpenStateText & { open: boolean; className?: string }) {
  return (
    <span className={`inline-flex flex-wrap items-center gap-1 ${className}`} data-open={open}>
      <span className={open ? "font-semibold text-emerald-800" : "font-semibold text-gray-800"}>{status}</span>
      {next && <span>· {next}</span>}
    </span>
  );
}
