// Home's sections below the fold, hydrated on the visitor's first act (web/lib/hydrate-later.tsx).
import { Link } from "react-router-dom";
import { homeMessages } from "@shared/home/home-texts";
import { pagePaths, cityPath, categoryPath, listPath } from "@shared/routing/paths";
import { primaryButton } from "@web/components/ui/button-styles";
import { homeCities, SHOP_CATEGORY_TILES, creatorVideos } from "@shared/home/home-data";
import { SectionHeading } from "@web/components/ui/section-heading";
import { SmartImage } from "@web/components/ui/smart-image";
import { placeName, provinceName } from "@shared/places/place-names";
import { Icon } from "@web/components/ui/icon";
import type { IconName } from "@web/components/ui/icon-names";
import { messages, format } from "@shared/i18n/messages";
import { LISTING_TYPE_REGISTRY } from "@shared/listings/listing-type-registry";
import { categoryTileText, creatorVideoTitle } from "@shared/home/home-text";
import { useState } from "react";
import type { CreatorVideo } from "@shared/places/place-types";

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

function SubmitCta() {
  return (
    <section aria-labelledby="submit-cta-heading" className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-col items-start gap-4 rounded-3xl bg-gray-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="submit-cta-heading" className="text-2xl font-extrabold">
            {homeMessages.submitHeading}
          </h2>
          <p className="mt-1 text-gray-200">{homeMessages.submitText}</p>
        </div>
        <Link to={pagePaths.submit} className={primaryButton}>
          {homeMessages.submitCta}
        </Link>
      </div>
    </section>
  );
}

function ExploreCities() {
  return (
    <section aria-labelledby="cities-heading" className="bg-gray-50">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="cities-heading" title={homeMessages.exploreCities} />
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {homeCities.map((city) => (
            <li key={city.name}>
              <Link to={cityPath(city.name)} className="group block overflow-hidden rounded-2xl bg-white shadow-sm hover:shadow-md">
                <SmartImage src={city.image} alt="" kind="city" label={placeName(city.name)} className="aspect-[8/5] w-full" />
                <span className="block p-3">
                  <span className="block font-bold group-hover:text-brand-700">{placeName(city.name)}</span>
                  <span className="block text-sm text-gray-700">{provinceName(city.province)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

// A function, not a constant: its texts are read in the page's language each time it is used.
const bestOfCards = (): { to: string; title: string; text: string; icon: IconName }[] => [
  { to: pagePaths.coffeeLanding, title: homeMessages.bestCoffee, text: homeMessages.bestCoffeeText, icon: "coffee" },
  { to: categoryPath("Restaurants"), title: homeMessages.bestRestaurants, text: homeMessages.bestRestaurantsText, icon: "utensils-crossed" },
  { to: listPath("shop"), title: homeMessages.bestLocalShops, text: homeMessages.bestLocalShopsText, icon: "shopping-bag" },
];

function BestOfSeries() {
  return (
    <section aria-labelledby="best-of-heading" className="mx-auto max-w-6xl px-4 py-12">
      <SectionHeading id="best-of-heading" title={homeMessages.bestOf} intro={homeMessages.bestOfIntro} />
      <ul className="grid gap-6 sm:grid-cols-3">
        {bestOfCards().map(({ to, title, text, icon }) => (
          <li key={title}>
            <Link
              to={to}
              className="flex h-full flex-col gap-3 rounded-2xl border border-gray-200 p-6 transition hover:border-brand-700 hover:shadow-md"
            >
              <Icon name={icon} className="size-8 text-brand-700" />
              <h3 className="text-lg font-bold">{title}</h3>
              <p className="text-gray-700">{text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

// A function, not a constant: its texts are read in the page's language each time it is used.
const typeTiles = (): { to: string; title: string; text: string; icon: IconName }[] =>
  LISTING_TYPE_REGISTRY.map(({ type, icon }) => ({
    to: listPath(type),
    title: messages.listPages[type],
    text: homeMessages.typeTiles[type],
    icon,
  }));

const tileClass = "flex h-full flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-5 transition hover:border-brand-700 hover:shadow-md";

function ExploreCategories() {
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 py-12">
      <SectionHeading id="categories-heading" title={homeMessages.exploreCategories} />
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {typeTiles().map(({ to, title, text, icon }) => (
          <li key={to}>
            <Link to={to} className={tileClass}>
              <Icon name={icon} className="size-7 text-brand-700" />
              <span className="font-bold">{title}</span>
              <span className="text-sm text-gray-700">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3">
        {SHOP_CATEGORY_TILES.map((tile) => (
          <li key={tile.name}>
            <Link to={categoryPath(tile.name)} className={tileClass}>
              <Icon name="store" className="size-6 text-brand-700" />
              <span className="font-bold">{categoryTileText(tile).name}</span>
              <span className="text-sm text-gray-700">{categoryTileText(tile).description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

// Creator city guides behind a click-to-play facade: no third-party player, script or cookie is loaded
// until the visitor asks for the video (privacy, and speed on the most visited page).
function VideoFacade({ video }: { video: CreatorVideo }) {
  const [playing, setPlaying] = useState(false);
  const title = creatorVideoTitle(video);
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-sm">
      <div className="relative aspect-video bg-gray-900">
        {playing ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.embedId)}?autoplay=1`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            className="absolute inset-0 size-full"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            aria-label={format(homeMessages.playVideo, { title })}
            className="group absolute inset-0"
          >
            <SmartImage alt="" kind="city" label={title.split(":")[0] ?? title} className="size-full" />
            {/* In a corner, not the middle, where the artwork draws the title. */}
            <span className="absolute bottom-4 left-4">
              <span className="grid size-16 place-items-center rounded-full bg-white/90 shadow-lg transition group-hover:scale-110">
                <Icon name="play" className="ml-1 size-7 fill-brand-700 text-brand-700" />
              </span>
            </span>
          </button>
        )}
      </div>
      <figcaption className="p-4">
        <span className="block font-bold">{title}</span>
        <span className="text-sm text-gray-700">{format(homeMessages.videoBy, { creator: video.creator })}</span>
        {/* A plain link that works when the embedded player cannot load (offline, blocked). */}
        <a href={`https://www.youtube.com/watch?v=${encodeURIComponent(video.embedId)}`} className="block text-sm text-brand-700 underline">
          {homeMessages.watchOnYouTube}
        </a>
      </figcaption>
    </figure>
  );
}

function CreatorVideos() {
  return (
    <section aria-labelledby="creators-heading" className="bg-gray-50">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="creators-heading" title={homeMessages.creators} intro={homeMessages.creatorsIntro} />
        <ul className="grid gap-6 sm:grid-cols-2">
          {creatorVideos.map((video) => (
            <li key={video.id}>
              <VideoFacade video={video} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
