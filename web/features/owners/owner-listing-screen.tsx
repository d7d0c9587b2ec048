// One listing the person manages (`/owner?listing=<id>`): its promotion and payments, its edit form, its
// photos, its reviews with the owner's replies, its Performance, the people who manage it and, for an
// event, its RSVP settings and who is going, loaded from the server, which refuses a listing
// that is not theirs with words this screen shows as they come.
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router-dom";
import { ownerMessages as t } from "@shared/owners/owner-texts";
import { detailPath } from "@shared/routing/paths";
import { apiReason } from "@web/lib/api-errors";
import { trpc } from "@web/lib/trpc";
import { ChangeRequestForm } from "./change-request-form";
import { OwnerEditForm } from "./owner-edit-form";
import { OwnerPerformance } from "./owner-performance";
import { OwnerStatus } from "./owner-status";
import { HolidayPrompts } from "./holiday-prompts";
import { OwnerTeam } from "./owner-team";
import { OwnerPhotos } from "./owner-photos";
import { OwnerPromotion } from "./owner-promotion";
import { withTexts } from "@web/lib/texts";

// The listing's reviews and the owner's replies, with the reviews' texts (which /owner does not load otherwise).
const OwnerReviews = lazy(() => withTexts(() => import("./owner-reviews"), ["reviews"]));
// An event's RSVP settings and who is going, with the "going" texts: only on an event's screen.
const OwnerRsvpSettings = lazy(() => withTexts(() => import("./owner-rsvp-settings"), ["going"]));

export function OwnerListingScreen({ listingId }: { listingId: number }) {
  const listing = trpc.owners.listing.useQuery({ listingId }, { staleTime: 0, retry: false });
  // A holiday's answer changes the hours: the form below starts again from the listing as it is now.
  const [holidayAnswers, setHolidayAnswers] = useState(0);
  return (
    <>
      <p className="mt-6">
        <Link to="?" className="text-brand-700 underline">
          {t.backToListings}
        </Link>
      </p>
      {listing.error ? (
        <OwnerStatus text={apiReason(listing.error) ?? t.notYours} />
      ) : !listing.data ? (
        <OwnerStatus text={t.loading} />
      ) : (
        <>
          <h2 className="mt-4 text-2xl font-bold">
            <Link to={detailPath(listing.data)} className="underline">
              {listing.data.title}
            </Link>
          </h2>
          <p className="text-gray-700">
            {listing.data.city} · {listing.data.role === "owner" ? t.roleOwner : t.roleManager}
          </p>
          <OwnerPromotion key={`promotion-${listing.data.id}`} listingId={listing.data.id} />
          <HolidayPrompts listingId={listing.data.id} prompts={listing.data.holidayPrompts} onAnswered={() => setHolidayAnswers((n) => n + 1)} />
          <OwnerEditForm key={`${listing.data.id}-${holidayAnswers}`} listing={listing.data} />
          <OwnerPhotos key={`photos-${listing.data.id}`} listing={listing.data} />
          <ChangeRequestForm key={`request-${listing.data.id}`} listing={listing.data} />
          <OwnerPerformance key={`performance-${listing.data.id}`} listing={listing.data} />
          <OwnerTeam key={`team-${listing.data.id}`} listing={listing.data} />
          {listing.data.type === "event" && (
            <Suspense>
              <OwnerRsvpSettings key={`rsvp-${listing.data.id}`} listingId={listing.data.id} />
            </Suspense>
          )}
          <Suspense>
            <OwnerReviews key={`reviews-${listing.data.id}`} listingId={listing.data.id} />
          </Suspense>
        </>
      )}
    </>
  );
}
