import { PageHead } from "@web/components/seo/page-head";
import { hydrateLater } from "@web/lib/hydrate-later";
import { useOrigin } from "@web/lib/origin";
import { HomeListings } from "./home-listings";
import { messages } from "@shared/i18n/messages";
import { homeMessages } from "@shared/home/home-texts";
import { SearchForm } from "@web/components/search/search-form";

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

function Hero() {
  return (
    <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-gray-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-widest text-red-100">{messages.brand.tagline}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">{homeMessages.heroHeading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-red-50">{homeMessages.heroIntro}</p>
        <div className="mt-8 max-w-4xl text-gray-900">
          <SearchForm />
        </div>
      </div>
    </section>
  );
}
