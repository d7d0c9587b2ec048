import { PageHead } from "@web/components/seo/page-head";
import { useOrigin } from "@web/lib/origin";
import { BestOfSeries } from "./best-of-series";
import { CreatorVideos } from "./creator-videos";
import { ExploreCategories } from "./explore-categories";
import { ExploreCities } from "./explore-cities";
import { Hero } from "./hero";
import { HomeListings } from "./home-listings";
import { SubmitCta } from "./submit-cta";

export default function HomePage() {
  const origin = useOrigin();
  return (
    <>
      <PageHead meta={(builders) => builders.homeMeta(origin)} />
      <Hero />
      <HomeListings />
      <BestOfSeries />
      <ExploreCities />
      <ExploreCategories />
      <CreatorVideos />
      <SubmitCta />
    </>
  );
}
