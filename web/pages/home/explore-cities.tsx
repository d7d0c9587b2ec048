import { Link } from "react-router-dom";
import { homeMessages } from "@shared/home/home-texts";
import { homeCities } from "@shared/home/home-data";
import { cityPath } from "@shared/routing/paths";
import { SectionHeading } from "@web/components/ui/section-heading";
import { SmartImage } from "@web/components/ui/smart-image";
import { placeName, provinceName } from "@shared/places/place-names";

export function ExploreCities() {
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
