import { Link } from "react-router-dom";
import type { ListingDetail } from "@web/lib/trpc";
import { textLang } from "@web/lib/text-lang";

/**
 * The small map the Worker drew (its SVG markup, our own numbers and escaped label only) and its list
 * twin: the same numbered places as links with their distances. The markup arrives with the page's data
 * so the map is in the first HTML and costs the page no map code.
 */
export function NearMap({ map }: { map: NonNullable<ListingDetail["nearMap"]> }) {
  return (
    <figure className="grid max-w-md gap-3">
      <div className="overflow-hidden rounded-2xl border border-gray-200" dangerouslySetInnerHTML={{ __html: map.svg }} />
      {map.places.length > 0 && (
        <ol className="list-decimal space-y-1 pl-6">
          {map.places.map((place) => (
            <li key={place.path}>
              <Link to={place.path} className="underline" lang={textLang(place.language)}>
                {place.title}
              </Link>{" "}
              — {place.distance}
            </li>
          ))}
        </ol>
      )}
    </figure>
  );
}
