// Where a listing's reviews go on its page. Only this button is in the page's own code: the section (the
// list, the forms, reporting) is a chunk of its own, loaded with the reviews' texts when the visitor asks.
import { lazy, Suspense, useState } from "react";
import { detailMessages } from "@shared/listings/detail-texts";
import { secondaryButton } from "@web/components/ui/button-styles";
import { withTexts } from "@web/lib/texts";

const ReviewsSection = lazy(() => withTexts(() => import("@web/features/reviews/reviews-section"), ["reviews"]));

export function ReviewsSlot({ listingId, reviewable }: { listingId: number; reviewable: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      {open ? (
        <Suspense>
          <ReviewsSection listingId={listingId} reviewable={reviewable} />
        </Suspense>
      ) : (
        <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
          {detailMessages.showReviews}
        </button>
      )}
    </div>
  );
}
