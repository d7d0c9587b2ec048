import { PageHead } from "@web/components/seo/page-head";
import { hydrateLater } from "@web/lib/hydrate-later";
import { useOrigin } from "@web/lib/origin";
import { Hero } from "./hero";
import { HomeListings } from "./home-listings";

/** Best of, cities, categories, creator videos and the call to submit: below the fold on every screen. */
const LaterSections = hydrateLater("home-later", () => import("./later-sections"));

export default function HomePage() {
  const origin = useOrigin();
  return (
    <>
      <PageHead meta={(builders) => builders.homeMeta(origin)} />
      <Hero />
      <HomeListings />
      <LaterSections />
    </>
  );
}
