import { format } from "@shared/i18n/messages";
import { listingMessages } from "@shared/listings/listing-texts";
import { placeName } from "@shared/places/place-names";

interface Props {
  activeCity: string | null;
  /** The city picked in the header, offered as the filter. */
  suggestedCity: string;
  onChange: (city: string | null) => void;
}

/** Two toggle buttons: all cities, or only the header's city (or the city already in the URL). */
export function CityFilter({ activeCity, suggestedCity, onChange }: Props) {
  const city = activeCity ?? suggestedCity;
  const option = (label: string, pressed: boolean, value: string | null) => (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onChange(value)}
      className={`rounded-full border px-4 py-1.5 text-sm font-medium ${pressed ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 bg-white text-gray-800 hover:bg-gray-50"}`}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={listingMessages.filterLabel} className="flex flex-wrap gap-2">
      {option(listingMessages.allCities, activeCity === null, null)}
      {option(format(listingMessages.cityFilter, { city: placeName(city) }), activeCity !== null, city)}
    </div>
  );
}
