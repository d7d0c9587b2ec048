// Home's sections below the fold, hydrated on the visitor's first act (web/lib/hydrate-later.tsx).
import { BestOfSeries } from "./best-of-series";
import { CreatorVideos } from "./creator-videos";
import { ExploreCategories } from "./explore-categories";
import { ExploreCities } from "./explore-cities";
import { SubmitCta } from "./submit-cta";

export default function LaterSections() {
  return (
    <>
      <BestOfSeries />
      <ExploreCities />
      <ExploreCategories />
      <CreatorVideos />
      <SubmitCta />
    </>
  );
}
