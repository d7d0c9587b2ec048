import { Icon } from "@web/components/ui/icon";
import type { BrowsableType } from "@shared/listings/listing-types";
import { format } from "@shared/i18n/messages";
import { LISTING_TYPE_REGISTRY } from "@shared/listings/listing-type-registry";
import { cityMessages } from "@shared/places/city-texts";
import { cityFeeds } from "@shared/feeds/feeds";
import { SubscribeLinks } from "@web/components/feeds/subscribe-links";
import { placeName, provinceName } from "@shared/places/place-names";

interface Props {
  city: string;
  province: string;
  counts: Record<BrowsableType, number>;
}

export function CityHero({ city, province, counts }: Props) {
  // The picks the sentence below counts; open jobs have their own.
  const total = counts.story + counts.event + counts.gem + counts.shop;
  return (
    <header className="bg-gradient-to-br from-gray-900 to-brand-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <p className="inline-flex items-center gap-1 text-sm font-medium text-red-100">
          <Icon name="map-pin" className="size-4" />
          {provinceName(province)}
        </p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{format(cityMessages.discover, { city: placeName(city) })}</h1>
        <dl className="mt-8 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-5">
          {LISTING_TYPE_REGISTRY.map(({ type }) => (
            <div key={type} className="rounded-2xl bg-white/10 p-4">
              <dd className="text-3xl font-bold">{counts[type]}</dd>
              <dt className="text-sm text-red-50">{cityMessages.counts[type]}</dt>
            </div>
          ))}
        </dl>
      </div>
      <section aria-labelledby="about-city" className="bg-white text-gray-900">
        <div className="mx-auto max-w-6xl px-4 pt-10">
          <h2 id="about-city" className="text-xl font-bold">
            {format(cityMessages.about, { city: placeName(city) })}
          </h2>
          <p className="mt-2 max-w-3xl text-gray-700">
            {format(cityMessages.aboutText, {
              city: placeName(city),
              province: provinceName(province),
              total,
              stories: counts.story,
              events: counts.event,
              gems: counts.gem,
              shops: counts.shop,
            })}
            {counts.job > 0 && ` ${format(cityMessages.jobsText, { jobs: counts.job })}`}
          </p>
          <SubscribeLinks feeds={cityFeeds(city)} />
        </div>
      </section>
    </header>
  );
}
