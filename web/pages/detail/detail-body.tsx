import { Icon } from "@web/components/ui/icon";
import { listingType } from "@shared/listings/listing-type-registry";
import { detailMessages } from "@shared/listings/detail-texts";
import { textLang } from "@web/lib/text-lang";
import type { ListingDetail } from "@web/lib/trpc";
import { DetailActions } from "./detail-actions";
import { SaveToggle } from "@web/components/listings/save-toggle";
import { secondaryButton } from "@web/components/ui/button-styles";
import { InfoCards } from "./info-cards";
import { OpeningHoursSection } from "./opening-hours-section";
import { countActivity } from "./activity-beacon";
import { useSavedPlaces } from "@web/lib/saved-places";

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
  return (
    <div className="mx-auto mt-8 grid max-w-5xl gap-8 px-4">
      {/* A catalogue shop's rating and price line above its fact cards (spec section 9: fixed values). */}
      {listing.type === "shop" && !listing.community && (
        <p className="flex items-center gap-2 text-sm text-gray-800">
          <Icon name="star" className="size-4 fill-amber-400 text-amber-500" />
          <span className="font-semibold">{detailMessages.shopRating}</span>
          <span>{detailMessages.shopReviews}</span>
          <span aria-hidden>·</span>
          <span className="font-semibold">{detailMessages.priceRange}</span>
        </p>
      )}
      {listing.ended && (
        <p role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900">
          {listingType(listing.type).closes ? detailMessages.closed : detailMessages.ended}
        </p>
      )}
      {/* What a visitor came to do (call, directions, add to calendar, save) before the facts: on a phone it
          sat a screen and a half down, below the description. */}
      <div className="flex flex-wrap gap-3">
        <DetailActions listing={listing} />
        <CountedSave listing={listing} />
      </div>
      <InfoCards listing={listing} />
      {listing.openingHours && <OpeningHoursSection hours={listing.openingHours} />}
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
    </div>
  );
}
