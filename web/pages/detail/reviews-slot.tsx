// Where a listing's reviews go on its page. Only these buttons are in the page's own code: the section (the
// list, the forms, reporting) is a chunk of its own, loaded with the reviews' texts when the visitor asks.
// "Write a review" opens it at the form, focused there, so a visitor who came to write need not look for it.
import { lazy, Suspense, useState } from "react";
import { detailMessages } from "@shared/listings/detail-texts";
import { secondaryButton } from "@web/components/ui/button-styles";
import { withTexts } from "@web/lib/texts";

const ReviewsSection = lazy(() => withTexts(() => import("@web/features/reviews/reviews-section"), ["reviews"]));

/** `writeLabel`: "Write a review" as the Worker words it, where the page takes a review now (else null). */
export function ReviewsSlot({ listingId, writeLabel }: { listingId: number; writeLabel: string | null }) {
  const [open, setOpen] = useState<"read" | "write">();
  const button = (to: "read" | "write", label: string) => (
    <button type="button" className={secondaryButton} onClick={() => setOpen(to)}>
      {label}
    </button>
  );
  return (
    <div>
      {open ? (
        <Suspense>
          <ReviewsSection listingId={listingId} reviewable={writeLabel !== null} writing={open === "write"} />
        </Suspense>
      ) : (
        <div className="flex flex-wrap gap-3">
          {button("read", detailMessages.showReviews)}
          {writeLabel && button("write", writeLabel)}
        </div>
      )}
    </div>
  );
}
