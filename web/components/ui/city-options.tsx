// Every Canadian city we cover as <option>s grouped by province, for any native city <select> (the
// submit form, the admin queue's filter, the Listings view). Typing a city's first letters jumps to it.
import { citiesByProvince } from "@shared/places/provinces";
import { PROVINCES } from "@shared/places/place-types";
import { placeName, provinceName } from "@shared/places/place-names";

export function CityOptions() {
  return PROVINCES.map((province) => (
    <optgroup key={province} label={provinceName(province)}>
      {citiesByProvince[province].map((city) => (
        <option key={city} value={city}>
          {placeName(city)}
        </option>
      ))}
    </optgroup>
  ));
}
